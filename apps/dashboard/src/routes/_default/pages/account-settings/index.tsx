import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the account tab
export const Route = createFileRoute('/_default/pages/account-settings/')({
  // the account's own page: every signed-in account has read on Account (@atrium/api's
  // BASELINE_RULES, ACCOUNT_SUBJECT), whatever its role; the subject is spelled here so that the
  // route tree does not import the contract
  staticData: { meta: { action: 'read', subject: 'Account' } },
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/$tab', params: { tab: 'account' }, replace: true });
  },
});
