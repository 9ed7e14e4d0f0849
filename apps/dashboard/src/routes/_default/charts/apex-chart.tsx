import { ApexChartsPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/charts/apex-chart')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: ApexChartsPage,
});
