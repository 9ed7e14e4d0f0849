// /insights/branch/visitors/{id}: a branch's visitors: footfall against the compare range, the
// weekly rhythm, dwell, the floor plan by zone visit rate (a zone's trend on click), loyalty
// and sensor coverage.
import type { Granularity, InsightMetric } from '@atrium/api/insights';
import { formatNumber, formatPercent } from '@atrium/core';
import { Card, Grid, Skeleton, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { branchQuery, heatmapQuery, seriesQuery, visitorsQuery, zonesQuery } from '../api/queries';
import { BranchScreenTop } from '../components/branch-screen-top';
import { branchPath, chainPath, TravelProvider, type Navigate } from '../components/branch-link';
import { ChartCard } from '../components/chart-card';
import { FloorPlan } from '../components/floor-plan';
import { Heatmap } from '../components/heatmap';
import { LazyChart } from '../components/lazy-chart';
import { QueryError } from '../components/query-error';
import { cardState, dwellBars, dwellTable, heatmapTable, timelineChart, timelineTable, withCompare } from '../lib/chart-props';
import { formatAxis, formatLocalStamp, formatTick } from '../lib/format';
import type { BranchVisitorsSearch } from '../lib/search';
import { timeAxis, timeTicks } from '../lib/timeline';
import { travelOf } from '../lib/travel';
import { useBranchNames, usePlaceName } from '../lib/place-names';
import { chartRows, rangeParams } from '../lib/use-range';

export interface BranchVisitorsPageProps {
  branchId: string;
  search: BranchVisitorsSearch;
  onSearchChange: (next: Partial<BranchVisitorsSearch>) => void;
  navigate?: Navigate;
  now?: Date;
}

/** The zone trend's interval: hourly where the page shows quarters (zones are counted per hour). */
const zoneGranularityOf = (g: Granularity): Granularity => (g === '15min' ? 'hour' : g);

export function BranchVisitorsPage({ branchId, search, onSearchChange, navigate, now }: BranchVisitorsPageProps) {
  const { t, i18n } = useTranslation('insights');
  const placeName = usePlaceName();
  const placeNames = useBranchNames();
  const lang = i18n.language;
  const detail = useQuery(branchQuery(branchId));
  // the range in the branch's own days (its zone), not the browser's; the calls wait for the branch
  const zone = detail.data?.branch.timezone;
  const timeZones = useMemo(() => (zone ? [zone] : []), [zone]);
  const { from, to, granularity } = rangeParams(search, true, now, timeZones);
  const compare = search.compare;
  const travel = travelOf(search);
  const ids = [branchId];
  // everything else waits for the branch: an unknown id stops at its one 404 (issue 19)
  const enabled = detail.isSuccess;
  const series = useQuery({ ...seriesQuery({ metric: ['visitors', 'coverage', 'returningRate'], from, to, branchIds: ids, compare, granularity }), enabled });
  const heatmap = useQuery({ ...heatmapQuery({ metric: 'visitors', from, to, branchIds: ids }), enabled });
  const visitors = useQuery({ ...visitorsQuery({ from, to, branchIds: ids }), enabled });
  const zoneId = search.zoneId ?? detail.data?.zones[0]?.id;
  const zones = useQuery({ ...zonesQuery(branchId, { from, to, compare, zoneId, granularity: zoneGranularityOf(granularity) }), enabled });

  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  const branch = detail.data?.branch;
  const v = visitors.data;
  const noData = v !== undefined && v.coverage.buckets === 0;
  const rows = chartRows(series.data, ['visitors', 'coverage', 'returningRate'], compare !== 'none');
  // charts on a full timeline: closed days and nights shaded, ticks on round hours and days
  const axis = timeAxis(rows, { from, to, granularity, keys: ['visitors', 'visitorsCompare', 'coverage', 'returningRate'], trim: 2 });
  const timeline = timelineChart(axis, granularity, t('chart.closed'), lang);
  const period = { label: t('chart.period'), format: (x: string) => formatLocalStamp(x, lang) };
  const zoneGranularity = zoneGranularityOf(granularity);
  const selectedZone = zones.data?.zones.find((z) => z.zone.id === zoneId);
  const trendRows = (zones.data?.trend?.points ?? []).map((p) => ({ t: p.t, visits: p.visits, visitRate: p.visitRate }));
  // one metric of the series over the range, as a chart and a table (`slug` names its CSV)
  const trendCard = (metric: InsightMetric, kind: 'line' | 'bar', color: MantineColor, title: string, subtitle: string | undefined, slug: string) => (
    <ChartCard
      title={title}
      subtitle={subtitle}
      {...cardState(series)}
      empty={noData}
      exportQuery={{ call: 'series', metric: [metric], from, to, branchIds: ids, granularity }}
      exportName={`${branchId}-${slug}-${from}-${to}.csv`}
      chart={<LazyChart kind={kind} {...timeline} valueFormatter={(x) => formatAxis(metric, x, lang)} series={[{ name: metric, label: t(`metrics.${metric}`), color }]} />}
      table={timelineTable(rows, period, [{ key: metric, metric, label: t(`metrics.${metric}`) }], lang)}
    />
  );

  return (
    <TravelProvider search={travel}>
      <Stack gap="lg">
        <BranchScreenTop
          branch={branch}
          title={(b) => t('branchVisitors.title', { name: placeNames.name(b.name) })}
          links={[
            { to: chainPath(travel), label: t('branch.toChain') },
            { to: branchPath(branchId, travel), label: t('branchVisitors.toBranch') },
          ]}
          navigate={navigate}
          search={search}
          onSearchChange={onSearchChange}
          coverage={v?.coverage}
          noData={noData}
          now={now}
          timeZones={timeZones}
        />
        <ChartCard
          title={t('landing.footfall')}
          subtitle={t(`granularity.${granularity}`)}
          {...cardState(series)}
          empty={noData}
          exportQuery={{ call: 'series', metric: ['visitors'], from, to, branchIds: ids, compare, granularity }}
          exportName={`${branchId}-footfall-${from}-${to}.csv`}
          chart={
            <LazyChart
              kind="line"
              {...timeline}
              valueFormatter={(x) => formatAxis('visitors', x, lang)}
              series={[
                { name: 'visitors', label: t('metrics.visitors'), color: 'brand.6' },
                ...(compare !== 'none' ? [{ name: 'visitorsCompare', label: t('chart.compare'), color: 'gray.5', dashed: true }] : []),
              ]}
            />
          }
          table={timelineTable(rows, period, withCompare({ key: 'visitors', metric: 'visitors', label: t('metrics.visitors') }, compare !== 'none', t('chart.compare')), lang)}
        />
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <ChartCard
              title={t('landing.heatmap')}
              subtitle={t('landing.heatmapHint')}
              {...cardState(heatmap)}
              empty={heatmap.data?.max === null}
              exportQuery={{ call: 'heatmap', metric: 'visitors', from, to, branchIds: ids }}
              exportName={`${branchId}-heatmap-${from}-${to}.csv`}
              chart={heatmap.data ? <Heatmap data={heatmap.data} caption={t('landing.heatmap')} /> : null}
              table={heatmapTable(heatmap.data, t, lang)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ChartCard
              title={t('landing.dwell')}
              {...cardState(visitors)}
              empty={noData}
              exportQuery={{ call: 'visitors', from, to, branchIds: ids }}
              exportName={`${branchId}-dwell-${from}-${to}.csv`}
              chart={
                <LazyChart
                  kind="bar"
                  horizontal
                  dataKey="bin"
                  valueFormatter={(x) => formatAxis('visitors', x, lang)}
                  data={dwellBars(v, t, lang)}
                  series={[{ name: 'visits', label: t('metrics.visitors'), color: 'brand.5' }]}
                />
              }
              table={dwellTable(v, t, lang)}
            />
          </Grid.Col>
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Card withBorder padding="lg" component="section" aria-label={t('branchVisitors.floorPlan')}>
              <Title order={3} fz="md">
                {t('branchVisitors.floorPlan')}
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                {t('branchVisitors.floorPlanHint')}
              </Text>
              {zones.isError ? (
                <QueryError compact error={zones.error} onRetry={() => zones.refetch()} />
              ) : zones.data ? (
                <FloorPlan zones={zones.data.zones} selectedId={zoneId} onSelect={(id) => onSearchChange({ zoneId: id })} label={t('branchVisitors.floorPlan')} />
              ) : (
                <Skeleton height={320} />
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ChartCard
              title={selectedZone ? t('branchVisitors.zoneTrend', { zone: placeName(selectedZone.zone.name) }) : t('branchVisitors.zoneTrendEmpty')}
              subtitle={selectedZone?.visitRate != null ? t('branchVisitors.zoneRate', { percent: formatPercent(selectedZone.visitRate, lang) }) : undefined}
              {...cardState(zones)}
              empty={trendRows.length === 0}
              exportQuery={{ call: 'zones', branchId, from, to, compare }}
              exportName={`${branchId}-zones-${from}-${to}.csv`}
              chart={
                <LazyChart
                  kind="composite"
                  data={trendRows}
                  dataKey="t"
                  ticks={timeTicks(trendRows.map((r) => r.t), zoneGranularity)}
                  xFormatter={(x) => formatTick(x, zoneGranularity, lang)}
                  valueFormatter={(x) => formatAxis('visitors', x, lang)}
                  rightValueFormatter={(x) => formatAxis('conversion', x, lang)}
                  series={[
                    { name: 'visits', label: t('zones.visits'), color: 'brand.5', type: 'bar' },
                    { name: 'visitRate', label: t('zones.visitRate'), color: 'orange.6', type: 'line', yAxisId: 'right' },
                  ]}
                />
              }
              table={{
                columns: [t('chart.period'), t('zones.visits'), t('zones.visitRate')],
                rows: trendRows.map((r) => [formatLocalStamp(r.t, lang), r.visits === null ? '—' : formatNumber(r.visits, lang), r.visitRate === null ? '—' : formatPercent(r.visitRate, lang)]),
              }}
            />
          </Grid.Col>
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            {trendCard('returningRate', 'line', 'teal.6', t('branchVisitors.returning'), v?.returningRate != null ? t('landing.returningShare', { percent: formatPercent(v.returningRate, lang) }) : undefined, 'returning')}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            {trendCard('coverage', 'bar', 'gray.6', t('branchVisitors.coverage'), v?.coverage.percent != null ? t('branchVisitors.coverageTotal', { percent: formatPercent(v.coverage.percent, lang) }) : undefined, 'coverage')}
          </Grid.Col>
        </Grid>
      </Stack>
    </TravelProvider>
  );
}
