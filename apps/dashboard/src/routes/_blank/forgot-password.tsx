import { ForgotPasswordPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/forgot-password')({
  staticData: { meta: { unauthenticatedOnly: true, layout: 'blank' } },
  component: () => <ForgotPasswordPage variant="v2" />,
});
