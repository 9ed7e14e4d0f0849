// The plan cards with a monthly/annual toggle; used by /pages/pricing, the front pricing page and the landing page.
import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { usePagesT } from '../../lib/format';
import { PRICING_PLANS, type PricingPlan } from '../../lib/plans';

export interface PricingPlansProps {
  /** heading level of each plan's name, so the page outline stays right */
  headingOrder?: 2 | 3;
  onChoose?: (plan: PricingPlan['id']) => void;
}

export function PricingPlans({ headingOrder = 2, onChoose }: PricingPlansProps) {
  const { t, money } = usePagesT();
  const [cycle, setCycle] = useState<'monthly' | 'annual'>('monthly');
  return (
    <Stack align="center">
      <Group>
        <SegmentedControl
          aria-label={t('pricing.cycle')}
          value={cycle}
          onChange={(v) => setCycle(v === 'annual' ? 'annual' : 'monthly')}
          data={[
            { value: 'monthly', label: t('billing.cycles.monthly') },
            { value: 'annual', label: t('billing.cycles.annual') },
          ]}
        />
        <Badge variant="light">{t('pricing.save')}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} w="100%">
        {PRICING_PLANS.map((plan) => {
          const perMonth = cycle === 'annual' ? plan.annual : plan.monthly;
          return (
            <Card key={plan.id} withBorder padding="lg" radius="md" style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined} data-testid={`plan-${plan.id}`}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between">
                  <Title order={headingOrder} size="h4">
                    {t(`plans.${plan.id}.name`)}
                  </Title>
                  {plan.popular ? <Badge>{t('pricing.popular')}</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`plans.${plan.id}.tagline`)}
                </Text>
                {/* the price and its period are one phrase, not a heading over a paragraph (p-as-heading) */}
                <Group gap={4} align="baseline">
                  <Text component="span" fz={36} fw={700} c="var(--atrium-text-primary)">
                    {money(perMonth)}
                  </Text>
                  <Text component="span" c="dimmed">
                    {t('pricing.perMonth')}
                  </Text>
                </Group>
                {cycle === 'annual' && plan.annual > 0 ? <Text size="sm">{t('pricing.billedYearly', { total: money(plan.annual * 12) })}</Text> : <Text size="sm">&nbsp;</Text>}
                <List spacing={4} size="sm" icon={<IconCheck size={14} aria-hidden />} style={{ flex: 1 }}>
                  {Array.from({ length: plan.features }, (_, i) => (
                    <List.Item key={i}>{t(`pricing.features.f${i + 1}`)}</List.Item>
                  ))}
                </List>
                <Button variant={plan.popular ? 'filled' : 'light'} onClick={() => onChoose?.(plan.id)}>
                  {plan.monthly === 0 ? t('pricing.current') : t('pricing.upgrade')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
