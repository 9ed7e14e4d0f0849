import { FrontPricingPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/pricing')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: FrontPricingPage,
});
