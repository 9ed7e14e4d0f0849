import { VisitorsLandingPage, visitorsLandingSearchSchema, type VisitorsLandingSearch } from '@atrium/insights';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
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
  // stable across renders: the page's memoised cards and live board receive them, and a search
  // change should re-render only what the search changes
  const onSearchChange = useCallback((next: Partial<VisitorsLandingSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  const go = useCallback((to: string) => void router.navigate(hrefOptions(to)), [router]);
  return <VisitorsLandingPage search={search} onSearchChange={onSearchChange} navigate={go} />;
}
