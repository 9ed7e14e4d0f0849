import { DashboardPage, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/ecommerce/dashboard')({
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(statsQuery()),
  component: EcommerceDashboardRoute,
});

function EcommerceDashboardRoute() {
  const navigate = useNavigate();
  return <DashboardPage navigate={(href) => void navigate({ href })} />;
}
