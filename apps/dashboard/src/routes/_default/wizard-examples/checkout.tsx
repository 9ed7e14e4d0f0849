import { CheckoutExamplePage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/wizard-examples/checkout')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: CheckoutExamplePage,
});
