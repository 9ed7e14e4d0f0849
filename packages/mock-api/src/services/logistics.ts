// The logistics mock over its stored vehicles: the list, the dashboard and the live fleet. The
// rules (vehicleOf, logisticsStatsFrom, fleetOf, …) are @atrium/domain's, the server's too.
import { LIST_TOTAL_EXACT_LIMIT, type FleetResponse, type LogisticsStats, type Vehicle, type VehiclesQuery, type VehiclesResponse } from '@atrium/api';
import { fleetOf, logisticsAggregates, logisticsStatsFrom, vehicleOf } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';
import { newestFirst, sortAndPage, type SortKeys } from './common';

export {
  fleetOf,
  liveProgress,
  logisticsAggregates,
  logisticsStatsFrom,
  pointAlong,
  PROGRESS_PER_MINUTE,
  routeOf,
  vehicleOf,
  vehicleState,
  type LogisticsAggregates,
} from '@atrium/domain';

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
  // decision 0020's total rule: exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound
  const exact = all.length <= LIST_TOTAL_EXACT_LIMIT;
  return { vehicles: page.items.map(vehicleOf), totalVehicles: exact ? all.length : LIST_TOTAL_EXACT_LIMIT, ...(exact ? {} : { totalExact: false }) };
}

/** Every number of the logistics dashboard, aggregated from the stored vehicles. */
export function getLogisticsStats(db: Db, now: Date = new Date()): LogisticsStats {
  return logisticsStatsFrom(logisticsAggregates(db.vehicles), now);
}

/** Every vehicle where it is now: progress advanced by the mock clock, position on its route. */
export function getFleet(db: Db, now: number, origin: number): FleetResponse {
  return fleetOf(newestFirst(db.vehicles), now, origin);
}
