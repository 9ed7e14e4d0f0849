import { TypographyPage } from '@atrium/showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/typography')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: TypographyPage,
});
