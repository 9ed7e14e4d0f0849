import { LogisticsDashboardPage, logisticsStatsQuery, vehiclesQuery, vehiclesSearchSchema } from '@atrium/logistics';
import { createFileRoute } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../lib/search';

export const Route = createFileRoute('/_default/dashboards/logistics')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Analytics' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(logisticsStatsQuery()), context.queryClient.ensureQueryData(vehiclesQuery(parseSearch(vehiclesSearchSchema, deps)))]),
  component: LogisticsDashboardRoute,
});

function LogisticsDashboardRoute() {
  const search = useParsedSearch(vehiclesSearchSchema);
  const navigate = Route.useNavigate();
  return (
    <LogisticsDashboardPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
