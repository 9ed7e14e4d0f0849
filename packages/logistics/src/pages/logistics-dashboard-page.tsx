// /apps/logistics/dashboard and /dashboards/logistics: the fleet's numbers, aggregated by the API
// from the vehicles, and the vehicles table.
import type { LogisticsStats } from '@atrium/api';
import { formatNumber, formatPercent } from '@atrium/core';
import { PageHeader, Panel, QueryState, StatCard, ValueList } from '@atrium/ui-kit';
import { Box, Grid, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBox, IconClock, IconRoute, IconTruck, IconTruckLoading } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logisticsStatsQuery } from '../api/queries';
import { VehiclesTable } from '../components/vehicles-table/vehicles-table';
import { toneOf } from '../components/tone';
import { WarningBadge } from '../components/warning-badge/warning-badge';
import { LOGISTICS_NAMESPACE } from '../namespace';
import type { VehiclesSearch } from '../search';

const ShipmentsChart = lazy(() => import('../components/logistics-charts/logistics-charts').then((m) => ({ default: m.ShipmentsChart })));

export interface LogisticsDashboardPageProps {
  search: VehiclesSearch;
  onSearchChange: (next: Partial<VehiclesSearch>) => void;
}

const STATE_ICONS: Record<LogisticsStats['overview'][number]['state'], ReactNode> = {
  onTheWay: <IconTruck size={22} aria-hidden />,
  unloading: <IconBox size={22} aria-hidden />,
  loading: <IconTruckLoading size={22} aria-hidden />,
  waiting: <IconClock size={22} aria-hidden />,
};
const STATE_COLORS = { onTheWay: 'brand', unloading: 'orange', loading: 'cyan', waiting: 'gray' } as const;

export function LogisticsDashboardPage({ search, onSearchChange }: LogisticsDashboardPageProps) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  const query = useQuery(logisticsStatsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <QueryState
        query={query}
        labels={{ errorTitle: t('errors.title'), errorDescription: t('errors.stats'), retry: t('errors.retry'), loading: t('loading') }}
      >
        {(data) => <StatsBody stats={data} />}
      </QueryState>
      <VehiclesTable search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}

function StatsBody({ stats }: { stats: LogisticsStats }) {
  const { t, i18n } = useTranslation(LOGISTICS_NAMESPACE);
  const lng = i18n.language;
  const names = new Intl.DisplayNames([lng], { type: 'region' });
  const maxOrders = Math.max(1, ...stats.ordersByCountries.map((c) => c.orders));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {stats.overview.map((o) => (
          <StatCard
            key={o.state}
            label={t(`states.${o.state}`)}
            value={formatNumber(o.count, lng)}
            icon={STATE_ICONS[o.state]}
            color={STATE_COLORS[o.state]}
            locale={lng}
          >
            <Text size="xs" c="dimmed">
              {t('dashboard.ofFleet', { percent: formatPercent(o.percent, lng) })}
            </Text>
          </StatCard>
        ))}
      </SimpleGrid>
      <Panel title={t('dashboard.vehicleOverview')}>
        <Progress.Root size={20}>
          {stats.overview.map((o) => (
            <Progress.Section key={o.state} value={o.percent} color={STATE_COLORS[o.state]} aria-label={t(`states.${o.state}`)} />
          ))}
        </Progress.Root>
        <Group gap="lg" mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {stats.overview.map((o) => (
            <Group key={o.state} gap={6} component="li" wrap="nowrap">
              <Box w={10} h={10} bg={STATE_COLORS[o.state]} style={{ borderRadius: 2 }} aria-hidden />
              <Text size="sm">
                {t(`states.${o.state}`)}: <b>{formatPercent(o.percent, lng, { fractionDigits: 0 })}</b>
              </Text>
            </Group>
          ))}
        </Group>
      </Panel>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel title={t('dashboard.shipments')}>
            <Suspense fallback={<Skeleton height={260} radius="md" />}>
              <ShipmentsChart data={stats.shipments} />
            </Suspense>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.deliveryPerformance')}>
            <ValueList
              items={stats.deliveryPerformance}
              getKey={(p) => p.key}
              label={(p) => <Text size="sm">{t(`performance.${p.key}`)}</Text>}
              value={(p) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {p.key === 'onTime' || p.key === 'averageProgress' ? formatPercent(p.value, lng) : formatNumber(p.value, lng)}
                  </Text>
                  <Text size="xs" fw={600} w={56} ta="end" c={toneOf(p.delta)}>
                    {formatPercent(p.delta, lng, { signDisplay: 'exceptZero' })}
                  </Text>
                </Group>
              )}
            />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.ordersByCountries')}>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {stats.ordersByCountries.map((c) => (
                <Stack key={c.country} gap={2} component="li">
                  <Group justify="space-between">
                    <Text size="sm">{countryName(names, c.country)}</Text>
                    <Text size="sm" fw={600}>
                      {t('dashboard.orders', { formatted: formatNumber(c.orders, lng) })}
                    </Text>
                  </Group>
                  <Progress value={(c.orders / maxOrders) * 100} size="xs" aria-label={countryName(names, c.country)} />
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.vehiclesOnRoute')}>
            <Group gap="sm">
              <IconRoute size={32} aria-hidden />
              <Text fz={36} fw={700}>
                {formatNumber(stats.vehiclesOnRoute, lng)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('dashboard.ofTotal', { total: formatNumber(stats.totalVehicles, lng) })}
            </Text>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.warnings')} action={<IconAlertTriangle size={20} aria-hidden />}>
            <ValueList
              items={stats.warnings}
              getKey={(w) => w.warning}
              label={(w) => <WarningBadge warning={w.warning} />}
              value={(w) => (
                <Text size="sm" fw={600}>
                  {formatNumber(w.count, lng)}
                </Text>
              )}
              wrap="wrap"
            />
          </Panel>
        </Grid.Col>
      </Grid>
    </>
  );
}

const COUNTRY_CODES: Record<string, string> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Germany: 'DE',
  France: 'FR',
  Israel: 'IL',
  Egypt: 'EG',
  India: 'IN',
  Brazil: 'BR',
  Japan: 'JP',
  Australia: 'AU',
  Canada: 'CA',
  Spain: 'ES',
};

/** The country's name in the current language when its region code is known. */
export function countryName(names: Intl.DisplayNames, country: string): string {
  const code = COUNTRY_CODES[country];
  return (code && names.of(code)) ?? country;
}
