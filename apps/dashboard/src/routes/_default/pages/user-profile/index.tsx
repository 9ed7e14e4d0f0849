import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the profile tab
export const Route = createFileRoute('/_default/pages/user-profile/')({
  // the tab's own permission, so a user who may not open it goes to not-authorized here, and the
  // shell does not offer the bare path to them
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  beforeLoad: () => {
    throw redirect({ to: '/pages/user-profile/$tab', params: { tab: 'profile' }, replace: true });
  },
});
