// The analytics projects list over the mock's Db; the dashboards themselves are seeded figures
// (@atrium/fixtures).
import type { AnalyticsProject, AnalyticsProjectsQuery, AnalyticsProjectsResponse } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { newestFirst, sortAndPage, type SortKeys } from './common';

export { getAnalyticsDashboard, getCrmDashboard } from '@atrium/fixtures';

const PROJECT_SORT: SortKeys<AnalyticsProject, NonNullable<AnalyticsProjectsQuery['sortBy']>> = {
  project: (p) => p.name,
  leader: (p) => p.leader,
  progress: (p) => p.progress,
};

export function listAnalyticsProjects(db: Db, query: AnalyticsProjectsQuery): AnalyticsProjectsResponse {
  const filtered = filterByQuery(newestFirst(db.analyticsProjects), query.q, (p) => [p.name, p.project, p.leader]);
  const page = sortAndPage(filtered, PROJECT_SORT, query, { resetBeyondLast: true });
  return { projects: page.items, totalPages: page.totalPages, totalProjects: filtered.length, page: page.page };
}
