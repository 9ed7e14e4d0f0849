import { PermissionsPage, permissionListSearchSchema, permissionsQuery } from '@atrium/users';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../lib/search';

export const Route = createFileRoute('/_default/apps/permissions')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Permission' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(permissionsQuery(parseSearch(permissionListSearchSchema, deps))),
  component: function PermissionsRoute() {
    const search = useParsedSearch(permissionListSearchSchema);
    const navigate = useNavigate({ from: Route.fullPath });
    return <PermissionsPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
