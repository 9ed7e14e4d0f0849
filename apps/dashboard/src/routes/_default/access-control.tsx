import { AccessControlPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/access-control')({
  staticData: { meta: { action: 'read', subject: 'AclDemo' } },
  component: () => <AccessControlPage subjects={['Ecommerce', 'Invoice', 'User', 'Email', 'Chat', 'Calendar']} />,
});
