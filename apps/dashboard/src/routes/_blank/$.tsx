// SPEC §2 catch-all: any unknown path shows not-found on the blank layout, for everyone.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../pages/misc/not-found-page';

export const Route = createFileRoute('/_blank/$')({
  component: NotFoundPage,
  staticData: { meta: { public: true, layout: 'blank' } },
});
