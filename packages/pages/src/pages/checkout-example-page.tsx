import { PageHeader } from '@atrium/ui-kit';
import { Stack } from '@mantine/core';
import { CheckoutWizard } from '../components/checkout-wizard';
import { usePagesT } from '../lib/format';

/** /wizard-examples/checkout: the checkout wizard inside the dashboard. */
export function CheckoutExamplePage() {
  const { t } = usePagesT();
  return (
    <Stack>
      <PageHeader title={t('wizards.titles.checkout')} description={t('wizards.description')} />
      <CheckoutWizard />
    </Stack>
  );
}
