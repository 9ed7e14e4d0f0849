import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { FaqList } from '../../components/faq-list';
import { FrontFrame } from '../../components/front-frame';
import { PricingPlans } from '../../components/pricing/pricing-plans';
import { usePagesT } from '../../lib/format';

/** /front-pages/pricing: the plans; choosing one goes on to the payment page. */
export function FrontPricingPage() {
  const { t } = usePagesT();
  const navigate = useNavigate();
  return (
    <FrontFrame>
      <Stack gap="xl">
        <Stack align="center" ta="center">
          <Title order={1}>{t('pricing.title')}</Title>
          <Text c="dimmed">{t('pricing.description')}</Text>
        </Stack>
        <PricingPlans onChoose={(plan) => void navigate({ to: '/front-pages/payment', search: { plan } })} />
        <Title order={2} ta="center">{t('faq.title')}</Title>
        <FaqList headingOrder={3} />
      </Stack>
    </FrontFrame>
  );
}
