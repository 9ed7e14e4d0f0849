// /dashboards/crm: every figure from GET /api/dashboard/crm.
import type { CrmDashboard } from '@atrium/api';
import { formatCurrency, formatDate, formatNumber, formatPercent, formatRelative, isolateMoney } from '@atrium/core';
import { PageHeader, Panel, QueryState, ValueList } from '@atrium/ui-kit';
import { Avatar, Grid, Group, Progress, SimpleGrid, Skeleton, Stack, Tabs, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconBrandPaypal, IconBuildingBank, IconCalendarEvent, IconCreditCard, IconFileInvoice, IconFolder, IconReceipt, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { crmDashboardQuery } from '../api/queries';
import { monthName, signedPercent, usd, weekday } from '../components/format';
import { toneOf } from '../components/tone';
import { DASHBOARDS_NAMESPACE } from '../namespace';
import { CountryList } from './analytics-dashboard-page';

const ValueBarChart = lazy(() => import('../components/dashboard-charts/dashboard-charts').then((m) => ({ default: m.ValueBarChart })));
const ValueAreaChart = lazy(() => import('../components/dashboard-charts/dashboard-charts').then((m) => ({ default: m.ValueAreaChart })));

export function CrmDashboardPage() {
  const { t } = useTranslation(DASHBOARDS_NAMESPACE);
  const query = useQuery(crmDashboardQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('crm.title')} description={t('crm.description')} />
      <QueryState
        query={query}
        labels={{ errorTitle: t('errors.title'), errorDescription: t('errors.dashboard'), retry: t('errors.retry'), loading: t('loading') }}
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={260} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(data) => <CrmBody data={data} />}
      </QueryState>
    </Stack>
  );
}

const METHOD_ICONS: Record<CrmDashboard['recentTransactions'][number]['method'], ReactNode> = {
  paypal: <IconBrandPaypal size={18} aria-hidden />,
  wallet: <IconWallet size={18} aria-hidden />,
  transfer: <IconBuildingBank size={18} aria-hidden />,
  mastercard: <IconCreditCard size={18} aria-hidden />,
  visa: <IconCreditCard size={18} aria-hidden />,
};
const ACTIVITY_ICONS: Record<CrmDashboard['activityTimeline'][number]['kind'], ReactNode> = {
  invoice: <IconFileInvoice size={14} aria-hidden />,
  meeting: <IconCalendarEvent size={14} aria-hidden />,
  project: <IconFolder size={14} aria-hidden />,
  payment: <IconReceipt size={14} aria-hidden />,
};

function Delta({ value }: { value: number }) {
  const { i18n } = useTranslation(DASHBOARDS_NAMESPACE);
  return (
    <Text size="sm" fw={600} c={toneOf(value)}>
      {signedPercent(value, i18n.language)}
    </Text>
  );
}

