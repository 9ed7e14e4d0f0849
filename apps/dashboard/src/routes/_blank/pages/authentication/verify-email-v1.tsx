// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { VerifyEmailPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/pages/authentication/verify-email-v1')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: () => <VerifyEmailPage variant="v1" email="john.doe@example.com" />,
});
