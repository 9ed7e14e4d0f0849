// /front-pages/payment: the chosen plan's summary and a card form validated by the contract.
import { cardPaymentSchema } from '@atrium/api';
import { Alert, Button, Card, Divider, Grid, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FrontFrame } from '../../components/front-frame';
import { zodErrors } from '../../lib/form';
import { usePagesT } from '../../lib/format';
import { PRICING_PLANS } from '../../lib/plans';

export interface PaymentPageProps {
  plan?: string;
}

export function PaymentPage({ plan: planId = 'team' }: PaymentPageProps) {
  const { t, money } = usePagesT();
  const plan = PRICING_PLANS.find((p) => p.id === planId) ?? PRICING_PLANS[1];
  const [cycle, setCycle] = useState<'monthly' | 'annual'>('monthly');
  const [paid, setPaid] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { cardNumber: '', cardName: '', expiry: '', cvv: '' },
    validate: (values) => zodErrors(cardPaymentSchema, { method: 'card', ...values }, t),
  });
  const perMonth = cycle === 'annual' ? plan.annual : plan.monthly;
  const total = cycle === 'annual' ? perMonth * 12 : perMonth;
  return (
    <FrontFrame>
      <Stack gap="xl">
        <Title order={1} ta="center">{t('payment.title')}</Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              {paid ? (
                <Alert color="teal" role="status" title={t('payment.done')}>{t('payment.doneText', { plan: t(`plans.${plan.id}.name`) })}</Alert>
              ) : (
                <form noValidate onSubmit={form.onSubmit(() => setPaid(true))}>
                  <Stack>
                    <Title order={2} size="h4">{t('payment.card')}</Title>
                    <TextInput label={t('checkout.cardNumber')} inputMode="numeric" autoComplete="cc-number" description={t('checkout.testCard')} key={form.key('cardNumber')} {...form.getInputProps('cardNumber')} />
                    <TextInput label={t('checkout.cardName')} autoComplete="cc-name" key={form.key('cardName')} {...form.getInputProps('cardName')} />
                    <Group grow>
                      <TextInput label={t('checkout.expiry')} placeholder="MM/YY" autoComplete="cc-exp" key={form.key('expiry')} {...form.getInputProps('expiry')} />
                      <TextInput label={t('checkout.cvv')} inputMode="numeric" autoComplete="cc-csc" key={form.key('cvv')} {...form.getInputProps('cvv')} />
                    </Group>
                    <Button type="submit">{t('payment.pay', { amount: money(total) })}</Button>
                  </Stack>
                </form>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack>
                <Title order={2} size="h4">{t('payment.summary')}</Title>
                <Text>{t(`plans.${plan.id}.name`)}</Text>
                <SegmentedControl
                  aria-label={t('pricing.cycle')}
                  value={cycle}
                  onChange={(v) => setCycle(v === 'annual' ? 'annual' : 'monthly')}
                  data={[{ value: 'monthly', label: t('billing.cycles.monthly') }, { value: 'annual', label: t('billing.cycles.annual') }]}
                />
                <Group justify="space-between"><Text>{t('pricing.perMonth')}</Text><Text>{money(perMonth)}</Text></Group>
                <Divider />
                <Group justify="space-between"><Text fw={700}>{t('checkout.total')}</Text><Text fw={700}>{money(total)}</Text></Group>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </FrontFrame>
  );
}
