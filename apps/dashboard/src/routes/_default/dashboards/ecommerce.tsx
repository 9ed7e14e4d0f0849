import { DashboardPage, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

// The same dashboard as /apps/ecommerce/dashboard, under the Dashboards menu (SPEC §2).
export const Route = createFileRoute('/_default/dashboards/ecommerce')({
  staticData: { meta: { action: 'read', subject: 'Analytics' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(statsQuery()),
  component: EcommerceDashboardRoute,
});

function EcommerceDashboardRoute() {
  const navigate = useNavigate();
  return <DashboardPage navigate={(href) => void navigate({ href })} />;
}
