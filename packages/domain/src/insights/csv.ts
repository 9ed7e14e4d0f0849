// GET /export: the numbers of any call as CSV (RFC 4180: CRLF line ends, a header row, fields
// with commas, quotes or line breaks quoted, quotes doubled).
import {
  exportQuerySchema,
  INSIGHT_METRICS,
  METRIC_UNITS,
  writeCsv,
  type InsightMetric,
  type MetricUnit,
  type AnomaliesResponse,
  type BranchesResponse,
  type ExportCall,
  type HeatmapResponse,
  type LiveResponse,
  type QueuesResponse,
  type SeriesResponse,
  type SummaryResponse,
  type VisitorsResponse,
  type ZonesResponse,
} from '@atrium/api';
import { parse, type InsightsOutcome } from './analytics';

type Cell = string | number | boolean | null | undefined;

/** One shared writer (@atrium/api): quoting, the formula guard and the BOM in one place. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return writeCsv(header, rows, { bom: true });
}

export interface CsvFile {
  filename: string;
  body: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Every column names its unit (issue 21: the summary put "USD" against visitor counts). A
 * column of one metric carries it in its header, `visitors (count)`; a column whose rows mix
 * metrics has a `unit` column beside it. Money leaves in major units of the named currency
 * (8421.5 EUR), not the API's minor units, so a spreadsheet reads it as written.
 */
const UNIT_LABELS: Record<Exclude<MetricUnit, 'money'>, string> = { count: 'count', percent: '%', seconds: 's', ratio: 'ratio', hours: 'h' };

/** The unit of a metric's values in a CSV: the currency code for money. */
export function csvUnit(metric: InsightMetric, currency: string): string {
  const unit = METRIC_UNITS[metric];
  return unit === 'money' ? currency : UNIT_LABELS[unit];
}

/** A header naming its unit: `visitors (count)`, `sales (EUR)`. */
export const withUnit = (name: string, unit: string) => `${name} (${unit})`;

const minorDigits = new Map<string, number>();

/** Minor units (the API's money) to major units of the currency. */
export function toMajor(minor: number | null, currency: string): number | null {
  if (minor === null) return null;
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return Math.round(minor) / 10 ** digits;
}

/** A metric's value as the CSV writes it: money in major units, everything else as answered. */
export function csvValue(metric: InsightMetric, value: number | null, currency: string): number | null {
  return METRIC_UNITS[metric] === 'money' ? toMajor(value, currency) : value;
}

/** The answers each exportable call gives; a CSV is written from one of them. */
export interface ExportAnswers {
  summary: SummaryResponse;
  series: SeriesResponse;
  branches: BranchesResponse;
  heatmap: HeatmapResponse;
  live: LiveResponse;
  zones: ZonesResponse;
  queues: QueuesResponse;
  visitors: VisitorsResponse;
  anomalies: AnomaliesResponse;
}

export interface ExportRequest {
  call: ExportCall;
  /** the branch of zones and queues ('' for the others) */
  branchId: string;
  /** the rest of the query, passed to the call */
  query: Record<string, unknown>;
}

/** Validates an export query: the call, and a branch for the branch-scoped calls. */
export function parseExportQuery(query: Record<string, unknown>): InsightsOutcome<ExportRequest> {
  const parsed = parse(exportQuerySchema, query);
  if (!parsed.ok) return parsed;
  // the schema took exactly the call's own parameters (strict): the rest goes to the call
  const { call, ...parameters } = parsed.value;
  const { branchId, ...rest } = parameters as typeof parameters & { branchId?: string };
  const needsBranch = call === 'zones' || call === 'queues';
  if (needsBranch && branchId === undefined) return { ok: false, reason: 'invalid', errors: { branchId: ['Required for this call'] } };
  // the branches export holds every branch of a page of 100, not the screen's page size
  return { ok: true, value: { call, branchId: branchId ?? '', query: call === 'branches' ? { itemsPerPage: 100, ...rest } : rest } };
}

/** The CSV file of a call's answer. */
export function csvFileOf<C extends ExportCall>(call: C, branchId: string, answer: ExportAnswers[C]): CsvFile {
  const writer = CSV_WRITERS[call] as (value: ExportAnswers[C], id: string) => CsvFile;
  return writer(answer, branchId);
}

/** The visitors export's totals rows, in order, with their units. */
const VISITOR_TOTALS = [
  ['visitors', 'count'],
  ['newVisits', 'count'],
  ['returningVisits', 'count'],
  ['returningRate', '%'],
  ['bounceRate', '%'],
  ['groupShare', '%'],
  ['captureRate', '%'],
  ['avgDwell', 's'],
] as const satisfies ReadonlyArray<readonly [keyof VisitorsResponse, string]>;

/** A range's export file name: `summary-2025-05-01-2025-05-31.csv`. */
const fileName = (name: string, range: { from: string; to: string }) => `${name}-${range.from}-${range.to}.csv`;

