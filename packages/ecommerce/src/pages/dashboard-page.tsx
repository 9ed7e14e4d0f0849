// /apps/ecommerce/dashboard and /dashboards/ecommerce: KPIs, charts, top products, orders by
// country and recent transactions, all from GET /api/apps/ecommerce/stats.
import type { EcommerceStats } from '@atrium/api';
import { PageHeader, StatCard, StatusBadge } from '@atrium/ui-kit';
import { Avatar, Card, Grid, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash, IconReceipt, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { statsQuery } from '../api/queries';
import { orderStatusColors, statusKey } from '../components/status-colors';
import { QueryError } from '../components/table-helpers';
import { orderDateTime, useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { AppLink, ecommercePaths, type Navigate } from '../lib/link';
import { PaymentMethod } from './order-list-page';

const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

export interface DashboardPageProps {
  navigate?: Navigate;
}

export function DashboardPage({ navigate }: DashboardPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <Dashboard />
    </PageFrame>
  );
}

function Dashboard() {
  const { t } = useEcommerceTranslation();
  const stats = useQuery(statsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {stats.isError ? <QueryError error={stats.error} onRetry={() => stats.refetch()} /> : <DashboardView stats={stats.data} />}
    </Stack>
  );
}

/** The dashboard body; `stats` undefined means loading (skeletons). */
export function DashboardView({ stats }: { stats: EcommerceStats | undefined }) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const k = stats?.kpis;
  const loading = !stats;
  const vsLastMonth = t('dashboard.vsLastMonth');
  const maxCountryOrders = Math.max(1, ...(stats?.ordersByCountry.map((c) => c.orders) ?? [1]));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label={t('dashboard.revenue')} value={k ? fmt.money(k.revenue) : '—'} delta={k?.revenueDelta} deltaLabel={vsLastMonth} icon={<IconCash size={22} />} loading={loading} locale={fmt.language} />
        <StatCard label={t('dashboard.orders')} value={k ? fmt.number(k.orders) : '—'} delta={k?.ordersDelta} deltaLabel={vsLastMonth} icon={<IconShoppingCart size={22} />} color="cyan" loading={loading} locale={fmt.language} />
        <StatCard label={t('dashboard.customers')} value={k ? fmt.number(k.customers) : '—'} icon={<IconUsers size={22} />} color="green" loading={loading} locale={fmt.language} />
        <StatCard label={t('dashboard.averageOrder')} value={k ? fmt.money(k.averageOrderValue) : '—'} icon={<IconReceipt size={22} />} color="orange" loading={loading} locale={fmt.language} />
      </SimpleGrid>
      {stats ? (
        <Suspense fallback={<Skeleton h={320} />}>
          <DashboardCharts stats={stats} />
        </Suspense>
      ) : (
        <Skeleton h={320} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg" h="100%">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h5">
                {t('dashboard.topProducts')}
              </Title>
              <AppLink to={`${ecommercePaths.productList}?sortBy=price&orderBy=desc`} size="sm">
                {t('dashboard.viewAll')}
              </AppLink>
            </Group>
            {stats ? (
              <Stack gap="sm">
                {stats.topProducts.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={p.image} alt="" radius="sm" />
                      <div>
                        <Text size="sm" fw={500}>
                          {p.productName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('dashboard.unitsAt', { qty: fmt.number(p.qty), price: fmt.money(p.price) })}
                        </Text>
                      </div>
                    </Group>
                    <Text size="sm" fw={500}>
                      {fmt.money(p.stockValue)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Skeleton h={220} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg" h="100%">
            <Title order={2} size="h5" mb="md">
              {t('dashboard.ordersByCountry')}
            </Title>
            {stats ? (
              <Stack gap="sm">
                {stats.ordersByCountry.slice(0, 6).map((c) => (
                  <div key={c.countryCode}>
                    <Group justify="space-between" mb={4}>
                      <Text size="sm">{c.country}</Text>
                      <Text size="sm" fw={500}>
                        {fmt.number(c.orders)}
                      </Text>
                    </Group>
                    <Progress value={(c.orders / maxCountryOrders) * 100} aria-label={c.country} />
                  </div>
                ))}
              </Stack>
            ) : (
              <Skeleton h={220} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h5">
            {t('dashboard.recentTransactions')}
          </Title>
          <AppLink to={`${ecommercePaths.orderList}?sortBy=date&orderBy=desc`} size="sm">
            {t('dashboard.viewAll')}
          </AppLink>
        </Group>
        {stats ? (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.columns.order')}</Table.Th>
                  <Table.Th>{t('orders.columns.customer')}</Table.Th>
                  <Table.Th>{t('orders.columns.method')}</Table.Th>
                  <Table.Th>{t('orders.columns.date')}</Table.Th>
                  <Table.Th>{t('orders.columns.status')}</Table.Th>
                  <Table.Th ta="end">{t('orders.columns.spent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.recentTransactions.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <AppLink to={ecommercePaths.orderDetails(o.order)}>#{o.order}</AppLink>
                    </Table.Td>
                    <Table.Td>{o.customer}</Table.Td>
                    <Table.Td>
                      <PaymentMethod order={o} />
                    </Table.Td>
                    <Table.Td>{fmt.date(orderDateTime(o.date, o.time))}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={o.status} colors={orderStatusColors} label={t(`status.${statusKey(o.status)}`)} />
                    </Table.Td>
                    <Table.Td ta="end">{fmt.money(o.spent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Skeleton h={240} />
        )}
      </Card>
    </Stack>
  );
}
