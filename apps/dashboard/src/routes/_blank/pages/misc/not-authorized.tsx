import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../../../../pages/misc/not-authorized-page';

export const Route = createFileRoute('/_blank/pages/misc/not-authorized')({
  component: NotAuthorizedPage,
  staticData: { meta: { public: true, layout: 'blank' } },
});
