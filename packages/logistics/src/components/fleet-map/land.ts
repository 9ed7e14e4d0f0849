// Natural Earth's land (world-atlas) is cut at the antimeridian for spherical projections: a ring
// that crosses it jumps from +180 to -180, which Leaflet draws as a white stripe across the whole
// world. Unwrapped rings run on past 180 instead; Antarctica (no fleet goes there, and on a
// Mercator map it filled a third of the view) is left out.

type Ring = GeoJSON.Position[];

/**
 * A ring whose longitudes never jump by more than half the world between two points, shifted by
 * whole turns so its middle stays on the usual map (Eurasia keeps its place, Chukotka runs on to 190).
 */
export function unwrapRing(ring: readonly GeoJSON.Position[]): Ring {
  const out: Ring = [];
  let offset = 0;
  let previous: number | undefined;
  for (const point of ring) {
    const [lng = 0, lat = 0] = point;
    if (previous !== undefined) {
      const step = lng + offset - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    const x = lng + offset;
    out.push([x, lat]);
    previous = x;
  }
  const xs = out.map(([x = 0]) => x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const turns = Math.abs(middle) <= 180 ? 0 : Math.round(middle / 360);
  return turns === 0 ? out : out.map(([x = 0, lat = 0]) => [x - turns * 360, lat]);
}

/** Polygons entirely south of this latitude are Antarctica's. */
export const ANTARCTIC_LATITUDE = -60;

const isAntarctic = (polygon: readonly Ring[]) => (polygon[0] ?? []).every(([, lat = 0]) => lat < ANTARCTIC_LATITUDE);

function polygonsOf(geometry: GeoJSON.Geometry | null): Ring[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return [];
}

/** The land as one MultiPolygon: rings unwrapped at the antimeridian, Antarctica left out. */
export function landForMap(land: GeoJSON.Feature | GeoJSON.FeatureCollection): GeoJSON.Feature<GeoJSON.MultiPolygon> {
  const features = land.type === 'FeatureCollection' ? land.features : [land];
  const polygons = features
    .flatMap((f) => polygonsOf(f.geometry))
    .filter((polygon) => !isAntarctic(polygon))
    .map((polygon) => polygon.map(unwrapRing));
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}
