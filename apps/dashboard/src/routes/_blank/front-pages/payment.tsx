import { PaymentPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/payment')({
  // the plan chosen on the pricing page; a plain function keeps zod out of this route file
  validateSearch: (search: Record<string, unknown>): { plan?: string } => (typeof search.plan === 'string' ? { plan: search.plan } : {}),
  staticData: { meta: { public: true, layout: 'blank' } },
  component: PaymentRoute,
});

function PaymentRoute() {
  const { plan } = Route.useSearch();
  return <PaymentPage plan={plan} />;
}
