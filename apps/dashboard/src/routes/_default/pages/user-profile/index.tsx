import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the bare path opens the profile tab
export const Route = createFileRoute('/_default/pages/user-profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/pages/user-profile/$tab', params: { tab: 'profile' }, replace: true });
  },
});
