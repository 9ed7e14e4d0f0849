// Issue 21: the summary CSV wrote "USD" against visitor counts. This exports every insights CSV
// (every call of /export, with the queries the screens send) from the seeded data and checks each
// column's unit against what its numbers are, from a table written here and not from csv.ts: a
// count carries no currency, money carries a currency, durations their unit, rates "%". The
// server writes the same files with the same writer (apps/server/src/insights/services.ts).
import { EXPORT_CALLS, INSIGHT_METRICS, METRIC_UNITS, type ExportCall, type InsightMetric, type MetricUnit } from '@atrium/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setInsightsClock } from './clock';
import { exportCsv } from './csv';

type Kind = MetricUnit | 'score' | 'none';

/** The units a column of each kind may name. Money: an ISO currency code, or "currency" when a `currency` column names it per row. */
const UNITS: Record<Exclude<Kind, 'none'>, (unit: string) => boolean> = {
  count: (u) => ['count', 'count per day', 'people', 'visitors'].includes(u),
  money: (u) => /^[A-Z]{3}$/.test(u) || u === 'currency',
  percent: (u) => u === '%',
  seconds: (u) => u === 's',
  hours: (u) => u === 'h',
  ratio: (u) => u === 'ratio',
  score: (u) => u === 'z',
};

const isMetric = (name: string): name is InsightMetric => (INSIGHT_METRICS as readonly string[]).includes(name);

/** What each column holds, by name: a metric's own unit, or one of these. A new column must be added here. */
const COLUMNS: Record<string, Kind> = {
  // words, ids, dates, flags
  id: 'none', code: 'none', name: 'none', city: 'none', country: 'none', status: 'none', currency: 'none', at: 'none', branchId: 'none',
  open: 'none', reason: 'none', holiday: 'none', sensorOnline: 'none', zoneId: 'none', kind: 'none', queueId: 'none', t: 'none', weekday: 'none', hour: 'none',
  start: 'none', end: 'none', metric: 'none', unit: 'none', from: 'none', to: 'none', section: 'none', key: 'none',
  // not metrics, but numbers of a known kind
  salesReporting: 'money', occupancy: 'count', capacity: 'count', queuePeople: 'count', visits: 'count', compareVisits: 'count',
  arrivals: 'count', visitRate: 'percent', delta: 'percent', avgWait: 'seconds', score: 'score',
  // anomalies: value and expected in the row's metric's unit (the `unit` column); the causes and the share of the change each explains
  cause1: 'none', cause2: 'none', cause3: 'none', cause1Target: 'none', cause2Target: 'none', cause3Target: 'none',
  cause1Share: 'percent', cause2Share: 'percent', cause3Share: 'percent', granularity: 'none', expected: 'none',
  // value columns whose unit is the row's `unit` column
  value: 'none', compareValue: 'none',
};

/** The visitors CSV's rows: section and key name what the value is. */
const VISITOR_ROWS: Record<string, Kind> = { newVisits: 'count', returningVisits: 'count', bounceRate: 'percent', groupShare: 'percent', dwellMinutes: 'count', weekdayVisitors: 'count', hourVisitors: 'count' };

function kindOfColumn(call: ExportCall, name: string): Kind | undefined {
  return COLUMNS[`${call}:${name}`] ?? (isMetric(name) ? METRIC_UNITS[name] : COLUMNS[name]);
}

/** The kind of a row whose unit is in its `unit` column (summary, series, visitors). */
function kindOfRow(row: Record<string, string>): Kind | undefined {
  const metric = row.metric;
  if (metric !== undefined) return isMetric(metric) ? METRIC_UNITS[metric] : undefined;
  const name = row.section === 'totals' ? (row.key ?? '') : (row.section ?? '');
  return isMetric(name) ? METRIC_UNITS[name] : VISITOR_ROWS[name];
}

const HEADER = /^(.+) \((.+)\)$/;

/** Splits a CSV without quoted commas (none of these files quote a number or a unit). */
function parse(body: string): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((line) => line.split(','));
  return { header, rows };
}

