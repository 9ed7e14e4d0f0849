import type { Vehicle, VehiclesQuery, VehiclesResponse } from '@atrium/api';
import type { Db } from '../seed';
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
