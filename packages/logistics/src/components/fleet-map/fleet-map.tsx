// The fleet on a real map (Leaflet) with no tile server: the land is Natural Earth's 1:110m outline
// shipped in world-atlas and drawn as one vector layer (unwrapped at the antimeridian, without
// Antarctica: see land.ts), so the page works offline. The view fits the fleet. Loaded lazily.
import 'leaflet/dist/leaflet.css';
import './fleet-map.css';
import type { FleetVehicle, LngLat } from '@atrium/api';
import L from 'leaflet';
import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';
import { useEffect, useRef } from 'react';
import { landForMap } from './land';

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
const LAND = landObject ? landForMap(feature(topology, landObject)) : undefined;

const toLatLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];

export function FleetMap({ vehicles, selectedId, onSelect, label, describe }: FleetMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ onSelect, describe });
  const fleetBounds = useRef<L.LatLngBounds | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    latest.current = { onSelect, describe };
  }, [onSelect, describe]);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, {
      attributionControl: false,
      worldCopyJump: false,
      minZoom: 0,
      maxZoom: 8,
      maxBounds: [
        [-70, -200],
        [85, 220],
      ],
      zoomSnap: 0.25,
    }).setView([25, 10], 1.5);
    if (LAND) L.geoJSON(LAND, { interactive: false, style: { className: 'atrium-fleet-land' } }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // the container's size settles after layout (fixed-height page): measure again then, and fit
    // the fleet again until the reader moves the map themselves
    m.on('dragstart', () => {
      moved.current = true;
    });
    const resize = new ResizeObserver(() => {
      m.invalidateSize();
      if (!moved.current && fleetBounds.current) m.fitBounds(fleetBounds.current, { padding: [24, 24], maxZoom: 6, animate: false });
    });
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

  // the first time vehicles arrive, the view fits every route and vehicle (not the whole world)
  useEffect(() => {
    const m = map.current;
    if (!m || fleetBounds.current || vehicles.length === 0) return;
    fleetBounds.current = L.latLngBounds(vehicles.flatMap((v) => [...v.route, v.position].map(toLatLng)));
    m.fitBounds(fleetBounds.current, { padding: [24, 24], maxZoom: 6, animate: false });
  }, [vehicles]);

  // focus the selected vehicle's route (only when the selection changes, not on every update)
  const vehiclesRef = useRef(vehicles);
  useEffect(() => {
    vehiclesRef.current = vehicles;
  }, [vehicles]);
  useEffect(() => {
    const m = map.current;
    const v = vehiclesRef.current.find((x) => x.id === selectedId);
    if (!m || !v) return;
    moved.current = true;
    m.flyToBounds(L.latLngBounds(v.route.map(toLatLng)), { padding: [48, 48], maxZoom: 5, duration: 0.6 });
  }, [selectedId]);

  return <div ref={container} className="atrium-fleet-map" role="region" aria-label={label} dir="ltr" data-testid="fleet-map" style={{ width: '100%', height: '100%', minHeight: 280 }} />;
}

/** React.lazy wants a default export. */
export default FleetMap;
