import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the profile tab
export const Route = createFileRoute('/_default/pages/user-profile/')({
  // every signed-in account's own profile (BASELINE_RULES in @atrium/api: read Account), whatever
  // its role, as the account settings are (decision 0029)
  staticData: { meta: { action: 'read', subject: 'Account' } },
  beforeLoad: () => {
    throw redirect({ to: '/pages/user-profile/$tab', params: { tab: 'profile' }, replace: true });
  },
});
