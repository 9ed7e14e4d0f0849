// Query options of the logistics feature, keyed through `logisticsKeys`.
import { getApiClient, type VehiclesQuery } from '@atrium/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const logisticsKeys = {
  all: ['logistics'] as const,
  vehicles: (query: Partial<VehiclesQuery>) => [...logisticsKeys.all, 'vehicles', query] as const,
  stats: () => [...logisticsKeys.all, 'stats'] as const,
  fleet: () => [...logisticsKeys.all, 'fleet'] as const,
};

export function vehiclesQuery(query: Partial<VehiclesQuery>) {
  return queryOptions({ queryKey: logisticsKeys.vehicles(query), queryFn: () => getApiClient().getVehicles(query), placeholderData: keepPreviousData });
}

export function logisticsStatsQuery() {
  return queryOptions({ queryKey: logisticsKeys.stats(), queryFn: () => getApiClient().getLogisticsStats() });
}

/** Positions move with the server's clock: poll while the map is open. */
export const FLEET_REFRESH_MS = 5_000;

export function fleetQuery() {
  return queryOptions({ queryKey: logisticsKeys.fleet(), queryFn: () => getApiClient().getFleet(), refetchInterval: FLEET_REFRESH_MS });
}
