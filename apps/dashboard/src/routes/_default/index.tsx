// Placeholder home until the auth issue makes "/" redirect by role (SPEC §2).
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page';

export const Route = createFileRoute('/_default/')({
  component: HomePage,
});
