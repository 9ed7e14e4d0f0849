import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the account tab
export const Route = createFileRoute('/_default/pages/account-settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/$tab', params: { tab: 'account' }, replace: true });
  },
});
