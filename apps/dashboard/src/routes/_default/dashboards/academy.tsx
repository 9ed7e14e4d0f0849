import { AcademyDashboardPage, academyStatsQuery } from '@atrium/academy';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/dashboards/academy')({
  staticData: { meta: { action: 'read', subject: 'Analytics' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(academyStatsQuery()),
  component: AcademyDashboardRoute,
});

function AcademyDashboardRoute() {
  const navigate = useNavigate();
  return <AcademyDashboardPage onNavigate={(to) => void navigate({ to })} />;
}
