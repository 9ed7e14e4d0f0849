import { RolesPage, rolesQuery } from '@atrium/users';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/roles')({
  staticData: { meta: { action: 'read', subject: 'Role' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(rolesQuery()),
  component: function RolesRoute() {
    const navigate = useNavigate();
    return <RolesPage navigate={(to) => void navigate({ to })} />;
  },
});
