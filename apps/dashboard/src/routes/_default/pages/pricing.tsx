import { PricingPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/pricing')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: PricingPage,
});
