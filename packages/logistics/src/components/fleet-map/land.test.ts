import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';
import { describe, expect, it } from 'vitest';
import { ANTARCTIC_LATITUDE, landForMap, unwrapRing } from './land';

type LandTopology = Parameters<typeof feature>[0];
const topology = land as unknown as LandTopology;
const object = topology.objects.land;
const raw = object ? feature(topology, object) : undefined;

const rings = (geo: GeoJSON.Feature<GeoJSON.MultiPolygon>) => geo.geometry.coordinates.flat();
const widestJump = (ring: GeoJSON.Position[]) => ring.slice(1).reduce((max, [lng = 0], i) => Math.max(max, Math.abs(lng - (ring[i]?.[0] ?? 0))), 0);

describe('@atrium/logistics/fleet-map land', () => {
  it('regression: no ring jumps across the world (the +180/-180 cut drew white stripes between the tiles)', () => {
    expect(raw).toBeDefined();
    if (!raw) return;
    // the data really has the cut: without the fix some ring jumps by ~360°
    const before = Math.max(...(raw.type === 'FeatureCollection' ? raw.features : [raw]).flatMap((f) => (f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates.flat() : f.geometry.type === 'Polygon' ? f.geometry.coordinates : []).map(widestJump)));
    expect(before).toBeGreaterThan(300);
    const after = Math.max(...rings(landForMap(raw)).map(widestJump));
    expect(after).toBeLessThan(180);
  });

  it('regression: Antarctica is left out (it filled a third of the fleet map), every other continent stays', () => {
    if (!raw) throw new Error('no land');
    const polygons = landForMap(raw).geometry.coordinates;
    expect(polygons.some((p) => (p[0] ?? []).every(([, lat = 0]) => lat < ANTARCTIC_LATITUDE))).toBe(false);
    const holds = (lng: number, lat: number) =>
      polygons.some((p) => {
        const ring = p[0] ?? [];
        let inside = false;
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi = 0, yi = 0] = ring[i] ?? [];
          const [xj = 0, yj = 0] = ring[j] ?? [];
          if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      });
    // Paris, Nairobi, São Paulo, Chicago, Tokyo, Sydney
    const cities = [[2.35, 48.85], [36.8, -1.3], [-46.6, -23.5], [-87.6, 41.9], [139.7, 35.7], [151.2, -33.9]] as const;
    expect(cities.filter(([lng, lat]) => !holds(lng, lat))).toEqual([]);
  });

  it('unwrapRing keeps a crossing ring continuous', () => {
    expect(unwrapRing([[170, 0], [-175, 1], [-170, 2], [175, 3]])).toEqual([[170, 0], [185, 1], [190, 2], [175, 3]]);
  });
});
