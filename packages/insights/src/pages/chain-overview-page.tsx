// /dashboards/all-branches: the chain at a glance for a range, against a compare range.
import type { InsightMetric } from '@atrium/api/insights';
import { EmptyState, PageHeader } from '@atrium/ui-kit';
import { Button, Card, Grid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { anomaliesQuery, branchesQuery, seriesQuery, summaryQuery } from '../api/queries';
import { AnomaliesList } from '../components/anomalies-list';
import { anomalyChartPath, TravelProvider, type Navigate } from '../components/branch-link';
import { ChartCard } from '../components/chart-card';
import { CoverageNotice } from '../components/coverage-notice';
import { downloadCsv } from '../components/csv-download';
import { KpiCards } from '../components/kpi-cards';
import { LazyChart } from '../components/lazy-chart';
import { QueryError } from '../components/query-error';
import { RangePicker } from '../components/range-picker';
import { RankingTable } from '../components/ranking-table';
import { WorldMap } from '../components/world-map';
import { cardState, timelineChart, timelineTable, withCompare } from '../lib/chart-props';
import { formatAxis, formatLocalStamp } from '../lib/format';
import type { ChainOverviewSearch } from '../lib/search';
import { timeAxis } from '../lib/timeline';
import { travelOf } from '../lib/travel';
import { chartRows, findSeries, rangeParams, useChainZones } from '../lib/use-range';

export interface ChainOverviewPageProps {
  search: ChainOverviewSearch;
  onSearchChange: (next: Partial<ChainOverviewSearch>) => void;
  /** client-side navigation for links to branch pages; plain links without it */
  navigate?: Navigate;
  now?: Date;
}

const KPIS: InsightMetric[] = ['visitors', 'conversion', 'sales', 'atv', 'salesPerVisitor', 'avgDwell'];

export function ChainOverviewPage({ search, onSearchChange, navigate, now }: ChainOverviewPageProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  // the range in the covered branches' own days, whatever the browser's zone
  const timeZones = useChainZones(search.branchIds);
  const { from, to, granularity } = rangeParams(search, search.branchIds.length === 1, now, timeZones);
  const branchIds = search.branchIds;
  const compare = search.compare;
  const travel = travelOf(search);
  const summary = useQuery(summaryQuery({ from, to, branchIds, compare }));
  const series = useQuery(seriesQuery({ metric: [...KPIS, 'coverage'], from, to, branchIds, compare, granularity }));
  const branches = useQuery(branchesQuery({ from, to, itemsPerPage: 100 }));
  const anomalies = useQuery(anomaliesQuery({ from, to, branchIds }));
  const currency = summary.data?.currency ?? 'USD';
  const rows = chartRows(series.data, ['visitors', 'conversion', 'coverage'], compare !== 'none');
  const axis = timeAxis(rows, { from, to, granularity, keys: ['visitors', 'visitorsCompare', 'conversion', 'coverage'], trim: 2 });
  const sparklines = Object.fromEntries(KPIS.map((m) => [m, findSeries(series.data, m)?.points.map((p) => p.value) ?? []]));
  const noData = summary.data?.coverage.buckets === 0;
  const selected = branches.data?.branches.filter((b) => branchIds.length === 0 || branchIds.includes(b.id)) ?? [];

  return (
    <TravelProvider search={travel}>
      <Stack gap="lg">
        <PageHeader
          title={t('chain.title')}
          description={t('chain.description')}
          actions={
            <Button variant="default" onClick={() => void downloadCsv({ call: 'summary', from, to, branchIds, compare }, `summary-${from}-${to}.csv`)}>
              {t('chart.exportCsv')}
            </Button>
          }
        />
        <Card withBorder padding="md">
          <RangePicker
            value={search}
            onChange={(next) => onSearchChange({ ...next, page: 1 })}
            branches={branches.data?.branches}
            branchIds={branchIds}
            onBranchIdsChange={(ids) => onSearchChange({ branchIds: ids, page: 1 })}
            withGranularity
            now={now}
            timeZones={timeZones}
          />
        </Card>
        {summary.isError ? <QueryError error={summary.error} onRetry={() => summary.refetch()} /> : null}
        <CoverageNotice coverage={summary.data?.coverage} />
        {noData ? (
          <EmptyState title={t('states.noDataTitle')} description={t('states.noDataText')} />
        ) : (
          <>
            <KpiCards summary={summary.data} metrics={KPIS} loading={summary.isPending} sparklines={sparklines} />
            <ChartCard
              title={t('chain.visitorsVsConversion')}
              subtitle={t(`granularity.${granularity}`)}
              {...cardState(series)}
              exportQuery={{ call: 'series', metric: ['visitors', 'conversion'], from, to, branchIds, compare, granularity }}
              exportName={`visitors-conversion-${from}-${to}.csv`}
              chart={
                <LazyChart
                  kind="composite"
                  {...timelineChart(axis, granularity, t('chart.closed'), lang)}
                  height={300}
                  valueFormatter={(v) => formatAxis('visitors', v, lang)}
                  rightValueFormatter={(v) => formatAxis('conversion', v, lang)}
                  series={[
                    { name: 'visitors', label: t('metrics.visitors'), color: 'brand.5', type: 'bar' },
                    ...(compare !== 'none' ? [{ name: 'visitorsCompare', label: t('chart.compareOf', { metric: t('metrics.visitors') }), color: 'gray.5', type: 'line' as const, dashed: true }] : []),
                    { name: 'conversion', label: t('metrics.conversion'), color: 'orange.6', type: 'line', yAxisId: 'right' },
                  ]}
                />
              }
              table={timelineTable(
                rows,
                { label: t('chart.period'), format: (x) => formatLocalStamp(x, lang) },
                [
                  ...withCompare({ key: 'visitors', metric: 'visitors', label: t('metrics.visitors') }, compare !== 'none', t('chart.compareOf', { metric: t('metrics.visitors') })),
                  { key: 'conversion', metric: 'conversion', label: t('metrics.conversion'), currency },
                ],
                lang,
              )}
            />
          </>
        )}
        <RankingTable
          from={from}
          to={to}
          sortBy={search.sortBy}
          orderBy={search.orderBy}
          page={search.page}
          onSortChange={(sortBy, orderBy) => onSearchChange({ sortBy, orderBy, page: 1 })}
          onPageChange={(page) => onSearchChange({ page })}
          navigate={navigate}
          now={now}
          actions={
            <Button size="xs" variant="default" onClick={() => void downloadCsv({ call: 'branches', from, to, sortBy: search.sortBy, orderBy: search.orderBy }, `branches-${from}-${to}.csv`)}>
              {t('chart.exportCsv')}
            </Button>
          }
        />
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Card withBorder padding="lg" component="section" aria-label={t('chain.map')}>
              <Title order={3} fz="md" mb="sm">
                {t('chain.map')}
              </Title>
              {selected.length > 0 ? <WorldMap branches={selected} navigate={navigate} label={t('chain.mapLabel')} /> : null}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <AnomaliesList
              anomalies={anomalies.data?.anomalies}
              total={anomalies.data?.total}
              branches={branches.data?.branches}
              error={anomalies.error}
              onRetry={() => anomalies.refetch()}
              navigate={navigate}
              onShowOnChart={(a) => {
                const to = anomalyChartPath(a, travel);
                if (navigate) navigate(to);
                else window.location.assign(to);
              }}
              actions={
                <Button size="xs" variant="default" onClick={() => void downloadCsv({ call: 'anomalies', from, to, branchIds }, `anomalies-${from}-${to}.csv`)}>
                  {t('chart.exportCsv')}
                </Button>
              }
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </TravelProvider>
  );
}
