// The fleet on a real map (Leaflet) with no tile server: the land is Natural Earth's 1:110m outline
// shipped in world-atlas and drawn as a vector layer, so the page works offline. Loaded lazily.
import 'leaflet/dist/leaflet.css';
import './fleet-map.css';
import type { FleetVehicle, LngLat } from '@atrium/api';
import L from 'leaflet';
import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';
import { useEffect, useRef } from 'react';

export interface FleetMapProps {
  vehicles: readonly FleetVehicle[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** accessible name of the map region */
  label: string;
  /** the marker's tooltip, e.g. "Vehicle 123456 · Berlin → Paris" */
  describe: (vehicle: FleetVehicle) => string;
}

type LandTopology = Parameters<typeof feature>[0];
// the JSON's inferred type is too loose for topojson's: it is the Topology the package documents
const topology = land as unknown as LandTopology;
const landObject = topology.objects.land;
const LAND = landObject ? feature(topology, landObject) : undefined;

const toLatLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];

export function FleetMap({ vehicles, selectedId, onSelect, label, describe }: FleetMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ onSelect, describe });
  useEffect(() => {
    latest.current = { onSelect, describe };
  }, [onSelect, describe]);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, {
      attributionControl: false,
      worldCopyJump: false,
      minZoom: 1,
      maxZoom: 8,
      maxBounds: [
        [-85, -200],
        [85, 200],
      ],
      zoomSnap: 0.5,
    }).setView([25, 10], 1.5);
    if (LAND) L.geoJSON(LAND, { interactive: false, style: { className: 'atrium-fleet-land' } }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // the container's size settles after layout (fixed-height page): measure again then
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  // routes and vehicles are redrawn on every position update; 25 vehicles cost nothing
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    const ordered = [...vehicles].sort((a, b) => Number(a.id === selectedId) - Number(b.id === selectedId));
    for (const v of ordered) {
      const selected = v.id === selectedId;
      L.polyline(v.route.map(toLatLng), { className: selected ? 'atrium-fleet-route atrium-fleet-route-selected' : 'atrium-fleet-route', interactive: false }).addTo(group);
    }
    for (const v of ordered) {
      const selected = v.id === selectedId;
      const classes = ['atrium-fleet-vehicle', v.warnings !== 'No Warnings' ? 'atrium-fleet-vehicle-warning' : '', selected ? 'atrium-fleet-vehicle-selected' : ''];
      L.circleMarker(toLatLng(v.position), { radius: selected ? 9 : 6, fillOpacity: 1, className: classes.filter(Boolean).join(' ') })
        .bindTooltip(latest.current.describe(v), { direction: 'top' })
        .on('click', () => latest.current.onSelect(v.id))
        .addTo(group);
    }
  }, [vehicles, selectedId]);

  // focus the selected vehicle's route (only when the selection changes, not on every update)
  const vehiclesRef = useRef(vehicles);
  useEffect(() => {
    vehiclesRef.current = vehicles;
  }, [vehicles]);
  useEffect(() => {
    const m = map.current;
    const v = vehiclesRef.current.find((x) => x.id === selectedId);
    if (!m || !v) return;
    m.flyToBounds(L.latLngBounds(v.route.map(toLatLng)), { padding: [48, 48], maxZoom: 5, duration: 0.6 });
  }, [selectedId]);

  return <div ref={container} className="atrium-fleet-map" role="region" aria-label={label} dir="ltr" data-testid="fleet-map" style={{ width: '100%', height: '100%', minHeight: 280 }} />;
}

/** React.lazy wants a default export. */
export default FleetMap;
