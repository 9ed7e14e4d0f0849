// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { ForgotPasswordPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/pages/authentication/forgot-password-v1')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: () => <ForgotPasswordPage variant="v1" />,
});
