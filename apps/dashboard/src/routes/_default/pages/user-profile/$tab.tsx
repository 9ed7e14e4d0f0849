import { apiTabOf, profileHeaderQuery, profileTabQuery, UserProfilePage } from '@atrium/pages';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/user-profile/$tab')({
  // every signed-in account's own profile (BASELINE_RULES in @atrium/api: read Account), whatever its role
  staticData: { meta: { action: 'read', subject: 'Account' } },
  loader: async ({ context, params }) => {
    const tab = apiTabOf(params.tab);
    await Promise.all([context.queryClient.ensureQueryData(profileHeaderQuery()), tab ? context.queryClient.ensureQueryData(profileTabQuery(tab)) : null]);
  },
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const { tab } = Route.useParams();
  const navigate = useNavigate();
  return <UserProfilePage tab={tab} onTabChange={(next) => void navigate({ to: Route.fullPath, params: { tab: next } })} />;
}
