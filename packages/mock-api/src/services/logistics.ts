import {
  VEHICLE_WARNINGS,
  type FleetResponse,
  type FleetVehicle,
  type LngLat,
  type LogisticsStats,
  type Vehicle,
  type VehicleState,
  type VehiclesQuery,
  type VehiclesResponse,
} from '@atrium/api';
import type { Db } from '../seed';
import { CITY_COORDINATES } from '../seed/logistics';
import { COUNTRIES } from '../seed/random';
import { newestFirst, sortAndPage, type SortKeys } from './common';

const VEHICLE_SORT: SortKeys<Vehicle, NonNullable<VehiclesQuery['sortBy']>> = {
  location: (v) => v.location,
  startRoute: (v) => v.startCity,
  endRoute: (v) => v.endCity,
  warnings: (v) => v.warnings,
  progress: (v) => v.progress,
};

export function listVehicles(db: Db, query: VehiclesQuery): VehiclesResponse {
  const all = newestFirst(db.vehicles);
  const page = sortAndPage(all, VEHICLE_SORT, query);
  return { vehicles: page.items, totalVehicles: all.length };
}

/** Loading at the start, unloading near the end, waiting once arrived, on the way otherwise. */
export function vehicleState(progress: number): VehicleState {
  if (progress >= 100) return 'waiting';
  if (progress >= 90) return 'unloading';
  if (progress < 10) return 'loading';
  return 'onTheWay';
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));
const change = (now: number, before: number) => (before === 0 ? (now === 0 ? 0 : 100) : round1(((now - before) / before) * 100));

function performance(vehicles: readonly Vehicle[]) {
  const count = (state: VehicleState) => vehicles.filter((v) => vehicleState(v.progress) === state).length;
  return {
    inTransit: count('onTheWay'),
    outForDelivery: count('unloading'),
    delivered: count('waiting'),
    failed: vehicles.filter((v) => v.warnings === 'Ecu Not Responding').length,
    onTime: percentOf(vehicles.filter((v) => v.warnings === 'No Warnings').length, vehicles.length),
    averageProgress: vehicles.length === 0 ? 0 : round1(vehicles.reduce((s, v) => s + v.progress, 0) / vehicles.length),
  };
}

/** YYYY-MM of the month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Every number of the logistics dashboard, aggregated from the stored vehicles. */
export function getLogisticsStats(db: Db, now: Date = new Date()): LogisticsStats {
  const vehicles = db.vehicles;
  const total = vehicles.length;
  const states: VehicleState[] = ['onTheWay', 'unloading', 'loading', 'waiting'];
  const overview = states.map((state) => {
    const count = vehicles.filter((v) => vehicleState(v.progress) === state).length;
    return { state, count, percent: percentOf(count, total) };
  });

  // each vehicle's six-digit location code spreads its trips over the year deterministically
  const shipments = Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const shipment = vehicles.reduce((sum, v) => sum + (Math.floor(v.location / 10 ** (back % 6)) % 10) + 2, 0);
    const late = vehicles.filter((v, j) => v.warnings !== 'No Warnings' && (j + back) % 3 === 0).length;
    return { month: monthKey(now, back), shipment, delivery: Math.max(0, shipment - late * 2) };
  });

  // "before" is the fleet ten progress points ago
  const current = performance(vehicles);
  const before = performance(vehicles.map((v) => ({ ...v, progress: Math.max(0, v.progress - 10) })));
  const deliveryPerformance = (Object.keys(current) as Array<keyof typeof current>).map((key) => ({
    key,
    value: current[key],
    delta: change(current[key], before[key]),
  }));

  const countries = new Map<string, { origin: number; destination: number }>();
  for (const v of vehicles) {
    const start = countries.get(v.startCountry) ?? { origin: 0, destination: 0 };
    start.origin += 1;
    countries.set(v.startCountry, start);
    const end = countries.get(v.endCountry) ?? { origin: 0, destination: 0 };
    end.destination += 1;
    countries.set(v.endCountry, end);
  }
  const ordersByCountries = [...countries.entries()]
    .map(([country, c]) => ({ country, orders: c.origin + c.destination, ...c }))
    .sort((a, b) => b.orders - a.orders || a.country.localeCompare(b.country))
    .slice(0, 6);

  return {
    totalVehicles: total,
    overview,
    shipments,
    deliveryPerformance,
    ordersByCountries,
    vehiclesOnRoute: vehicles.filter((v) => v.progress > 0 && v.progress < 100).length,
    warnings: VEHICLE_WARNINGS.map((warning) => ({ warning, count: vehicles.filter((v) => v.warnings === warning).length })),
  };
}

