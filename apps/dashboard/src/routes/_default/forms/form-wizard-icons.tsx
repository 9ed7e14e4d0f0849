import { WizardExamplePage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/forms/form-wizard-icons')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: WizardRoute,
});

function WizardRoute() {
  return <WizardExamplePage example="account" variant="icons" title="icons" />;
}
