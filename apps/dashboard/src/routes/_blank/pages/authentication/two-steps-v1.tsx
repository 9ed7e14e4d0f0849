// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { TwoStepsPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/pages/authentication/two-steps-v1')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: () => <TwoStepsPage variant="v1" />,
});
