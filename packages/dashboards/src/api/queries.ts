// Query options of the demo dashboards, keyed through `dashboardsKeys`.
import { getApiClient, type AnalyticsProjectsQuery } from '@atrium/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  analytics: () => [...dashboardsKeys.all, 'analytics'] as const,
  projects: (query: Partial<AnalyticsProjectsQuery>) => [...dashboardsKeys.all, 'projects', query] as const,
  crm: () => [...dashboardsKeys.all, 'crm'] as const,
};

export function analyticsDashboardQuery() {
  return queryOptions({ queryKey: dashboardsKeys.analytics(), queryFn: () => getApiClient().getAnalyticsDashboard() });
}

export function analyticsProjectsQuery(query: Partial<AnalyticsProjectsQuery>) {
  return queryOptions({
    queryKey: dashboardsKeys.projects(query),
    queryFn: () => getApiClient().getAnalyticsProjects(query),
    placeholderData: keepPreviousData,
  });
}

export function crmDashboardQuery() {
  return queryOptions({ queryKey: dashboardsKeys.crm(), queryFn: () => getApiClient().getCrmDashboard() });
}
