import { UserListPage, userListSearchSchema, usersQuery, userStatsQuery, type UserListSearch } from '@atrium/users';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
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
  // stable across renders: the table's memoised rows and column definitions depend on them
  const onSearchChange = useCallback((next: Partial<UserListSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  const go = useCallback((to: string) => void navigate({ to }), [navigate]);
  return <UserListPage search={search} onSearchChange={onSearchChange} navigate={go} />;
}