/** What is wrong with a file's units, one line each; empty when every column is right. */
function unitProblems(call: ExportCall, body: string): string[] {
  const problems: string[] = [];
  const { header, rows } = parse(body);
  const hasUnitColumn = header.includes('unit');
  header.forEach((column, i) => {
    const [, name = column, unit] = HEADER.exec(column) ?? [];
    const kind = kindOfColumn(call, name);
    if (kind === undefined) return problems.push(`${call}: column "${name}" is not in the test's table`);
    if (kind === 'none') {
      if (unit !== undefined) problems.push(`${call}: "${column}" holds no quantity but names a unit`);
      return;
    }
    if (unit === undefined) return problems.push(`${call}: "${column}" holds ${kind} but names no unit`);
    if (!UNITS[kind](unit)) problems.push(`${call}: "${column}" holds ${kind}, not ${unit}`);
    // the numbers are what the unit says: counts are never negative
    for (const row of rows) {
      const cell = row[i] ?? '';
      if (cell !== '' && !Number.isFinite(Number(cell))) problems.push(`${call}: "${column}" holds "${cell}"`);
      if (kind === 'count' && Number(cell) < 0) problems.push(`${call}: "${column}" holds a negative count ${cell}`);
    }
    return undefined;
  });
  if (hasUnitColumn) {
    for (const cells of rows) {
      const row = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
      const kind = kindOfRow(row);
      const unit = row.unit ?? '';
      const what = row.metric ?? `${row.section}/${row.key}`;
      if (kind === undefined || kind === 'none') problems.push(`${call}: row ${what} is not in the test's table`);
      else if (!UNITS[kind](unit)) problems.push(`${call}: row ${what} holds ${kind}, not ${unit}`);
    }
  }
  return problems;
}

const RANGE = { from: '2025-05-01', to: '2025-05-31' };
const METRIC_GROUPS = Array.from({ length: Math.ceil(INSIGHT_METRICS.length / 8) }, (_, i) => INSIGHT_METRICS.slice(i * 8, i * 8 + 8));

/** The exports the screens offer (chain overview, landing, branch pages), and every metric's series. */
const EXPORTS: Array<Record<string, unknown> & { call: ExportCall }> = [
  { call: 'summary', ...RANGE, compare: 'previous' },
  { call: 'summary', ...RANGE, branchIds: ['tyo-01'], compare: 'lastYear' },
  { call: 'series', metric: ['visitors', 'conversion'], ...RANGE, compare: 'previous', granularity: 'day' },
  { call: 'series', metric: ['sales', 'conversion'], from: '2025-06-01', to: '2025-06-01', branchIds: ['lon-01'], granularity: 'hour' },
  ...METRIC_GROUPS.map((metric) => ({ call: 'series' as const, metric, ...RANGE, branchIds: ['tlv-01'], granularity: 'week' })),
  { call: 'branches', ...RANGE, sortBy: 'visitors', orderBy: 'desc' },
  { call: 'heatmap', metric: 'visitors', ...RANGE },
  { call: 'heatmap', metric: 'sales', ...RANGE, branchIds: ['ber-01'] },
  { call: 'live' },
  { call: 'zones', branchId: 'lon-01', ...RANGE, compare: 'previous' },
  { call: 'queues', branchId: 'lon-01', from: '2025-06-01', to: '2025-06-02' },
  { call: 'visitors', ...RANGE },
  { call: 'anomalies', ...RANGE },
];

describe('@atrium/mock-api/insights csv: every column names the unit of its numbers (issue 21)', () => {
  beforeAll(() => setInsightsClock(() => Date.parse('2025-06-15T10:00:00Z')));
  afterAll(() => setInsightsClock(null));

  it('covers every exportable call', () => {
    expect(new Set(EXPORTS.map((e) => e.call))).toEqual(new Set(EXPORT_CALLS));
  });

  it.each(EXPORTS.map((query) => [query.call, query] as const))('%s', (_call, query) => {
    const outcome = exportCsv(query);
    if (!outcome.ok) throw new Error(`export failed: ${JSON.stringify(outcome)}`);
    const { rows } = parse(outcome.value.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(unitProblems(query.call, outcome.value.body)).toEqual([]);
  });

  it('the check itself: a currency on a count column, a count on money, or a unit on an id is caught', () => {
    expect(unitProblems('branches', 'id,visitors (USD),sales (count),code (%)\r\nber-01,12,3,BER-01\r\n')).toEqual([
      'branches: "visitors (USD)" holds count, not USD',
      'branches: "sales (count)" holds money, not count',
      'branches: "code (%)" holds no quantity but names a unit',
    ]);
    expect(unitProblems('summary', 'metric,unit,value\r\nvisitors,USD,12\r\nsales,EUR,3\r\n')).toEqual(['summary: row visitors holds count, not USD']);
  });
});
