import { IconsPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/icons')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: IconsPage,
});
