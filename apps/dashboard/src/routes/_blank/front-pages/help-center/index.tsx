import { HelpCenterPage, helpCenterQuery } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/help-center/')({
  staticData: { meta: { public: true, layout: 'blank' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(helpCenterQuery()),
  component: HelpCenterPage,
});
