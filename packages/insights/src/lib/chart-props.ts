// What the pages' chart cards share, as plain values: a card's state from its query, a chart's
// timeline props and a timeline's table view. No component here, so the landing's chunk takes
// nothing heavier than these few functions.
import type { Granularity, HeatmapResponse, InsightMetric, VisitorsResponse } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import type { TFunction } from 'i18next';
import type { TableView } from '../components/chart-card';
import { formatDwellBin, formatMetric, formatTick } from './format';
import type { ChartRow, TimeAxis } from './timeline';

/**
 * A chart card's loading, error and retry from its query. `drawn`: what the card draws when that
 * is a deferred copy of the query's data (still undefined for a render after the data came:
 * the card keeps its skeleton until then, rather than drawing nothing).
 */
export function cardState<T>(query: { data: T | undefined; error: unknown; refetch: () => unknown }, ...drawn: [T | undefined] | []) {
  const data = drawn.length > 0 ? drawn[0] : query.data;
  return { loading: data === undefined && !query.error, error: query.error, onRetry: () => query.refetch() };
}

/** A chart's props for a timeline: its rows, round ticks, closed bands and tick labels. */
export function timelineChart(axis: TimeAxis, granularity: Granularity, closedLabel: string, lang: string) {
  return {
    data: axis.data,
    dataKey: 't',
    ticks: axis.ticks,
    closed: { bands: axis.bands, label: closedLabel },
    xFormatter: (x: string) => formatTick(x, granularity, lang),
  };
}

/** One value column of a timeline table: the row key, the metric that formats it, its header. */
export interface MetricColumn {
  key: string;
  metric: InsightMetric;
  label: string;
  currency?: string;
}

/** A metric's column and, when the page compares, its compare column beside it. */
export function withCompare(column: MetricColumn, compare: boolean, compareLabel: string): MetricColumn[] {
  return compare ? [column, { ...column, key: `${column.key}Compare`, label: compareLabel }] : [column];
}

/** The table view of timeline rows: the stamp (`stamp`: how it reads), then each column's value. */
export function timelineTable(rows: readonly ChartRow[], stamp: { label: string; format: (t: string) => string }, columns: readonly MetricColumn[], lang: string): TableView {
  return {
    columns: [stamp.label, ...columns.map((c) => c.label)],
    rows: rows.map((r) => [stamp.format(String(r.t)), ...columns.map((c) => formatMetric(c.metric, r[c.key] as number | null, lang, c.currency))]),
  };
}

/** The visitors heatmap's table view: a row per weekday, a column per hour. */
export function heatmapTable(data: HeatmapResponse | undefined, t: TFunction<'insights'>, lang: string): TableView {
  return {
    columns: [t('heatmap.weekday'), ...Array.from({ length: 24 }, (_, h) => String(h))],
    rows: (data?.cells ?? []).map((row, wd) => [t(`weekdays.${wd}`), ...row.map((x) => formatMetric('visitors', x, lang))]),
  };
}

/** The dwell histogram's bars: each bin's label and its visits. */
export function dwellBars(visitors: VisitorsResponse | undefined, t: TFunction<'insights'>, lang: string): Array<{ bin: string; visits: number }> {
  return (visitors?.dwellHistogram ?? []).map((b) => ({ bin: formatDwellBin(b.fromMinutes, b.toMinutes, lang, t('landing.minutes')), visits: b.visits }));
}

/** The dwell histogram's table view. */
export function dwellTable(visitors: VisitorsResponse | undefined, t: TFunction<'insights'>, lang: string): TableView {
  return { columns: [t('landing.dwellBin'), t('metrics.visitors')], rows: dwellBars(visitors, t, lang).map((b) => [b.bin, formatNumber(b.visits, lang)]) };
}
