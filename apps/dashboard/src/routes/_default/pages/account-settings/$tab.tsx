import { ACCOUNT_TABS, AccountSettingsPage, accountSettingsQuery, type AccountTab } from '@atrium/pages';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/account-settings/$tab')({
  // every signed-in account's own page (BASELINE_RULES in @atrium/api: read Account), whatever its role
  staticData: { meta: { action: 'read', subject: 'Account' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountSettingsQuery()),
  component: AccountSettingsRoute,
});

// The tab check lives in the (lazy) component: the tab list sits in the page module, which must
// not be pulled into the entry chunk by a beforeLoad.
const isTab = (tab: string): tab is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(tab);

function AccountSettingsRoute() {
  const { tab } = Route.useParams();
  const navigate = useNavigate();
  // an unknown tab is a stale link: the account tab is the sensible landing
  if (!isTab(tab)) return <Navigate to="/pages/account-settings/$tab" params={{ tab: 'account' }} replace />;
  return <AccountSettingsPage tab={tab} onTabChange={(next) => void navigate({ to: Route.fullPath, params: { tab: next } })} />;
}
