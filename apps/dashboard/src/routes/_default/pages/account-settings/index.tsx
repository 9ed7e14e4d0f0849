import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the account tab
export const Route = createFileRoute('/_default/pages/account-settings/')({
  // the tab's own permission, so a user who may not open it goes to not-authorized here, and the
  // shell does not offer the bare path to them
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/$tab', params: { tab: 'account' }, replace: true });
  },
});
