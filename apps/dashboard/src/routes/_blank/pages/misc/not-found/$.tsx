import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../pages/misc/not-found-page';

export const Route = createFileRoute('/_blank/pages/misc/not-found/$')({
  component: NotFoundPage,
  staticData: { meta: { public: true, layout: 'blank' } },
});
