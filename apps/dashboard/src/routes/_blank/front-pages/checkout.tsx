import { FrontCheckoutPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/checkout')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: FrontCheckoutPage,
});
