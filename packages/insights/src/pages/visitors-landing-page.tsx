// /dashboards/all-branches-visitors, the admins' landing page: who is in the stores now, and how
// footfall, dwell and loyalty look over the chosen range. Its charts are the small SVG ones
// (components/svg-chart): recharts was most of the first screen's JavaScript.
//
// Each card reads its own query and is memoised, so an answer re-renders its card only, and draws
// its answer from a deferred value: React renders that in the background, yielding to the browser
// every few milliseconds, instead of the live board, the heatmap and the charts rendering in one
// long task when the mock's answers arrive together (issue 16: 1–3 s at 4× CPU).
import type { CompareMode, Granularity } from '@atrium/api/insights';
import { formatNumber, formatPercent } from '@atrium/core';
import { EmptyState, PageHeader } from '@atrium/ui-kit';
import { Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { branchesQuery, heatmapQuery, liveQuery, seriesQuery, summaryQuery, visitorsQuery } from '../api/queries';
import { branchPath, InsightsLink, TravelProvider, useTravel, type Navigate } from '../components/branch-link';
import { ChartCard } from '../components/chart-card';
import { KpiStat } from '../components/kpi-stat';
import { CoverageNotice } from '../components/coverage-notice';
import { Heatmap } from '../components/heatmap';
import { LIVE_COLORS, LiveBoard } from '../components/live-board';
import { RangePicker } from '../components/range-picker';
import { SvgChart } from '../components/svg-chart';
import { cardState, dwellBars, dwellTable, heatmapTable, timelineChart, timelineTable, withCompare } from '../lib/chart-props';
import { formatAxis, formatLocalStamp } from '../lib/format';
import { useBranchNames } from '../lib/place-names';
import type { VisitorsLandingSearch } from '../lib/search';
import { timeAxis } from '../lib/timeline';
import { travelOf } from '../lib/travel';
import { chainSummaryQuery, chartRows, rangeParams, useChainZones } from '../lib/use-range';

export interface VisitorsLandingPageProps {
  search: VisitorsLandingSearch;
  onSearchChange: (next: Partial<VisitorsLandingSearch>) => void;
  navigate?: Navigate;
  now?: Date;
}

export function VisitorsLandingPage({ search: latest, onSearchChange, navigate, now }: VisitorsLandingPageProps) {
  const { t } = useTranslation('insights');
  // A change of range, comparison or branches (the URL's search, which the router updates in
  // the input's own task) re-renders only the picker there, so it shows the choice in the next
  // frame; the cards follow the deferred search, re-rendered in the background, and keep their
  // numbers until the new ones arrive (keepPreviousData). Rendered in the click, the whole
  // landing took 0.8 s of processing at 4× CPU (decision 0005, tenth pass).
  const search = useDeferredValue(latest);
  // the range in the covered branches' own days, whatever the browser's zone
  const timeZones = useChainZones(search.branchIds);
  const pickerZones = useChainZones(latest.branchIds);
  const { from, to, granularity } = rangeParams(search, search.branchIds.length === 1, now, timeZones);
  const { branchIds, compare } = search;
  // the live board's pause button answers at once: it changes no numbers, only the polling
  const { paused } = latest;
  const travel = useMemo(() => travelOf(search), [search]);
  const branchesQ = useQuery(branchesQuery({ from, to, itemsPerPage: 100 }));
  const summaryQ = useQuery(summaryQuery({ from, to, branchIds, compare }));
  // deferred too: the branch names reach the live board's 12 cards, the busiest list and the
  // picker's MultiSelect, which otherwise re-rendered in the answer's own task
  const branchList = useDeferredValue(branchesQ.data?.branches);
  const summaryData = useDeferredValue(summaryQ.data);
  // Everything below the live board (the first screen on a laptop, more than it on a phone) mounts
  // in background renders (React yields to the browser during them), in two steps so that no
  // one commit builds every card (one commit was ~90 ms at 1× CPU, issue 16); the requests of
  // those cards leave now, with the others.
  const later = useDeferredValue(true, false);
  const lastly = useDeferredValue(later, false);
  usePrefetchQuery(seriesQuery({ metric: ['visitors', 'coverage'], from, to, branchIds, compare, granularity }));
  usePrefetchQuery(heatmapQuery({ metric: 'visitors', from, to, branchIds }));
  usePrefetchQuery(visitorsQuery({ from, to, branchIds }));
  const noData = summaryData?.coverage.buckets === 0;
  const onPausedChange = useCallback((next: boolean) => onSearchChange({ paused: next }), [onSearchChange]);
  const onBranchIdsChange = useCallback((ids: string[]) => onSearchChange({ branchIds: ids }), [onSearchChange]);
  // A change of range asks for the new KPIs at once, before the router's update and this page's
  // background render (which asks for them too, and then finds them on their way): the KPI cards
  // are what a person waits for after a change (issue 34). The charts follow from the render.
  const client = useQueryClient();
  const current = useRef(latest);
  useLayoutEffect(() => {
    current.current = latest;
  });
  const onRangeChange = useCallback(
    (next: Partial<VisitorsLandingSearch>) => {
      void client.prefetchQuery(chainSummaryQuery(client, { ...current.current, ...next }, now));
      onSearchChange(next);
    },
    [client, now, onSearchChange],
  );

  return (
    <TravelProvider search={travel}>
      <Stack gap="lg">
        <PageHeader title={t('landing.title')} description={t('landing.description')} />
        <LiveBoard branches={branchList} paused={paused} onPausedChange={onPausedChange} navigate={navigate} />
        {later ? (
          <>
            <Card withBorder padding="md">
              <RangePicker
                value={latest}
                onChange={onRangeChange}
                branches={branchList}
                branchIds={latest.branchIds}
                onBranchIdsChange={onBranchIdsChange}
                withGranularity
                now={now}
                timeZones={pickerZones}
              />
            </Card>
            <CoverageNotice coverage={summaryData?.coverage} />
            {noData ? <EmptyState title={t('states.noDataTitle')} description={t('states.noDataText')} /> : null}
            <Grid>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <FootfallCard from={from} to={to} granularity={granularity} branchIds={branchIds} compare={compare} noData={noData} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <BusiestCard branches={branchList} paused={paused} navigate={navigate} />
              </Grid.Col>
            </Grid>
          </>
        ) : (
          // about the heights of the cards they stand for
          [90, 390].map((height) => <Skeleton key={height} height={height} radius="md" />)
        )}
        {lastly ? (
          <>
            <HeatmapCard from={from} to={to} branchIds={branchIds} />
            <VisitorsCards from={from} to={to} branchIds={branchIds} />
            <Grid>
              {(['captureRate', 'bounceRate', 'avgDwell', 'groupShare'] as const).map((metric) => (
                <Grid.Col key={metric} span={{ base: 6, lg: 3 }}>
                  <KpiStat metric={metric} summary={summaryData} loading={summaryData === undefined && !summaryQ.error} />
                </Grid.Col>
              ))}
            </Grid>
          </>
        ) : (
          [330, 300, 110].map((height) => <Skeleton key={height} height={height} radius="md" />)
        )}
      </Stack>
    </TravelProvider>
  );
}

interface RangeProps {
  from: string;
  to: string;
  branchIds: string[];
}

const FootfallCard = memo(function FootfallCard({ from, to, granularity, branchIds, compare, noData }: RangeProps & { granularity: Granularity; compare: CompareMode; noData: boolean }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const series = useQuery(seriesQuery({ metric: ['visitors', 'coverage'], from, to, branchIds, compare, granularity }));
  const data = useDeferredValue(series.data);
  const rows = chartRows(data, ['visitors', 'coverage'], compare !== 'none');
  const axis = timeAxis(rows, { from, to, granularity, keys: ['visitors', 'visitorsCompare', 'coverage'], trim: 2 });
  return (
    <ChartCard
      title={t('landing.footfall')}
      subtitle={t(`granularity.${granularity}`)}
      {...cardState(series, data)}
      empty={noData}
      exportQuery={{ call: 'series', metric: ['visitors'], from, to, branchIds, compare, granularity }}
      exportName={`footfall-${from}-${to}.csv`}
      chart={
        <SvgChart
          kind="line"
          {...timelineChart(axis, granularity, t('chart.closed'), lang)}
          height={280}
          valueFormatter={(x) => formatAxis('visitors', x, lang)}
          series={[
            { name: 'visitors', label: t('metrics.visitors'), color: 'brand.6' },
            ...(compare !== 'none' ? [{ name: 'visitorsCompare', label: t(compare === 'lastYear' ? 'compare.lastYear' : 'compare.previous'), color: 'gray.5', dashed: true }] : []),
          ]}
        />
      }
      table={() =>
        timelineTable(rows, { label: t('chart.period'), format: (x) => formatLocalStamp(x, lang) }, withCompare({ key: 'visitors', metric: 'visitors', label: t('metrics.visitors') }, compare !== 'none', t('chart.compare')), lang)
      }
    />
  );
});

const BusiestCard = memo(function BusiestCard({ branches, paused, navigate }: { branches: Array<{ id: string; name: string }> | undefined; paused: boolean; navigate: Navigate | undefined }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const travel = useTravel();
  // the same cache entry the live board polls: no second request
  const live = useQuery(liveQuery({ branchIds: [] }, paused));
  const data = useDeferredValue(live.data);
  const placeNames = useBranchNames();
  const names = new Map((branches ?? []).map((b) => [b.id, placeNames.name(b.name)]));
  const busiest = [...(data?.branches ?? [])].filter((b) => b.open).sort((a, b) => b.occupancyRate - a.occupancyRate).slice(0, 5);
  return (
    <Card withBorder padding="lg" h="100%" component="section" aria-label={t('landing.busiest')}>
      <Title order={3} fz="md" mb="sm">
        {t('landing.busiest')}
      </Title>
      {!data ? (
        <Skeleton height={200} />
      ) : busiest.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('landing.allClosed')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ paddingInlineStart: 18, margin: 0 }}>
          {busiest.map((b) => (
            <li key={b.branchId}>
              <Group justify="space-between" wrap="nowrap">
                <InsightsLink to={branchPath(b.branchId, travel)} navigate={navigate}>
                  {names.get(b.branchId) ?? b.branchId}
                </InsightsLink>
                <Text fw={600} c={LIVE_COLORS[b.status]}>
                  {formatPercent(b.occupancyRate, lang, { fractionDigits: 0 })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('live.inside', { people: formatNumber(b.occupancy, lang), capacity: formatNumber(b.capacity, lang) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
});

const HeatmapCard = memo(function HeatmapCard({ from, to, branchIds }: RangeProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const heatmap = useQuery(heatmapQuery({ metric: 'visitors', from, to, branchIds }));
  const data = useDeferredValue(heatmap.data);
  return (
    <ChartCard
      title={t('landing.heatmap')}
      subtitle={t('landing.heatmapHint')}
      {...cardState(heatmap, data)}
      empty={data?.max === null}
      exportQuery={{ call: 'heatmap', metric: 'visitors', from, to, branchIds }}
      exportName={`heatmap-${from}-${to}.csv`}
      chart={data ? <Heatmap data={data} caption={t('landing.heatmap')} /> : null}
      table={() => heatmapTable(data, t, lang)}
    />
  );
});

const VisitorsCards = memo(function VisitorsCards({ from, to, branchIds }: RangeProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const visitors = useQuery(visitorsQuery({ from, to, branchIds }));
  const v = useDeferredValue(visitors.data);
  const state = cardState(visitors, v);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ChartCard
          title={t('landing.newVsReturning')}
          {...state}
          empty={v !== undefined && v.identifiedVisits === 0}
          exportQuery={{ call: 'visitors', from, to, branchIds }}
          exportName={`visitors-${from}-${to}.csv`}
          height={180}
          chart={
            v ? (
              <SvgChart
                kind="donut"
                height={180}
                valueFormatter={(x) => formatNumber(x, lang)}
                data={[
                  { name: t('landing.new'), value: v.newVisits, color: 'brand.5' },
                  { name: t('landing.returning'), value: v.returningVisits, color: 'teal.5' },
                ]}
              />
            ) : null
          }
          table={() => ({
            columns: [t('landing.segment'), t('metrics.visitors')],
            rows: v
              ? [
                  [t('landing.new'), formatNumber(v.newVisits, lang)],
                  [t('landing.returning'), formatNumber(v.returningVisits, lang)],
                ]
              : [],
          })}
          footer={
            v?.returningRate != null ? (
              <Text size="sm" ta="center" mt="xs">
                {t('landing.returningShare', { percent: formatPercent(v.returningRate, lang) })}
              </Text>
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ChartCard
          title={t('landing.dwell')}
          {...state}
          empty={v !== undefined && (v.visitors ?? 0) === 0}
          exportQuery={{ call: 'visitors', from, to, branchIds }}
          exportName={`dwell-${from}-${to}.csv`}
          height={220}
          chart={
            <SvgChart
              kind="bar"
              horizontal
              height={220}
              dataKey="bin"
              valueFormatter={(x) => formatAxis('visitors', x, lang)}
              data={dwellBars(v, t, lang)}
              series={[{ name: 'visits', label: t('metrics.visitors'), color: 'brand.5' }]}
            />
          }
          table={() => dwellTable(v, t, lang)}
        />
      </Grid.Col>
    </Grid>
  );
});
