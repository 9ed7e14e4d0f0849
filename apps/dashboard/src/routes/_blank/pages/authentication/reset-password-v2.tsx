// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { ResetPasswordPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/pages/authentication/reset-password-v2')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: () => <ResetPasswordPage variant="v2" />,
});
