import { PageHeader } from '@atrium/ui-kit';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PricingPlans } from '../components/pricing/pricing-plans';
import { usePagesT } from '../lib/format';

export function PricingPage({ onChoose }: { onChoose?: (plan: string) => void }) {
  const { t } = usePagesT();
  return (
    <Stack>
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      <PricingPlans
        onChoose={
          onChoose ?? ((plan) => notifications.show({ title: t('pricing.title'), message: t('pricing.chosen', { plan: t(`plans.${plan}.name`) }) }))
        }
      />
    </Stack>
  );
}
