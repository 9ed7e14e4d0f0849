import { ComponentDemoPage, isComponentDemo } from '@atrium/showcase';
import { createFileRoute, notFound } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/components/$demo')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: ComponentDemoRoute,
});

function ComponentDemoRoute() {
  const { demo } = Route.useParams();
  if (!isComponentDemo(demo)) throw notFound();
  return <ComponentDemoPage demo={demo} />;
}
