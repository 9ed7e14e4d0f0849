import { analyticsDashboardQuery, AnalyticsDashboardPage, analyticsProjectsQuery, analyticsSearchSchema } from '@atrium/dashboards';
import { createFileRoute } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../lib/search';

export const Route = createFileRoute('/_default/dashboards/analytics')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Analytics' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(analyticsDashboardQuery()), context.queryClient.ensureQueryData(analyticsProjectsQuery(parseSearch(analyticsSearchSchema, deps)))]),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = useParsedSearch(analyticsSearchSchema);
  const navigate = Route.useNavigate();
  return (
    <AnalyticsDashboardPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
