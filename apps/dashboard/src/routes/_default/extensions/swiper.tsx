import { SwiperPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/extensions/swiper')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: SwiperPage,
});
