// GET /export: the numbers of any call as CSV (RFC 4180: CRLF line ends, a header row, fields
// with commas, quotes or line breaks quoted, quotes doubled).
import {
  exportQuerySchema,
  INSIGHT_METRICS,
  writeCsv,
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
import {
  getAnomalies,
  getHeatmap,
  getLive,
  getQueues,
  getSeries,
  getSummary,
  getVisitors,
  getZones,
  listInsightsBranches,
  type InsightsOutcome,
} from './services';

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
  const parsed = exportQuerySchema.safeParse(query);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'query'] ??= []).push(issue.message);
    return { ok: false, reason: 'invalid', errors };
  }
  const { call, branchId, ...rest } = parsed.data;
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

function map<T>(outcome: InsightsOutcome<T>, f: (value: T) => CsvFile): InsightsOutcome<CsvFile> {
  return outcome.ok ? { ok: true, value: f(outcome.value) } : outcome;
}

/** The export of `query.call` with the rest of the query passed to that call (the mock's services). */
export function exportCsv(query: Record<string, unknown>): InsightsOutcome<CsvFile> {
  const request = parseExportQuery(query);
  if (!request.ok) return request;
  const { branchId: id, query: rest } = request.value;
  switch (request.value.call) {
    case 'summary':
      return map(getSummary(rest), (s) => csvFileOf('summary', id, s));
    case 'series':
      return map(getSeries(rest), (s) => csvFileOf('series', id, s));
    case 'branches':
      return map(listInsightsBranches(rest), (r) => csvFileOf('branches', id, r));
    case 'heatmap':
      return map(getHeatmap(rest), (h) => csvFileOf('heatmap', id, h));
    case 'live':
      return map(getLive(rest), (l) => csvFileOf('live', id, l));
    case 'zones':
      return map(getZones(id, rest), (z) => csvFileOf('zones', id, z));
    case 'queues':
      return map(getQueues(id, rest), (q) => csvFileOf('queues', id, q));
    case 'visitors':
      return map(getVisitors(rest), (v) => csvFileOf('visitors', id, v));
    case 'anomalies':
      return map(getAnomalies(rest), (a) => csvFileOf('anomalies', id, a));
  }
}

const CSV_WRITERS: { [C in ExportCall]: (answer: ExportAnswers[C], id: string) => CsvFile } = {
  summary: (s) => ({
    filename: `summary-${s.range.from}-${s.range.to}.csv`,
    body: toCsv(
      ['metric', 'value', 'compareValue', 'delta', 'currency', 'from', 'to'],
      INSIGHT_METRICS.map((m) => [m, s.kpis[m].value, s.kpis[m].compareValue, s.kpis[m].delta, s.currency, s.range.from, s.range.to]),
    ),
  }),
  series: (s) => ({
    filename: `series-${s.granularity}-${s.range.from}-${s.range.to}.csv`,
    body: toCsv(
      ['metric', 'branchId', 't', 'value', 'compareValue'],
      s.series.flatMap((series) => series.points.map((p) => [series.metric, series.branchId ?? 'all', p.t, p.value, p.compareValue])),
    ),
  }),
  branches: (r) => ({
    filename: `branches-${r.range.from}-${r.range.to}.csv`,
    body: toCsv(
      ['id', 'code', 'name', 'city', 'country', 'status', 'visitors', 'conversion', 'sales', 'currency', 'salesReporting', 'reportingCurrency', 'atv', 'occupancyRate', 'avgDwell', 'coverage'],
      r.branches.map((b) => [
        b.id,
        b.code,
        b.name,
        b.city,
        b.country,
        b.status,
        b.kpis.visitors,
        b.kpis.conversion,
        b.kpis.sales,
        b.currency,
        b.kpis.salesReporting,
        r.reportingCurrency,
        b.kpis.atv,
        b.kpis.occupancyRate,
        b.kpis.avgDwell,
        b.coverage.percent,
      ]),
    ),
  }),
  heatmap: (h) => ({
    filename: `heatmap-${h.metric}-${h.range.from}-${h.range.to}.csv`,
    body: toCsv(['weekday', 'hour', h.metric], h.cells.flatMap((row, wd) => row.map((v, hour) => [WEEKDAYS[wd], hour, v]))),
  }),
  live: (l) => ({
    filename: `live-${l.at.slice(0, 16).replace(':', '')}.csv`,
    body: toCsv(
      ['at', 'branchId', 'open', 'sensorOnline', 'occupancy', 'capacity', 'occupancyRate', 'status', 'queuePeople'],
      l.branches.map((b) => [l.at, b.branchId, b.open, b.sensorOnline, b.occupancy, b.capacity, b.occupancyRate, b.status, b.queuePeople]),
    ),
  }),
  zones: (z, id) => ({
    filename: `zones-${id}-${z.range.from}-${z.range.to}.csv`,
    body: toCsv(
      ['zoneId', 'name', 'kind', 'visits', 'visitRate', 'avgDwell', 'compareVisits', 'delta'],
      z.zones.map((s) => [s.zone.id, s.zone.name, s.zone.kind, s.visits, s.visitRate, s.avgDwell, s.compareVisits, s.delta]),
    ),
  }),
  queues: (q, id) => ({
    filename: `queues-${id}-${q.range.from}-${q.range.to}.csv`,
    body: toCsv(
      ['queueId', 'name', 't', 'avgWait', 'arrivals'],
      q.queues.flatMap((s) => s.series.map((p) => [s.queue.id, s.queue.name, p.t, p.avgWait, p.arrivals])),
    ),
  }),
  visitors: (v) => ({
    filename: `visitors-${v.range.from}-${v.range.to}.csv`,
    body: toCsv(
      ['section', 'key', 'value'],
      [
        ['totals', 'visitors', v.visitors],
        ['totals', 'newVisits', v.newVisits],
        ['totals', 'returningVisits', v.returningVisits],
        ['totals', 'returningRate', v.returningRate],
        ['totals', 'bounceRate', v.bounceRate],
        ['totals', 'groupShare', v.groupShare],
        ['totals', 'captureRate', v.captureRate],
        ['totals', 'avgDwell', v.avgDwell],
        ...v.dwellHistogram.map((b): Cell[] => ['dwellMinutes', `${b.fromMinutes}-${b.toMinutes ?? ''}`, b.visits]),
        ...v.byWeekday.map((d): Cell[] => ['weekdayVisitors', WEEKDAYS[d.weekday], d.visitors]),
        ...v.byHour.map((h): Cell[] => ['hourVisitors', h.hour, h.visitors]),
      ],
    ),
  }),
  anomalies: (a) => ({
    filename: `anomalies-${a.range.from}-${a.range.to}.csv`,
    body: toCsv(
      ['branchId', 'kind', 'start', 'end', 'value', 'expected', 'score'],
      a.anomalies.map((x) => [x.branchId, x.kind, x.start, x.end, x.value, x.expected, x.score]),
    ),
  }),
};
