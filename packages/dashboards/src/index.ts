export { dashboardsModule } from './module';
export { DASHBOARDS_NAMESPACE, DASHBOARDS_SUBJECT } from './namespace';
export { analyticsSearchSchema, DEFAULT_ANALYTICS_SEARCH, PROJECTS_PAGE_SIZE, type AnalyticsSearch } from './search';

export { AnalyticsDashboardPage, type AnalyticsDashboardPageProps } from './pages/analytics-dashboard-page';
export { CrmDashboardPage } from './pages/crm-dashboard-page';
export { ProjectsTable, type ProjectsTableProps } from './components/projects-table/projects-table';

export { analyticsDashboardQuery, analyticsProjectsQuery, crmDashboardQuery, dashboardsKeys } from './api/queries';
