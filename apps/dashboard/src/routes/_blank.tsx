// Pathless layout group: routes under _blank/ opt out of the shell.
import { createFileRoute } from '@tanstack/react-router';
import { BlankLayout } from '../shell/layout/blank-layout';

export const Route = createFileRoute('/_blank')({
  component: BlankLayout,
  staticData: { meta: { layout: 'blank' } },
});
