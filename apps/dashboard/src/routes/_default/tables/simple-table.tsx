import { SimpleTablePage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/tables/simple-table')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: SimpleTablePage,
});
