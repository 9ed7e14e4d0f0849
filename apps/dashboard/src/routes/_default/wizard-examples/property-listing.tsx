import { WizardExamplePage } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/wizard-examples/property-listing')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: WizardRoute,
});

function WizardRoute() {
  return <WizardExamplePage example="property-listing" variant="icons" title="property-listing" />;
}
