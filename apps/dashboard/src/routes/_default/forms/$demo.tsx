import { FormDemoPage, isFormDemo } from '@atrium/showcase';
import { createFileRoute, notFound } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/forms/$demo')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: FormDemoRoute,
});

function FormDemoRoute() {
  const { demo } = Route.useParams();
  if (!isFormDemo(demo)) throw notFound();
  return <FormDemoPage demo={demo} />;
}
