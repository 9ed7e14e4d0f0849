import { BranchPage, branchSearchSchema, prefetchBranchPage, type BranchSearch } from '@atrium/insights';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hrefOptions } from '../../../../shell/path-link';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/insights/branch/$id')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Insights' } },
  // Starts the branch's call, and its KPIs' when a cached branch list gives the branch's zone,
  // while the page's code loads (issue 34). Not awaited: the page renders at once and shows what
  // has arrived.
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchBranchPage(context.queryClient, params.id, parseSearch(branchSearchSchema, deps)),
  component: BranchRoute,
});

function BranchRoute() {
  const { id } = Route.useParams();
  const search = useParsedSearch(branchSearchSchema);
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onSearchChange = useCallback((next: Partial<BranchSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  const go = useCallback((to: string) => void router.navigate(hrefOptions(to)), [router]);
  return <BranchPage branchId={id} search={search} onSearchChange={onSearchChange} navigate={go} />;
}
