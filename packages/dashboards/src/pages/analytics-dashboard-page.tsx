// /dashboards/analytics: every figure from GET /api/dashboard/analytics, plus the projects table.
import type { AnalyticsDashboard } from '@atrium/api';
import { formatNumber, formatPercent } from '@atrium/core';
import { PageHeader, Panel, QueryState, StatCard, ValueList } from '@atrium/ui-kit';
import { Grid, Group, Progress, RingProgress, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconEye, IconMail, IconTicket, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsDashboardQuery } from '../api/queries';
import { monthName, signedPercent, usd, weekday } from '../components/format';
import { toneOf } from '../components/tone';
import { ProjectsTable } from '../components/projects-table/projects-table';
import { DASHBOARDS_NAMESPACE } from '../namespace';
import type { AnalyticsSearch } from '../search';

const ValueBarChart = lazy(() => import('../components/dashboard-charts/dashboard-charts').then((m) => ({ default: m.ValueBarChart })));
const StackedBarChart = lazy(() => import('../components/dashboard-charts/dashboard-charts').then((m) => ({ default: m.StackedBarChart })));

export interface AnalyticsDashboardPageProps {
  search: AnalyticsSearch;
  onSearchChange: (next: Partial<AnalyticsSearch>) => void;
}

export function AnalyticsDashboardPage({ search, onSearchChange }: AnalyticsDashboardPageProps) {
  const { t } = useTranslation(DASHBOARDS_NAMESPACE);
  const query = useQuery(analyticsDashboardQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <QueryState
        query={query}
        labels={{ errorTitle: t('errors.title'), errorDescription: t('errors.dashboard'), retry: t('errors.retry'), loading: t('loading') }}
      >
        {(data) => <AnalyticsBody data={data} />}
      </QueryState>
      <ProjectsTable search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}

function AnalyticsBody({ data }: { data: AnalyticsDashboard }) {
  const { t, i18n } = useTranslation(DASHBOARDS_NAMESPACE);
  const lng = i18n.language;
  const web = data.websiteAnalytics;
  const chart = <Skeleton height={200} radius="md" />;
  const money = (v: number) => usd(v, lng);
  const support = data.supportTracker;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label={t('analytics.sessions')} value={formatNumber(web.sessions, lng)} icon={<IconUsers size={22} aria-hidden />} locale={lng} />
        <StatCard label={t('analytics.pageViews')} value={formatNumber(web.pageViews, lng)} icon={<IconEye size={22} aria-hidden />} color="teal" locale={lng} />
        <StatCard label={t('analytics.leads')} value={formatNumber(web.leads, lng)} icon={<IconChartBar size={22} aria-hidden />} color="orange" locale={lng} />
        <StatCard label={t('analytics.conversionRate')} value={formatPercent(web.conversionRate, lng)} icon={<IconMail size={22} aria-hidden />} color="grape" locale={lng}>
          <Text size="xs" c="dimmed">
            {t('analytics.conversions', { formatted: formatNumber(web.conversions, lng) })}
          </Text>
        </StatCard>
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Panel title={t('analytics.websiteAnalytics')} subtitle={t('analytics.byChannel')}>
            <Stack gap="sm">
              {web.channels.map((c) => (
                <Stack key={c.channel} gap={2}>
                  <Group justify="space-between">
                    <Text size="sm">{t(`channels.${c.channel}`)}</Text>
                    <Text size="sm" fw={600}>
                      {formatNumber(c.sessions, lng)}
                    </Text>
                  </Group>
                  <Progress value={(c.sessions / web.sessions) * 100} size="sm" aria-label={t(`channels.${c.channel}`)} />
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Panel
            title={t('analytics.earningReports')}
            subtitle={t('analytics.weeklyOverview')}
            action={<Text size="sm" fw={600} c={toneOf(data.earningReports.delta)}>{signedPercent(data.earningReports.delta, lng)}</Text>}
          >
            <Text fz={28} fw={700}>
              {money(data.earningReports.total)}
            </Text>
            <Suspense fallback={chart}>
              <ValueBarChart
                data={data.earningReports.weekly.map((d) => ({ label: weekday(d.day, lng), value: d.value }))}
                name={t('analytics.earnings')}
                format={money}
                label={t('analytics.earningReports')}
                height={160}
              />
            </Suspense>
            <SimpleGrid cols={3} mt="sm">
              {(['earnings', 'profit', 'expense'] as const).map((k) => (
                <div key={k}>
                  <Text size="xs" c="dimmed">
                    {t(`analytics.${k}`)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {money(data.earningReports[k])}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Panel title={t('analytics.supportTracker')} subtitle={t('analytics.last7Days')}>
            <Group justify="space-between" align="center" wrap="wrap">
              <Stack gap="sm">
                <div>
                  {/* a figure with its caption, not a heading (axe's p-as-heading): no paragraph */}
                  <Text component="div" fz={28} fw={700}>
                    {formatNumber(support.totalTickets, lng)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('analytics.totalTickets')}
                  </Text>
                </div>
                <Group gap="xs">
                  <IconTicket size={18} aria-hidden />
                  <Text size="sm">{t('analytics.newTickets', { formatted: formatNumber(support.newTickets, lng) })}</Text>
                </Group>
                <Text size="sm">{t('analytics.openTickets', { formatted: formatNumber(support.openTickets, lng) })}</Text>
                <Text size="sm">{t('analytics.responseTime', { formatted: formatNumber(support.responseTimeDays, lng) })}</Text>
              </Stack>
              <RingProgress
                size={150}
                thickness={14}
                roundCaps
                sections={[{ value: support.completedPercent, color: 'brand' }]}
                label={
                  <Text ta="center" size="sm" fw={700}>
                    {formatPercent(support.completedPercent, lng, { fractionDigits: 0 })}
                    <Text span display="block" size="xs" c="dimmed" fw={400}>
                      {t('analytics.completedTask')}
                    </Text>
                  </Text>
                }
              />
            </Group>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Panel
            title={t('analytics.totalEarning')}
            action={<Text size="sm" fw={600} c={toneOf(data.totalEarning.delta)}>{signedPercent(data.totalEarning.delta, lng)}</Text>}
          >
            <Text fz={28} fw={700}>
              {money(data.totalEarning.total)}
            </Text>
            <Suspense fallback={chart}>
              <StackedBarChart
                data={data.totalEarning.months.map((m) => ({ label: monthName(m.month, lng), a: m.earning, b: m.expense }))}
                names={[t('analytics.earning'), t('analytics.expense')]}
                format={money}
                label={t('analytics.totalEarning')}
              />
            </Suspense>
            <Group gap="xl" mt="sm">
              <Text size="sm">
                {t('analytics.revenue')}: <b>{money(data.totalEarning.revenue)}</b>
              </Text>
              <Text size="sm">
                {t('analytics.refunds')}: <b>{money(data.totalEarning.refunds)}</b>
              </Text>
            </Group>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('analytics.salesByCountries')}>
            <CountryList rows={data.salesByCountries} />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('analytics.monthlyCampaign')}>
            <ValueList
              items={data.monthlyCampaign}
              getKey={(c) => c.key}
              label={(c) => <Text size="sm">{t(`campaign.${c.key}`)}</Text>}
              value={(c) => (
                <Group gap="md">
                  <Text size="sm" fw={600}>
                    {formatNumber(c.count, lng)}
                  </Text>
                  <Text size="sm" c="dimmed" w={56} ta="end">
                    {formatPercent(c.percent, lng)}
                  </Text>
                </Group>
              )}
              wrap="wrap"
            />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('analytics.sourceVisits')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.source')}</Table.Th>
                  <Table.Th ta="end">{t('analytics.visits')}</Table.Th>
                  <Table.Th ta="end">{t('analytics.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.sourceVisits.map((s) => (
                  <Table.Tr key={s.source}>
                    <Table.Td>{t(`sources.${s.source}`)}</Table.Td>
                    <Table.Td ta="end">{formatNumber(s.visits, lng)}</Table.Td>
                    <Table.Td ta="end" c={toneOf(s.delta)}>
                      {signedPercent(s.delta, lng)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Panel>
        </Grid.Col>
      </Grid>
    </>
  );
}

export function CountryList({ rows }: { rows: AnalyticsDashboard['salesByCountries'] }) {
  const { t, i18n } = useTranslation(DASHBOARDS_NAMESPACE);
  const lng = i18n.language;
  const names = new Intl.DisplayNames([lng], { type: 'region' });
  return (
    <ValueList
      items={rows}
      getKey={(c) => c.code}
      label={(c) => (
        <div>
          <Text component="div" size="sm" fw={600}>
            {usd(c.sales, lng, true)}
          </Text>
          <Text size="xs" c="dimmed">
            {names.of(c.code.toUpperCase()) ?? c.country}
          </Text>
        </div>
      )}
      // an aria-label on a plain <p> is not announced everywhere (axe asks to review it): the
      // words go in hidden text, the figure stays what is shown
      value={(c) => (
        <Text size="sm" c={toneOf(c.delta)}>
          <VisuallyHidden>{t('analytics.changeOf', { value: signedPercent(c.delta, lng) })}</VisuallyHidden>
          <span aria-hidden="true">{signedPercent(c.delta, lng)}</span>
        </Text>
      )}
    />
  );
}
