import { ChainOverviewPage, chainOverviewSearchSchema } from '@atrium/insights';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { hrefOptions } from '../../../shell/path-link';
import { keepSearch, useParsedSearch } from '../../../lib/search';

export const Route = createFileRoute('/_default/dashboards/all-branches')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Insights' } },
  component: AllBranchesRoute,
});

function AllBranchesRoute() {
  const search = useParsedSearch(chainOverviewSearchSchema);
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <ChainOverviewPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(to) => void router.navigate(hrefOptions(to))}
    />
  );
}
