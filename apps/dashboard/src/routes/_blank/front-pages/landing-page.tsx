import { LandingPage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/landing-page')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: LandingPage,
});