const CSV_WRITERS: { [C in ExportCall]: (answer: ExportAnswers[C], id: string) => CsvFile } = {
  summary: (s) => ({
    filename: fileName('summary', s.range),
    body: toCsv(
      ['metric', 'unit', 'value', 'compareValue', withUnit('delta', '%'), 'from', 'to'],
      INSIGHT_METRICS.map((m) => [m, csvUnit(m, s.currency), csvValue(m, s.kpis[m].value, s.currency), csvValue(m, s.kpis[m].compareValue, s.currency), s.kpis[m].delta, s.range.from, s.range.to]),
    ),
  }),
  series: (s) => ({
    filename: fileName(`series-${s.granularity}`, s.range),
    body: toCsv(
      ['metric', 'unit', 'branchId', 't', 'value', 'compareValue'],
      s.series.flatMap((series) =>
        series.points.map((p) => [series.metric, csvUnit(series.metric, s.currency), series.branchId ?? 'all', p.t, csvValue(series.metric, p.value, s.currency), csvValue(series.metric, p.compareValue, s.currency)]),
      ),
    ),
  }),
  branches: (r) => ({
    filename: fileName('branches', r.range),
    body: toCsv(
      [
        'id',
        'code',
        'name',
        'city',
        'country',
        'status',
        withUnit('visitors', 'count'),
        withUnit('conversion', '%'),
        'currency',
        withUnit('sales', 'currency'),
        withUnit('atv', 'currency'),
        withUnit('salesReporting', r.reportingCurrency),
        withUnit('occupancyRate', '%'),
        withUnit('avgDwell', 's'),
        withUnit('coverage', '%'),
      ],
      r.branches.map((b) => [
        b.id,
        b.code,
        b.name,
        b.city,
        b.country,
        b.status,
        b.kpis.visitors,
        b.kpis.conversion,
        b.currency,
        toMajor(b.kpis.sales, b.currency),
        toMajor(b.kpis.atv, b.currency),
        toMajor(b.kpis.salesReporting, r.reportingCurrency),
        b.kpis.occupancyRate,
        b.kpis.avgDwell,
        b.coverage.percent,
      ]),
    ),
  }),
  heatmap: (h) => ({
    filename: fileName(`heatmap-${h.metric}`, h.range),
    body: toCsv(['weekday', 'hour', withUnit(h.metric, csvUnit(h.metric, h.currency))], h.cells.flatMap((row, wd) => row.map((v, hour) => [WEEKDAYS[wd], hour, csvValue(h.metric, v, h.currency)]))),
  }),
  live: (l) => ({
    filename: `live-${l.at.slice(0, 16).replace(':', '')}.csv`,
    body: toCsv(
      ['at', 'branchId', 'open', 'reason', 'holiday', 'sensorOnline', withUnit('occupancy', 'people'), withUnit('capacity', 'people'), withUnit('occupancyRate', '%'), 'status', withUnit('queuePeople', 'people')],
      l.branches.map((b) => [l.at, b.branchId, b.open, b.reason, b.holiday?.name ?? '', b.sensorOnline, b.occupancy, b.capacity, b.occupancyRate, b.status, b.queuePeople]),
    ),
  }),
  zones: (z, id) => ({
    filename: fileName(`zones-${id}`, z.range),
    body: toCsv(
      ['zoneId', 'name', 'kind', withUnit('visits', 'count'), withUnit('visitRate', '%'), withUnit('avgDwell', 's'), withUnit('compareVisits', 'count'), withUnit('delta', '%')],
      z.zones.map((s) => [s.zone.id, s.zone.name, s.zone.kind, s.visits, s.visitRate, s.avgDwell, s.compareVisits, s.delta]),
    ),
  }),
  queues: (q, id) => ({
    filename: fileName(`queues-${id}`, q.range),
    body: toCsv(
      ['queueId', 'name', 't', withUnit('avgWait', 's'), withUnit('arrivals', 'count')],
      q.queues.flatMap((s) => s.series.map((p) => [s.queue.id, s.queue.name, p.t, p.avgWait, p.arrivals])),
    ),
  }),
  visitors: (v) => ({
    filename: fileName('visitors', v.range),
    body: toCsv(
      ['section', 'key', 'value', 'unit'],
      [
        ...VISITOR_TOTALS.map(([key, unit]): Cell[] => ['totals', key, v[key], unit]),
        ...v.dwellHistogram.map((b): Cell[] => ['dwellMinutes', `${b.fromMinutes}-${b.toMinutes ?? ''}`, b.visits, 'count']),
        ...v.byWeekday.map((d): Cell[] => ['weekdayVisitors', WEEKDAYS[d.weekday], d.visitors, 'count per day']),
        ...v.byHour.map((h): Cell[] => ['hourVisitors', h.hour, h.visitors, 'count per day']),
      ],
    ),
  }),
  anomalies: (a) => ({
    filename: fileName('anomalies', a.range),
    body: toCsv(
      [
        'id',
        'branchId',
        'metric',
        'granularity',
        'queueId',
        'kind',
        'start',
        'end',
        'value',
        'expected',
        'unit',
        withUnit('score', 'z'),
        ...[1, 2, 3].flatMap((n) => [`cause${n}`, `cause${n}Target`, withUnit(`cause${n}Share`, '%')]),
      ],
      a.anomalies.map((x): Cell[] => [
        x.id,
        x.branchId,
        x.metric,
        x.granularity,
        x.queueId,
        x.kind,
        x.start,
        x.end,
        csvValue(x.metric, x.value, x.currency),
        csvValue(x.metric, x.expected, x.currency),
        csvUnit(x.metric, x.currency),
        x.score,
        // the cause columns: ids and targets come from the data, so the writer's formula guard covers them like every text cell
        ...[0, 1, 2].flatMap((i): Cell[] => {
          const c = x.causes[i];
          return c ? [c.kind, c.target, Math.round(c.share * 100)] : [null, null, null];
        }),
      ]),
    ),
  }),
};
