import { DialogExamplesPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/dialog-examples')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: DialogExamplesPage,
});
