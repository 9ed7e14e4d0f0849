import { Stack, Title } from '@mantine/core';
import { CheckoutWizard } from '../../components/checkout-wizard';
import { FrontFrame } from '../../components/front-frame';
import { usePagesT } from '../../lib/format';

/** /front-pages/checkout: the checkout wizard in the front frame. */
export function FrontCheckoutPage() {
  const { t } = usePagesT();
  return (
    <FrontFrame>
      <Stack>
        <Title order={1}>{t('checkout.title')}</Title>
        <CheckoutWizard />
      </Stack>
    </FrontFrame>
  );
}
