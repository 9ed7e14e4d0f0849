import { DataTablePage, salesDetailsQuery } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/tables/data-table')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(salesDetailsQuery()),
  component: DataTablePage,
});
