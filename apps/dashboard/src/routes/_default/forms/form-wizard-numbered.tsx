import { WizardExamplePage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/forms/form-wizard-numbered')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: WizardRoute,
});

function WizardRoute() {
  return <WizardExamplePage example="account" variant="numbered" title="numbered" />;
}
