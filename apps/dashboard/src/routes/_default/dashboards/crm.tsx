import { crmDashboardQuery, CrmDashboardPage } from '@atrium/dashboards';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/dashboards/crm')({
  staticData: { meta: { action: 'read', subject: 'Analytics' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(crmDashboardQuery()),
  component: CrmDashboardPage,
});
