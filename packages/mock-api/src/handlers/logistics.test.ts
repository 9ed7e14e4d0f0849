import { VEHICLE_WARNINGS, type LngLat } from '@atrium/api';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { getLogisticsStats, liveProgress, pointAlong, vehicleState } from '../services/logistics';
import { setLogisticsClock } from '@atrium/domain';
import { getDb } from '../store/store';
import { client, useMockServer } from '../test/server';

useMockServer();
afterEach(() => setLogisticsClock(null));

describe('@atrium/mock-api/logistics (HTTP)', () => {
  it('GET stats: states, warnings and countries add up to the fleet', async () => {
    const stats = await client.getLogisticsStats();
    expect(stats.totalVehicles).toBe(25);
    expect(stats.overview.reduce((s, o) => s + o.count, 0)).toBe(25);
    expect(stats.warnings.reduce((s, w) => s + w.count, 0)).toBe(25);
    expect(stats.warnings.map((w) => w.warning)).toEqual([...VEHICLE_WARNINGS]);
    expect(stats.shipments).toHaveLength(12);
    const onRoute = getDb().vehicles.filter((v) => v.progress > 0 && v.progress < 100).length;
    expect(stats.vehiclesOnRoute).toBe(onRoute);
    for (const c of stats.ordersByCountries) expect(c.orders).toBe(c.origin + c.destination);
  });

  it('stats follow the stored vehicles', () => {
    const db = getDb();
    for (const v of db.vehicles) v.progress = 100;
    const stats = getLogisticsStats(db);
    expect(stats.overview.find((o) => o.state === 'waiting')?.count).toBe(25);
    expect(stats.vehiclesOnRoute).toBe(0);
  });

  it('GET fleet: every vehicle with a route, a position on it and a timeline; the clock moves them', async () => {
    setLogisticsClock(Date.parse('2025-06-15T10:00:00Z'));
    const first = await client.getFleet();
    expect(first.vehicles).toHaveLength(25);
    const stored = new Map(getDb().vehicles.map((v) => [v.id, v.progress]));
    for (const v of first.vehicles) {
      expect(v.progress).toBe(stored.get(v.id));
      expect(v.route.length).toBeGreaterThanOrEqual(2);
      expect(v.timeline[0]?.kind).toBe('departed');
      expect(v.timeline.at(-1)?.kind).toBe('arrival');
      expect(v.timeline.at(-1)?.reached).toBe(v.progress >= 100);
    }
    const moving = first.vehicles.find((v) => v.progress < 50);
    expect(moving).toBeDefined();
    // a clock function sets the origin once, then advances without moving it
    let now = Date.parse('2025-06-15T10:00:00Z');
    setLogisticsClock(() => now);
    now += 120_000;
    const later = await client.getFleet();
    const again = later.vehicles.find((v) => v.id === moving?.id);
    expect(again?.progress).toBeCloseTo((moving?.progress ?? 0) + 20, 5);
    expect(again?.position).not.toEqual(moving?.position);
    // the table keeps the stored progress (SPEC §7)
    expect((await client.getVehicles({ itemsPerPage: 100 })).vehicles.find((v) => v.id === moving?.id)?.progress).toBe(moving?.progress);
  });
});

describe('@atrium/mock-api/logistics (properties)', () => {
  it('live progress never goes back and never passes 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.nat(10_000_000), fc.nat(10_000_000), (stored, a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        const p1 = liveProgress(stored, early);
        const p2 = liveProgress(stored, late);
        return p1 >= stored - 0.05 && p2 >= p1 && p2 <= 100;
      }),
    );
  });

  it('a point along a route lies within the route bounds, at its ends for 0 and 100', () => {
    const lngLat = fc.tuple(fc.double({ min: -170, max: 170, noNaN: true }), fc.double({ min: -80, max: 80, noNaN: true })).map(([lng, lat]): LngLat => [lng, lat]);
    fc.assert(
      fc.property(fc.array(lngLat, { minLength: 2, maxLength: 8 }), fc.double({ min: 0, max: 100, noNaN: true }), (route, progress) => {
        const [x, y] = pointAlong(route, progress);
        const xs = route.map((p) => p[0]);
        const ys = route.map((p) => p[1]);
        return x >= Math.min(...xs) - 1e-3 && x <= Math.max(...xs) + 1e-3 && y >= Math.min(...ys) - 1e-3 && y <= Math.max(...ys) + 1e-3;
      }),
    );
    const route: LngLat[] = [[0, 0], [10, 0], [10, 10]];
    expect(pointAlong(route, 0)).toEqual([0, 0]);
    expect(pointAlong(route, 100)).toEqual([10, 10]);
    expect(pointAlong(route, 50)).toEqual([10, 0]);
  });

  it('states split progress into loading, on the way, unloading and waiting', () => {
    expect([0, 9, 10, 89, 90, 99, 100].map(vehicleState)).toEqual(['loading', 'loading', 'onTheWay', 'onTheWay', 'unloading', 'unloading', 'waiting']);
  });
});
