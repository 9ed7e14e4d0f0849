import { AcademyDashboardPage, academyStatsQuery } from '@atrium/academy';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/academy/dashboard')({
  staticData: { meta: { action: 'read', subject: 'Academy' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(academyStatsQuery()),
  component: AcademyDashboardRoute,
});

function AcademyDashboardRoute() {
  const navigate = useNavigate();
  return <AcademyDashboardPage onNavigate={(to) => void navigate({ to })} />;
}
