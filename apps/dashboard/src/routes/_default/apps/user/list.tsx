import { UserListPage, userListSearchSchema, usersQuery, userStatsQuery } from '@atrium/users';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/user/list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'User' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(usersQuery(parseSearch(userListSearchSchema, deps))), context.queryClient.prefetchQuery(userStatsQuery())]),
  component: UserListRoute,
});

function UserListRoute() {
  const search = useParsedSearch(userListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <UserListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(to) => void navigate({ to })}
    />
  );
}
