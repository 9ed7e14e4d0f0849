import { VisitorsLandingPage, visitorsLandingSearchSchema } from '@atrium/insights';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { hrefOptions } from '../../../shell/path-link';
import { keepSearch, useParsedSearch } from '../../../lib/search';

// The admins' landing page (SPEC §2: "/" sends admins here).
export const Route = createFileRoute('/_default/dashboards/all-branches-visitors')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Insights' } },
  component: VisitorsRoute,
});

function VisitorsRoute() {
  const search = useParsedSearch(visitorsLandingSearchSchema);
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <VisitorsLandingPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(to) => void router.navigate(hrefOptions(to))}
    />
  );
}