function CrmBody({ data }: { data: CrmDashboard }) {
  const { t, i18n } = useTranslation(DASHBOARDS_NAMESPACE);
  const lng = i18n.language;
  const money = (v: number) => usd(v, lng);
  const chart = <Skeleton height={160} radius="md" />;
  const now = new Date();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <Panel title={t('crm.sales')} subtitle={t('crm.last6Months')} action={<Delta value={data.sales.delta} />}>
          <Text fz={28} fw={700}>
            {money(data.sales.total)}
          </Text>
          <Suspense fallback={chart}>
            <ValueAreaChart data={data.sales.months.map((m) => ({ label: monthName(m.month, lng), value: m.value }))} name={t('crm.sales')} format={money} label={t('crm.sales')} />
          </Suspense>
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <Panel title={t('crm.revenueGrowth')} subtitle={t('crm.weeklyReport')} action={<Delta value={data.revenueGrowth.delta} />}>
          <Text fz={28} fw={700}>
            {money(data.revenueGrowth.total)}
          </Text>
          <Suspense fallback={chart}>
            <ValueBarChart
              data={data.revenueGrowth.weekly.map((d) => ({ label: weekday(d.day, lng), value: d.value }))}
              name={t('crm.revenue')}
              format={money}
              label={t('crm.revenueGrowth')}
              color="green.6"
              height={160}
            />
          </Suspense>
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Panel title={t('crm.projectStatus')} action={<Delta value={data.projectStatus.delta} />}>
          <Text fz={28} fw={700}>
            {money(data.projectStatus.earnings)}
          </Text>
          <Suspense fallback={chart}>
            <ValueAreaChart
              data={data.projectStatus.months.map((m) => ({ label: monthName(m.month, lng), value: m.value }))}
              name={t('crm.earnings')}
              format={money}
              label={t('crm.projectStatus')}
              color="orange.6"
              height={110}
            />
          </Suspense>
          <Stack gap="xs" mt="sm">
            {data.projectStatus.items.map((item) => (
              <Group key={item.key} justify="space-between">
                <Text size="sm">{t(`crm.status.${item.key}`)}</Text>
                <Group gap="sm">
                  <Text size="sm" fw={600}>
                    {money(item.value)}
                  </Text>
                  <Delta value={item.delta} />
                </Group>
              </Group>
            ))}
          </Stack>
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Panel title={t('crm.earningReports')} subtitle={t('crm.yearlyOverview')}>
          <Tabs defaultValue="orders" keepMounted={false}>
            <Tabs.List>
              {data.earningReports.map((r) => (
                <Tabs.Tab key={r.metric} value={r.metric}>
                  {t(`crm.metrics.${r.metric}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.earningReports.map((r) => (
              <Tabs.Panel key={r.metric} value={r.metric} pt="md">
                <Suspense fallback={chart}>
                  <ValueBarChart
                    data={r.months.map((m) => ({ label: monthName(m.month, lng), value: m.value }))}
                    name={t(`crm.metrics.${r.metric}`)}
                    format={(v) => (r.metric === 'orders' ? formatNumber(v, lng) : usd(v * 1000, lng, true))}
                    label={t(`crm.metrics.${r.metric}`)}
                  />
                </Suspense>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={t('crm.salesByCountries')}>
          <CountryList rows={data.salesByCountries} />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={t('crm.activeProjects')}>
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.activeProjects.map((p) => (
              <Stack key={p.id} gap={4} component="li">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text component="div" size="sm" fw={600}>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.project}
                    </Text>
                  </div>
                  <Text size="sm">{formatPercent(p.progress, lng, { fractionDigits: 0 })}</Text>
                </Group>
                <Progress value={p.progress} size="sm" aria-label={t('projects.progressOf', { name: p.name })} />
              </Stack>
            ))}
          </Stack>
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={t('crm.recentTransactions')}>
          <ValueList
            items={data.recentTransactions}
            getKey={(tx) => tx.id}
            label={(tx) => (
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" color={tx.amount < 0 ? 'red' : 'green'}>
                  {METHOD_ICONS[tx.method]}
                </ThemeIcon>
                <div>
                  <Text component="div" size="sm" fw={600}>
                    {t(`crm.methods.${tx.method}`)}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {tx.counterpart} · {formatDate(tx.at, lng, 'date')}
                  </Text>
                </div>
              </Group>
            )}
            value={(tx) => (
              <Text size="sm" fw={600} c={toneOf(tx.amount)} style={{ whiteSpace: 'nowrap' }}>
                {isolateMoney(formatCurrency(tx.amount, 'USD', lng, { signDisplay: 'always' }), lng)}
              </Text>
            )}
          />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={t('crm.activityTimeline')}>
          <Timeline active={data.activityTimeline.length} bulletSize={24} lineWidth={2}>
            {data.activityTimeline.map((a) => (
              <Timeline.Item key={a.id} bullet={ACTIVITY_ICONS[a.kind]} title={a.title}>
                <Text size="sm" c="dimmed">
                  {a.description}
                </Text>
                <Group gap="xs" mt={4}>
                  <Avatar src={a.avatar} alt="" size="xs" radius="xl" />
                  <Text size="xs">{a.person}</Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={a.at}>{formatRelative(a.at, lng, now)}</time>
                  </Text>
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        </Panel>
      </Grid.Col>
    </Grid>
  );
}
