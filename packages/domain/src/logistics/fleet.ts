// The logistics rules both backends call: a vehicle in the contract's field order, its state from
// its progress, the dashboard from aggregates, and the live fleet (positions along each route as
// the clock moves).
import {
  VEHICLE_WARNINGS,
  type FleetResponse,
  type FleetVehicle,
  type LngLat,
  type LogisticsStats,
  type Vehicle,
  type VehicleState,
  type VehicleWarning,
} from '@atrium/api';
import { CITY_COORDINATES } from '../reference/cities';
import { COUNTRIES } from '../reference/countries';

/** The contract's vehicle with its fields in one order (the server answers the same bytes). */
export function vehicleOf(v: Vehicle): Vehicle {
  return {
    id: v.id,
    location: v.location,
    startCity: v.startCity,
    startCountry: v.startCountry,
    endCity: v.endCity,
    endCountry: v.endCountry,
    warnings: v.warnings,
    progress: v.progress,
  };
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

/** YYYY-MM of the month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The sums and counts the logistics dashboard is made of. The mock adds them up over its array
 * (`logisticsAggregates`); the server gets the same numbers from one SQL aggregate; both turn them
 * into the answer with `logisticsStatsFrom`.
 */
export interface LogisticsAggregates {
  total: number;
  /** vehicles per state, now and ten progress points ago */
  states: Record<VehicleState, number>;
  statesBefore: Record<VehicleState, number>;
  /** sum of the stored progress, now and ten points ago (each at least 0) */
  progressSum: number;
  progressSumBefore: number;
  /** 0 < progress < 100 */
  onRoute: number;
  warnings: Record<VehicleWarning, number>;
  /** for d = 0..5: the sum over the fleet of the location code's d-th decimal digit (units first) */
  locationDigitSums: number[];
  /** for k = 0..2: vehicles with a warning whose position in the fleet (oldest first, from 0) is k modulo 3 */
  warnedByPosition: number[];
  /** every country a trip starts or ends in, with how many start and end there */
  countries: Array<{ country: string; origin: number; destination: number }>;
}

const noStates = (): Record<VehicleState, number> => ({ loading: 0, onTheWay: 0, unloading: 0, waiting: 0 });

/** The aggregates over the stored fleet (oldest first, as stored). */
export function logisticsAggregates(vehicles: readonly Vehicle[]): LogisticsAggregates {
  const states = noStates();
  const statesBefore = noStates();
  const warnings = Object.fromEntries(VEHICLE_WARNINGS.map((w) => [w, 0])) as Record<VehicleWarning, number>;
  const locationDigitSums = [0, 0, 0, 0, 0, 0];
  const warnedByPosition = [0, 0, 0];
  const countries = new Map<string, { origin: number; destination: number }>();
  let progressSum = 0;
  let progressSumBefore = 0;
  let onRoute = 0;
  vehicles.forEach((v, j) => {
    states[vehicleState(v.progress)] += 1;
    statesBefore[vehicleState(Math.max(0, v.progress - 10))] += 1;
    progressSum += v.progress;
    progressSumBefore += Math.max(0, v.progress - 10);
    if (v.progress > 0 && v.progress < 100) onRoute += 1;
    warnings[v.warnings] += 1;
    for (let d = 0; d < 6; d++) locationDigitSums[d] = (locationDigitSums[d] ?? 0) + (Math.floor(v.location / 10 ** d) % 10);
    if (v.warnings !== 'No Warnings') warnedByPosition[j % 3] = (warnedByPosition[j % 3] ?? 0) + 1;
    const start = countries.get(v.startCountry) ?? { origin: 0, destination: 0 };
    start.origin += 1;
    countries.set(v.startCountry, start);
    const end = countries.get(v.endCountry) ?? { origin: 0, destination: 0 };
    end.destination += 1;
    countries.set(v.endCountry, end);
  });
  return {
    total: vehicles.length,
    states,
    statesBefore,
    progressSum,
    progressSumBefore,
    onRoute,
    warnings,
    locationDigitSums,
    warnedByPosition,
    countries: [...countries.entries()].map(([country, c]) => ({ country, ...c })),
  };
}

function performance(total: number, states: Record<VehicleState, number>, progressSum: number, warnings: Record<VehicleWarning, number>) {
  return {
    inTransit: states.onTheWay,
    outForDelivery: states.unloading,
    delivered: states.waiting,
    failed: warnings['Ecu Not Responding'],
    onTime: percentOf(warnings['No Warnings'], total),
    averageProgress: total === 0 ? 0 : round1(progressSum / total),
  };
}

/** Every number of the logistics dashboard, from the fleet's aggregates (both backends). */
export function logisticsStatsFrom(a: LogisticsAggregates, now: Date): LogisticsStats {
  const total = a.total;
  const order: VehicleState[] = ['onTheWay', 'unloading', 'loading', 'waiting'];
  const overview = order.map((state) => ({ state, count: a.states[state], percent: percentOf(a.states[state], total) }));

  // each vehicle's six-digit location code spreads its trips over the year deterministically
  const shipments = Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const shipment = (a.locationDigitSums[back % 6] ?? 0) + 2 * total;
    // vehicles with a warning at positions j where (j + back) % 3 === 0
    const late = a.warnedByPosition[(3 - (back % 3)) % 3] ?? 0;
    return { month: monthKey(now, back), shipment, delivery: Math.max(0, shipment - late * 2) };
  });

  // "before" is the fleet ten progress points ago
  const current = performance(total, a.states, a.progressSum, a.warnings);
  const before = performance(total, a.statesBefore, a.progressSumBefore, a.warnings);
  const deliveryPerformance = (Object.keys(current) as Array<keyof typeof current>).map((key) => ({
    key,
    value: current[key],
    delta: change(current[key], before[key]),
  }));

  const ordersByCountries = a.countries
    .map((c) => ({ country: c.country, orders: c.origin + c.destination, origin: c.origin, destination: c.destination }))
    .sort((x, y) => y.orders - x.orders || x.country.localeCompare(y.country))
    .slice(0, 6);

  return {
    totalVehicles: total,
    overview,
    shipments,
    deliveryPerformance,
    ordersByCountries,
    vehiclesOnRoute: a.onRoute,
    warnings: VEHICLE_WARNINGS.map((warning) => ({ warning, count: a.warnings[warning] })),
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

/** The fleet response over these vehicles (newest first), at `now` with the clock's `origin` (both backends). */
export function fleetOf(stored: readonly Vehicle[], now: number, origin: number): FleetResponse {
  const vehicles: FleetVehicle[] = stored.map(vehicleOf).map((v) => {
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
