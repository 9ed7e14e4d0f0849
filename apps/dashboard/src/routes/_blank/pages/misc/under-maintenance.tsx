import { createFileRoute } from '@tanstack/react-router';
import { UnderMaintenancePage } from '../../../../pages/misc/under-maintenance-page';

export const Route = createFileRoute('/_blank/pages/misc/under-maintenance')({
  component: UnderMaintenancePage,
  staticData: { meta: { public: true, layout: 'blank' } },
});
