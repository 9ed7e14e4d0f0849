import { userQuery, UserViewPage, userViewSearchSchema } from '@atrium/users';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../lib/params';
import { keepSearch, useParsedSearch } from '../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/user/view/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 0, fallback: 0 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'User' } },
  loader: ({ context, params: { id } }) => context.queryClient.prefetchQuery(userQuery(id)),
  component: UserViewRoute,
});

function UserViewRoute() {
  const { id } = Route.useParams();
  const search = useParsedSearch(userViewSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <UserViewPage
      key={id}
      id={id}
      search={search}
      // a tab is a place the user went: it gets its own history entry
      onSearchChange={(next) => void navigate({ params: { id }, search: (prev) => ({ ...prev, ...next }) })}
      navigate={(to) => void navigate({ to })}
    />
  );
}
