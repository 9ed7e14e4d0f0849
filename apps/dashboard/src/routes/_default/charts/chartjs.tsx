import { ChartJsPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/charts/chartjs')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: ChartJsPage,
});
