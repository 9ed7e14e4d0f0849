import { TourPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/extensions/tour')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: TourPage,
});