/** Live progress grows this much per minute of the mock clock, and stops at 100 (arrived). */
export const PROGRESS_PER_MINUTE = 10;

export function liveProgress(stored: number, elapsedMs: number): number {
  return Math.min(100, round1(stored + (Math.max(0, elapsedMs) / 60_000) * PROGRESS_PER_MINUTE));
}

function coordinatesOf(city: string): LngLat {
  const c = CITY_COORDINATES[city];
  return c ? [c[0], c[1]] : [0, 0];
}

const distance = (a: LngLat, b: LngLat) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The known city nearest the middle of the trip (not its ends): the trip's checkpoint. */
function hubOf(v: Vehicle): { city: string; country: string } | undefined {
  const start = coordinatesOf(v.startCity);
  const end = coordinatesOf(v.endCity);
  const middle: LngLat = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2];
  let best: { city: string; d: number } | undefined;
  for (const [city, c] of Object.entries(CITY_COORDINATES)) {
    if (city === v.startCity || city === v.endCity) continue;
    const d = distance([c[0], c[1]], middle);
    if (!best || d < best.d) best = { city, d };
  }
  // a detour longer than the trip itself is no checkpoint
  if (!best || best.d > distance(start, end) / 2) return undefined;
  return { city: best.city, country: countryOfCity(best.city) };
}

const CITY_COUNTRY = new Map(COUNTRIES.flatMap((c) => c.cities.map((city) => [city, c.name] as const)));
function countryOfCity(city: string): string {
  return CITY_COUNTRY.get(city) ?? '';
}

/** Waypoints from start through the checkpoint to end, with points between for a smooth line. */
export function routeOf(v: Vehicle): LngLat[] {
  const hub = hubOf(v);
  const stops = [coordinatesOf(v.startCity), ...(hub ? [coordinatesOf(hub.city)] : []), coordinatesOf(v.endCity)];
  const route: LngLat[] = [];
  for (let i = 0; i < stops.length - 1; i++) {
    const a = stops[i];
    const b = stops[i + 1];
    if (!a || !b) continue;
    for (let step = 0; step < 8; step++) {
      const t = step / 8;
      route.push([round4(a[0] + (b[0] - a[0]) * t), round4(a[1] + (b[1] - a[1]) * t)]);
    }
  }
  const last = stops.at(-1);
  if (last) route.push(last);
  return route;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The point `progress` percent along the route, measured by length. */
export function pointAlong(route: readonly LngLat[], progress: number): LngLat {
  const lengths = route.slice(1).map((p, i) => distance(route[i] ?? p, p));
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = (Math.min(100, Math.max(0, progress)) / 100) * total;
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] ?? 0;
    const a = route[i];
    const b = route[i + 1];
    if (!a || !b) break;
    if (left <= len || i === lengths.length - 1) {
      const t = len === 0 ? 0 : Math.min(1, left / len);
      return [round4(a[0] + (b[0] - a[0]) * t), round4(a[1] + (b[1] - a[1]) * t)];
    }
    left -= len;
  }
  return route[0] ?? [0, 0];
}

/** A trip's length in hours: longer routes take longer, none is shorter than a working day. */
function tripHours(route: readonly LngLat[]): number {
  const length = route.slice(1).reduce((sum, p, i) => sum + distance(route[i] ?? p, p), 0);
  return Math.max(8, Math.round(length * 1.5));
}

/** Every vehicle where it is now: progress advanced by the mock clock, position on its route. */
export function getFleet(db: Db, now: number, origin: number): FleetResponse {
  const vehicles: FleetVehicle[] = newestFirst(db.vehicles).map((v) => {
    const progress = liveProgress(v.progress, now - origin);
    const route = routeOf(v);
    const hours = tripHours(route);
    const departed = now - (progress / 100) * hours * 3_600_000;
    const at = (fraction: number) => new Date(departed + fraction * hours * 3_600_000).toISOString();
    const hub = hubOf(v);
    return {
      ...v,
      progress,
      state: vehicleState(progress),
      route,
      position: pointAlong(route, progress),
      timeline: [
        { kind: 'departed' as const, city: v.startCity, country: v.startCountry, at: at(0), reached: true },
        ...(hub ? [{ kind: 'checkpoint' as const, city: hub.city, country: hub.country, at: at(0.5), reached: progress >= 50 }] : []),
        { kind: 'arrival' as const, city: v.endCity, country: v.endCountry, at: at(1), reached: progress >= 100 },
      ],
    };
  });
  return { now: new Date(now).toISOString(), vehicles };
}
