// The dashboard's charts (@mantine/charts + recharts), loaded lazily so they stay out of every
// other screen and out of the app's entry chunk.
import '@mantine/charts/styles.css';
import type { EcommerceStats } from '@atrium/api';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { orderStatusColors, statusKey } from './status-colors';
import { useFormatters } from '../lib/format';
import { useEcommerceTranslation } from '../lib/i18n';

export default function DashboardCharts({ stats }: { stats: EcommerceStats }) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  // the store's first months with no order at all are left out (a flat zero line for most of
  // the year read as broken); the subtitle then says where the series starts
  const first = stats.monthly.findIndex((p) => p.orders > 0 || p.revenue > 0);
  const shown = first > 0 ? stats.monthly.slice(first) : stats.monthly;
  const monthly = shown.map((p) => ({
    month: fmt.date(`${p.month}-01`, 'month'),
    revenue: p.revenue,
    orders: p.orders,
  }));
  const period = first > 0 && monthly[0] ? t('dashboard.sinceMonth', { month: monthly[0].month }) : t('dashboard.last12Months');
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 8 }}>
      <Card withBorder padding="lg" h="100%">
        <Title order={2} size="h5">
          {t('dashboard.revenue')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {period}
        </Text>
        <LineChart
          h={260}
          data={monthly}
          dataKey="month"
          series={[{ name: 'revenue', label: t('dashboard.revenue'), color: 'brand.6' }]}
          valueFormatter={(value) => fmt.money(value)}
          // room for "50,000.00 US$" so the axis labels are not cut off
          yAxisProps={{ width: 104 }}
          curveType="monotone"
          withDots={false}
          role="figure"
          aria-label={t('dashboard.revenue')}
        />
      </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
      <Card withBorder padding="lg" h="100%">
        <Title order={2} size="h5" mb="md">
          {t('dashboard.ordersByStatus')}
        </Title>
        <Group justify="center">
          <DonutChart
            size={180}
            thickness={24}
            data={stats.ordersByStatus.map((s) => ({ name: t(`status.${statusKey(s.status)}`), value: s.count, color: `${orderStatusColors[s.status] ?? 'gray'}.6` }))}
            tooltipDataSource="segment"
            chartLabel={fmt.number(stats.kpis.orders)}
            role="figure"
          aria-label={t('dashboard.ordersByStatus')}
          />
        </Group>
        <Stack gap={4} mt="md">
          {stats.ordersByStatus.map((s) => (
            <Group key={s.status} justify="space-between">
              <Text size="sm">{t(`status.${statusKey(s.status)}`)}</Text>
              <Text size="sm" fw={500}>
                {fmt.number(s.count)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      </Grid.Col>
      <Grid.Col span={12}>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="md">
          {t('dashboard.ordersPerMonth')}
        </Title>
        <BarChart
          h={220}
          data={monthly}
          dataKey="month"
          series={[{ name: 'orders', label: t('dashboard.orders'), color: 'cyan.6' }]}
          valueFormatter={(value) => fmt.number(value)}
          role="figure"
          aria-label={t('dashboard.ordersPerMonth')}
        />
      </Card>
      </Grid.Col>
    </Grid>
  );
}
