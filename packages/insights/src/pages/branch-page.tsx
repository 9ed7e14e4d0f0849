// /insights/branch/{id}: one branch's day-to-day: KPIs, intraday traffic, sales by hour, queues,
// staffing against conversion, zones and anomalies.
import { isApiError, referenceToday, type Anomaly, type InsightMetric } from '@atrium/api/insights';
import { formatNumber, formatPercent } from '@atrium/core';
import { Card, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { anomaliesQuery, anomalyQuery, branchQuery, queuesQuery, seriesQuery, zonesQuery } from '../api/queries';
import { AnomaliesList } from '../components/anomalies-list';
import { AnomalyChip, AnomalyDayChart, anomalyDayTable, useMarkLabel } from '../components/anomaly-day';
import { anomalyDayOf } from '../lib/anomaly-band';
import { BranchScreenTop } from '../components/branch-screen-top';
import { branchVisitorsPath, chainPath, InsightsLink, TravelProvider, type Navigate } from '../components/branch-link';
import { ChartCard } from '../components/chart-card';
import { KpiCards } from '../components/kpi-cards';
import { summaryComparison, withheldText } from '../components/kpi-stat';
import { LazyChart } from '../components/lazy-chart';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { QueryError } from '../components/query-error';
import { cardState, timelineChart, timelineTable, withCompare } from '../lib/chart-props';
import { formatAxis, formatChange, formatDuration, formatLocalStamp, formatLocalTime } from '../lib/format';
import { addDays } from '../lib/range';
import type { BranchSearch } from '../lib/search';
import { timeAxis } from '../lib/timeline';
import { travelOf } from '../lib/travel';
import { useBranchNames, usePlaceName } from '../lib/place-names';
import { zoneKindNote } from '../lib/zones';
import { branchSummaryQuery, chartRows, rangeParams, useCachedBranch } from '../lib/use-range';

export interface BranchPageProps {
  branchId: string;
  search: BranchSearch;
  onSearchChange: (next: Partial<BranchSearch>) => void;
  navigate?: Navigate;
  now?: Date;
}

const KPIS: InsightMetric[] = ['visitors', 'conversion', 'sales', 'atv', 'upt', 'avgDwell', 'star', 'queueWait'];

export function BranchPage({ branchId, search, onSearchChange, navigate, now }: BranchPageProps) {
  const { t, i18n } = useTranslation('insights');
  const placeName = usePlaceName();
  const placeNames = useBranchNames();
  const lang = i18n.language;
  const detail = useQuery(branchQuery(branchId));
  // Opened from the landing or the chain overview, the branch is already in a branch list they
  // loaded: its name and zone are known before its own call answers, so the header and the
  // calls below need not wait for that call (issue 34: they started only after its answer).
  const cached = useCachedBranch(branchId);
  // the range in the branch's own days (its zone), not the browser's; the calls wait for the branch
  const zone = detail.data?.branch.timezone ?? cached?.timezone;
  const timeZones = useMemo(() => (zone ? [zone] : []), [zone]);
  const { from, to, granularity } = rangeParams(search, true, now, timeZones);
  const compare = search.compare;
  const travel = travelOf(search);
  // an anomaly drawn on its day's chart (issue 33): one of this branch's, whose day is the chart's
  const anomalyId = search.anomaly?.startsWith(`${branchId}-`) ? search.anomaly : undefined;
  const day = (anomalyId ? anomalyDayOf(anomalyId) : null) ?? search.day ?? addDays(referenceToday(timeZones, now ?? new Date()), -1);
  const ids = [branchId];
  // everything else waits for the branch (its own answer, or a list's row for it): an unknown id
  // stops at its one 404 (issue 19)
  const enabled = detail.isSuccess || cached !== undefined;
  // the Why dialog's query: opened from there, or back from it, it is not asked twice
  const focus = useQuery({ ...anomalyQuery(anomalyId ?? ''), enabled: enabled && anomalyId !== undefined });
  const focusGone = isApiError(focus.error) && focus.error.status === 404;
  const banded = anomalyId !== undefined && !focusGone;
  const markLabel = useMarkLabel(focus.data);
  // the same options the route's loader prefetched (prefetchBranchPage)
  const summary = useQuery({ ...branchSummaryQuery(branchId, search, zone, now), enabled });
  const intraday = useQuery({ ...seriesQuery({ metric: ['visitors', 'coverage'], from: day, to: day, branchIds: ids, compare, granularity: '15min' }), enabled: enabled && !banded });
  const hourly = useQuery({ ...seriesQuery({ metric: ['sales', 'conversion', 'coverage'], from: day, to: day, branchIds: ids, granularity: 'hour' }), enabled });
  const staffing = useQuery({ ...seriesQuery({ metric: ['star', 'conversion', 'coverage'], from, to, branchIds: ids, granularity }), enabled });
  const queues = useQuery({ ...queuesQuery(branchId, { from, to }), enabled });
  const zones = useQuery({ ...zonesQuery(branchId, { from, to, compare }), enabled });
  const anomalies = useQuery({ ...anomaliesQuery({ from, to, branchIds: ids }), enabled });

  // "Show on the day's chart" from the list below: the card comes into view and the keyboard lands on its chip
  const chipClose = useRef<HTMLButtonElement>(null);
  const intradayCard = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (!pendingFocus.current || !focus.data) return;
    pendingFocus.current = false;
    intradayCard.current?.scrollIntoView?.({ block: 'center' });
    chipClose.current?.focus({ preventScroll: true });
  }, [focus.data]);
  const showOnChart = (a: Anomaly) => {
    pendingFocus.current = true;
    onSearchChange({ day: a.start.slice(0, 10), anomaly: a.id });
  };

  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  const branch = detail.data?.branch ?? cached;
  const currency = branch?.currency ?? 'USD';
  const noData = summary.data?.coverage.buckets === 0;
  const intradayRows = chartRows(intraday.data, ['visitors', 'coverage'], compare !== 'none');
  const hourlyRows = chartRows(hourly.data, ['sales', 'conversion', 'coverage'], false);
  const staffRows = chartRows(staffing.data, ['star', 'conversion', 'coverage'], false);
  // charts on a full timeline: closed hours shaded, ticks on round hours and days
  const intradayAxis = timeAxis(intradayRows, { from: day, to: day, granularity: '15min', keys: ['visitors', 'visitorsCompare', 'coverage'], trim: 4 });
  const hourlyAxis = timeAxis(hourlyRows, { from: day, to: day, granularity: 'hour', keys: ['sales', 'conversion', 'coverage'], trim: 1 });
  const staffAxis = timeAxis(staffRows, { from, to, granularity, keys: ['star', 'conversion', 'coverage'], trim: 2 });
  const closedLabel = t('chart.closed');
  // zone changes share the summary's periods: withheld with the KPI deltas when those are
  const comparison = summaryComparison(summary.data);
  const zonesComparable = comparison.kind === 'comparable';
  const zonesWithheld = withheldText(comparison, t, lang);
  const clock = { label: t('chart.time'), format: (s: string) => formatLocalTime(s, lang) };

  return (
    <TravelProvider search={travel}>
      <Stack gap="lg">
        <BranchScreenTop
          branch={branch}
          title={(b) => placeNames.name(b.name)}
          links={[
            { to: chainPath(travel), label: t('branch.toChain') },
            { to: branchVisitorsPath(branchId, travel), label: t('branch.toVisitors') },
          ]}
          navigate={navigate}
          search={search}
          onSearchChange={onSearchChange}
          coverage={summary.data?.coverage}
          noData={noData}
          now={now}
          timeZones={timeZones}
        />
        {noData ? null : (
          <KpiCards summary={summary.data} metrics={KPIS} loading={summary.isPending} cols={{ base: 2, lg: 4 }} />
        )}
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }} ref={intradayCard} data-testid="intraday-card">
            <ChartCard
              title={banded && focus.data ? t('band.title', { metric: t(`anomalies.metric.${focus.data.anomaly.metric}`) }) : t('branch.intraday')}
              subtitle={formatLocalStamp(day, lang)}
              actions={<LazyDateField size="xs" aria-label={t('branch.day')} locale={lang} value={day} onChange={(next) => next && onSearchChange({ day: next, anomaly: undefined })} w={150} />}
              banner={
                anomalyId !== undefined ? (
                  <>
                    {focusGone ? (
                      <Text size="xs" c="dimmed" mb={4} data-testid="anomaly-gone">
                        {t('band.notFound')}
                      </Text>
                    ) : null}
                    <AnomalyChip detail={focus.data} closeRef={chipClose} onClear={() => onSearchChange({ anomaly: undefined, day })} />
                  </>
                ) : null
              }
              {...(banded ? cardState(focus) : cardState(intraday))}
              empty={banded ? focus.data?.intraday.length === 0 : intradayRows.length === 0}
              emptyText={t('branch.closedThatDay')}
              {...(banded ? {} : { exportQuery: { call: 'series' as const, metric: ['visitors' as const], from: day, to: day, branchIds: ids, compare, granularity: '15min' as const }, exportName: `${branchId}-intraday-${day}.csv` })}
              chart={
                banded && focus.data ? (
                  <AnomalyDayChart detail={focus.data} markLabel={markLabel} />
                ) : (
                <LazyChart
                  kind="line"
                  {...timelineChart(intradayAxis, '15min', closedLabel, lang)}
                  valueFormatter={(v) => formatAxis('visitors', v, lang)}
                  series={[
                    { name: 'visitors', label: t('metrics.visitors'), color: 'brand.6' },
                    ...(compare !== 'none' ? [{ name: 'visitorsCompare', label: t('chart.compare'), color: 'gray.5', dashed: true }] : []),
                  ]}
                />
                )
              }
              table={
                banded && focus.data
                  ? () => anomalyDayTable(focus.data, t, lang)
                  : timelineTable(intradayRows, clock, withCompare({ key: 'visitors', metric: 'visitors', label: t('metrics.visitors') }, compare !== 'none', t('chart.compare')), lang)
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ChartCard
              title={t('branch.salesByHour')}
              subtitle={formatLocalStamp(day, lang)}
              {...cardState(hourly)}
              empty={hourlyRows.length === 0}
              emptyText={t('branch.closedThatDay')}
              exportQuery={{ call: 'series', metric: ['sales', 'conversion'], from: day, to: day, branchIds: ids, granularity: 'hour' }}
              exportName={`${branchId}-sales-by-hour-${day}.csv`}
              chart={
                <LazyChart
                  kind="composite"
                  {...timelineChart(hourlyAxis, 'hour', closedLabel, lang)}
                  valueFormatter={(v) => formatAxis('sales', v, lang, currency)}
                  rightValueFormatter={(v) => formatAxis('conversion', v, lang)}
                  series={[
                    { name: 'sales', label: t('metrics.sales'), color: 'brand.5', type: 'bar' },
                    { name: 'conversion', label: t('metrics.conversion'), color: 'orange.6', type: 'line', yAxisId: 'right' },
                  ]}
                />
              }
              table={timelineTable(
                hourlyRows,
                clock,
                [
                  { key: 'sales', metric: 'sales', label: t('metrics.sales'), currency },
                  { key: 'conversion', metric: 'conversion', label: t('metrics.conversion') },
                ],
                lang,
              )}
            />
          </Grid.Col>
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ChartCard
              title={t('branch.queues')}
              {...cardState(queues)}
              exportQuery={{ call: 'queues', branchId, from, to }}
              exportName={`${branchId}-queues-${from}-${to}.csv`}
              chart={
                <LazyChart
                  kind="bar"
                  // one row per queue: every queue keeps its name (as columns, "Express checkout" lost its label to its neighbours)
                  horizontal
                  dataKey="queue"
                  valueFormatter={(v) => formatDuration(v, lang)}
                  data={(queues.data?.queues ?? []).map((q) => ({ queue: placeName(q.queue.name), avgWait: q.kpis.avgWait, target: q.queue.targetWaitSeconds }))}
                  series={[
                    { name: 'avgWait', label: t('queues.avgWait'), color: 'brand.5' },
                    { name: 'target', label: t('queues.target'), color: 'gray.4' },
                  ]}
                />
              }
              table={{
                columns: [t('queues.queue'), t('queues.avgWait'), t('queues.target'), t('queues.abandonment'), t('queues.overTarget'), t('queues.maxLength')],
                rows: (queues.data?.queues ?? []).map((q) => [
                  placeName(q.queue.name),
                  q.kpis.avgWait === null ? '—' : formatDuration(q.kpis.avgWait, lang),
                  formatDuration(q.queue.targetWaitSeconds, lang),
                  q.kpis.abandonmentRate === null ? '—' : formatPercent(q.kpis.abandonmentRate, lang),
                  q.kpis.overTargetRate === null ? '—' : formatPercent(q.kpis.overTargetRate, lang),
                  formatNumber(q.kpis.maxLength, lang),
                ]),
              }}
              footer={
                queues.data ? (
                  <Group gap="lg" mt="sm">
                    {queues.data.queues.map((q) => (
                      <Text key={q.queue.id} size="xs" c={q.kpis.avgWait !== null && q.kpis.avgWait > q.queue.targetWaitSeconds ? 'var(--atrium-text-negative)' : 'dimmed'}>
                        {placeName(q.queue.name)}: {t('queues.abandonmentShort', { percent: q.kpis.abandonmentRate === null ? '—' : formatPercent(q.kpis.abandonmentRate, lang) })}
                      </Text>
                    ))}
                  </Group>
                ) : null
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ChartCard
              title={t('branch.staffRatio')}
              subtitle={t('branch.staffRatioHint')}
              {...cardState(staffing)}
              exportQuery={{ call: 'series', metric: ['star', 'conversion'], from, to, branchIds: ids, granularity }}
              exportName={`${branchId}-star-${from}-${to}.csv`}
              chart={
                <LazyChart
                  kind="composite"
                  {...timelineChart(staffAxis, granularity, closedLabel, lang)}
                  valueFormatter={(v) => formatAxis('star', v, lang)}
                  rightValueFormatter={(v) => formatAxis('conversion', v, lang)}
                  series={[
                    { name: 'star', label: t('metrics.star'), color: 'grape.5', type: 'line' },
                    { name: 'conversion', label: t('metrics.conversion'), color: 'orange.6', type: 'line', yAxisId: 'right' },
                  ]}
                />
              }
              table={timelineTable(
                staffRows,
                { label: t('chart.period'), format: (x) => formatLocalStamp(x, lang) },
                [
                  { key: 'star', metric: 'star', label: t('metrics.star') },
                  { key: 'conversion', metric: 'conversion', label: t('metrics.conversion') },
                ],
                lang,
              )}
            />
          </Grid.Col>
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Card withBorder padding="lg" component="section" aria-label={t('branch.zones')}>
              <Title order={3} fz="md" mb="sm">
                {t('branch.zones')}
              </Title>
              {zones.isError ? (
                <QueryError compact error={zones.error} onRetry={() => zones.refetch()} />
              ) : !zones.data ? (
                <Skeleton height={240} />
              ) : (
                // on a phone the five columns scroll sideways inside the card instead of running out of it;
                // the scrolling box takes focus so a keyboard can scroll it too (axe's scrollable-region-focusable)
                <Table.ScrollContainer minWidth={360} type="native" tabIndex={0} role="region" aria-label={t('zones.tableScroll')}>
                  <Table striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('zones.zone')}</Table.Th>
                        <Table.Th scope="col">{t('zones.visits')}</Table.Th>
                        <Table.Th scope="col">{t('zones.visitRate')}</Table.Th>
                        <Table.Th scope="col">{t('zones.avgDwell')}</Table.Th>
                        <Table.Th scope="col">{t('zones.delta')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {zones.data.zones.map((z) => (
                        <Table.Tr key={z.zone.id}>
                          <Table.Td>
                            {placeName(z.zone.name)}
                            {zoneKindNote(placeName(z.zone.name), t(`zoneKinds.${z.zone.kind}`)) ? (
                              <Text size="xs" c="dimmed">
                                {t(`zoneKinds.${z.zone.kind}`)}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td>{z.visits === null ? '—' : formatNumber(z.visits, lang)}</Table.Td>
                          <Table.Td>{z.visitRate === null ? '—' : formatPercent(z.visitRate, lang)}</Table.Td>
                          <Table.Td>{z.avgDwell === null ? '—' : formatDuration(z.avgDwell, lang)}</Table.Td>
                          <Table.Td c={z.delta === null || !zonesComparable ? 'dimmed' : z.delta >= 0 ? 'var(--atrium-text-positive)' : 'var(--atrium-text-negative)'}>
                            {z.delta === null || !zonesComparable ? '—' : formatChange(z.delta, lang)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {zonesWithheld ? (
                <Text size="xs" c="dimmed" mt="xs" data-testid="zones-comparison-withheld">
                  {zonesWithheld}
                </Text>
              ) : null}
              <Group justify="flex-end" mt="sm">
                <InsightsLink to={branchVisitorsPath(branchId, travel)} navigate={navigate}>
                  {t('branch.floorPlan')}
                </InsightsLink>
              </Group>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <AnomaliesList
              limit={50}
              anomalies={anomalies.data?.anomalies}
              total={anomalies.data?.total}
              branches={branch ? [branch] : undefined}
              error={anomalies.error}
              onRetry={() => anomalies.refetch()}
              navigate={navigate}
              onShowOnChart={showOnChart}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </TravelProvider>
  );
}
