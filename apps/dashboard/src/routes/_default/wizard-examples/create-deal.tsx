import { WizardExamplePage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/wizard-examples/create-deal')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: WizardRoute,
});

function WizardRoute() {
  return <WizardExamplePage example="create-deal" variant="icons" title="create-deal" />;
}
