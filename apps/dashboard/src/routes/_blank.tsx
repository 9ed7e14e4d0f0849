// Pathless layout group: routes under _blank/ opt out of the shell. The auth pages' links
// (register, forgot password…) navigate through the router rather than reloading the app.
import { AuthRoutingProvider } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { BlankLayout } from '../shell/layout/blank-layout';
import { PathLink } from '../shell/path-link';

export const Route = createFileRoute('/_blank')({
  component: BlankRoute,
  staticData: { meta: { layout: 'blank' } },
});

function BlankRoute() {
  return (
    <AuthRoutingProvider linkComponent={PathLink}>
      <BlankLayout />
    </AuthRoutingProvider>
  );
}
