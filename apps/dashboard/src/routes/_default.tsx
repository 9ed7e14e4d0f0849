// Pathless layout group: routes under _default/ render inside the shell (nav, app bar, footer).
import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../shell/layout/default-layout';

export const Route = createFileRoute('/_default')({
  component: DefaultLayout,
});
