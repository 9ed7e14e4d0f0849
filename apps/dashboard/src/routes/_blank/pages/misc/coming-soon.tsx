import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../pages/misc/coming-soon-page';

export const Route = createFileRoute('/_blank/pages/misc/coming-soon')({
  component: ComingSoonPage,
  staticData: { meta: { public: true, layout: 'blank' } },
});
