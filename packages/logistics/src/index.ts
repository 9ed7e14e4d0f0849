export { logisticsModule } from './module';
export { LOGISTICS_NAMESPACE, LOGISTICS_SUBJECT } from './namespace';
export { DEFAULT_VEHICLES_SEARCH, vehiclesSearchSchema, type VehiclesSearch } from './search';

export { FleetPage, type FleetPageProps } from './pages/fleet-page';
export { LogisticsDashboardPage, type LogisticsDashboardPageProps } from './pages/logistics-dashboard-page';
export { VehiclesTable, type VehiclesTableProps } from './components/vehicles-table/vehicles-table';
export { WarningBadge } from './components/warning-badge/warning-badge';

export { FLEET_REFRESH_MS, fleetQuery, logisticsKeys, logisticsStatsQuery, vehiclesQuery } from './api/queries';
