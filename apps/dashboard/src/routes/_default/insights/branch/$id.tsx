import { BranchPage, branchSearchSchema } from '@atrium/insights';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { hrefOptions } from '../../../../shell/path-link';
import { keepSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/insights/branch/$id')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Insights' } },
  component: BranchRoute,
});

function BranchRoute() {
  const { id } = Route.useParams();
  const search = useParsedSearch(branchSearchSchema);
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <BranchPage
      branchId={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(to) => void router.navigate(hrefOptions(to))}
    />
  );
}
