// The store-analytics calls answered from SQL: the same validation (the contract's zod schemas),
// the same range rules and the same answers as the mock engine, with the summing done by the
// database (queries.ts) and the rates, labels and rounding done by the engine's own pure code.
import {
  anomaliesQuerySchema,
  anomalyIdSchema,
  eventsQuerySchema,
  branchesQuerySchema,
  heatmapQuerySchema,
  liveQuerySchema,
  queuesQuerySchema,
  REPORTING_CURRENCY,
  seriesQuerySchema,
  summaryQuerySchema,
  visitorsQuerySchema,
  zonesQuerySchema,
  type Anomaly,
  type AnomaliesResponse,
  type AnomalyDetail,
  type EventsResponse,
  type BranchDetail,
  type HeatmapResponse,
  type LiveResponse,
  type QueueStats,
  type QueuesResponse,
  type VisitorsResponse,
  type ZonesResponse,
  type BranchesResponse,
  type BranchWithKpis,
  type CompareMode,
  type Granularity,
  type InsightMetric,
  type Series,
  type SeriesResponse,
  type SummaryResponse,
} from '@atrium/api';
import * as domain from '@atrium/domain';
import type { z } from 'zod';
import {
  accumulatorOf,
  bucketsIn,
  byBranch,
  dwellBins,
  loadCatalog,
  anomalyMemos,
  type AnomalyMemos,
  hourlyFacts,
  loadSeedChain,
  outageRuns,
  type OutageRow,
  periodSums,
  queueSums,
  scopesOf,
  weekHourSums,
  zoneSums,
  zoneVisitsPerPeriod,
  type BranchRow,
  type DayRange,
  type PeriodRow,
  type QueryOptions,
  type Scope,
  type Sql,
} from './queries';

const {
  addCoverageInto,
  anomaliesAnswer,
  anomalyDetailOf,
  anomalyOf,
  anomalyRangeErrors,
  anomalyTarget,
  chainFindings,
  explainWindow,
  outageAnomaly,
  branchKpisOf,
  CAP_SECONDS,
  csvFileOf,
  branchEvents,
  eventsAnswer,
  explainBranch,
  DWELL_EDGES,
  heatmapMatrix,
  liveFrom,
  parseExportQuery,
  queueStatsOf,
  rankBranches,
  seriesAnswer,
  sparklineOf,
  summaryAnswer,
  visitorsAnswer,
  zoneRowsOf,
  zoneTrendPoints,
  checkGranularity,
  COMBINED_FIELDS,
  combineInto,
  compareRangeOf,
  coverageOf,
  DAY_MS,
  defaultGranularity,
  F,
  FIELD_COUNT,
  fieldsFor,
  moneyScale,
  parse,
  periodCount,
  pointsOf,
  rangeOut,
  resolveRange,
  sparkGranularity,
} = domain;

export type InsightsOutcome<T> = domain.InsightsOutcome<T>;
type ZoneSums = domain.ZoneSums;

const ok = <T>(value: T): InsightsOutcome<T> => ({ ok: true, value });
const invalid = (errors: Record<string, string[]>): InsightsOutcome<never> => ({ ok: false, reason: 'invalid', errors });
const notFound: InsightsOutcome<never> = { ok: false, reason: 'not-found' };

const BUCKET_SECONDS = 900;
const ALL_FIELDS = Int32Array.from({ length: FIELD_COUNT }, (_, i) => i);

export interface InsightsDeps {
  db: Sql;
  now: () => Date;
  options?: QueryOptions;
}

interface Ctx {
  now: number;
  todayDay: number;
}

function contextOf(deps: InsightsDeps): Ctx {
  const now = deps.now().getTime();
  return { now, todayDay: Math.floor(now / DAY_MS) };
}

async function resolveBranches(deps: InsightsDeps, ids: readonly string[] | undefined): Promise<InsightsOutcome<BranchRow[]>> {
  const catalog = await loadCatalog(deps.db);
  if (!ids || ids.length === 0) return ok(catalog.branches);
  const unknown = ids.filter((id) => !catalog.byId.has(id));
  if (unknown.length > 0) return invalid({ branchIds: unknown.map((id) => `Unknown branch "${id}"`) });
  return ok([...new Set(ids)].flatMap((id) => catalog.byId.get(id) ?? []));
}

/** What a ranged call over branches starts from: its parsed query, the clock, the range and the branches. */
interface RangedCall<T> {
  q: T;
  ctx: Ctx;
  range: DayRange;
  rows: BranchRow[];
}

/** Parses a ranged call's query, resolves its range and its branches, in the engine's order of errors. */
async function rangedCall<T extends { from?: string | undefined; to?: string | undefined; branchIds?: readonly string[] | undefined }>(
  deps: InsightsDeps,
  schema: z.ZodType<T>,
  query: unknown,
): Promise<InsightsOutcome<RangedCall<T>>> {
  const parsed = parse(schema, query);
  if (!parsed.ok) return parsed;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  const rows = await resolveBranches(deps, parsed.value.branchIds);
  if (!rows.ok) return rows;
  return ok({ q: parsed.value, ctx, range: range.value, rows: rows.value });
}

/** Chain totals (COMBINED_FIELDS) over a range, summed per branch in SQL, combined in branch order. */
async function combinedTotals(deps: InsightsDeps, scopes: readonly Scope[], range: DayRange, money: (b: BranchRow) => number): Promise<Float64Array> {
  const rows = await periodSums(deps.db, scopes, range, 'total', ALL_FIELDS, deps.options);
  const out = new Float64Array(COMBINED_FIELDS);
  for (const { row } of scopes) combineInto(out, accumulatorOf(rows, row.key, 1, ALL_FIELDS), 1, row, money(row));
  return out;
}

// ---------- GET /branches/{id} ----------

export async function getInsightsBranch(deps: InsightsDeps, id: string): Promise<InsightsOutcome<BranchDetail>> {
  const row = (await loadCatalog(deps.db)).byId.get(id);
  return row ? ok({ branch: row.branch, zones: row.zones, queues: row.queues }) : notFound;
}

// ---------- GET /summary ----------

export async function getSummary(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<SummaryResponse>> {
  const call = await rangedCall(deps, summaryQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, rows } = call.value;
  const scopes = scopesOf(rows, ctx.now);
  const money = moneyScale(rows, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range, q.compare ?? 'none');
  const [main, cmp] = await Promise.all([
    combinedTotals(deps, scopes, range, money.factor),
    cmpRange ? combinedTotals(deps, scopes, cmpRange, money.factor) : Promise.resolve(null),
  ]);
  return ok(summaryAnswer(range, cmpRange, money.currency, rows.map((r) => r.branch.id), main, cmp));
}

// ---------- GET /series ----------

/** Per-branch period sums of one range, fetched once for every group of a series call. */
async function branchPeriods(deps: InsightsDeps, scopes: readonly Scope[], range: DayRange, granularity: Granularity, fields: Int32Array) {
  return byBranch(await periodSums(deps.db, scopes, range, granularity, fields, deps.options));
}

/** Combines branches' period sums into COMBINED_FIELDS per period, as the engine does. */
function combinePeriods(
  rowsByBranch: Map<number, Array<{ p: number; v: number[] }>>,
  group: readonly BranchRow[],
  periods: number,
  granularity: Granularity,
  money: (b: BranchRow) => number,
  fields: Int32Array,
): Float64Array {
  const out = new Float64Array(periods * COMBINED_FIELDS);
  for (const row of group) {
    const rows = rowsByBranch.get(row.key) ?? [];
    const factor = money(row);
    if (granularity === 'hour') {
      // the engine's hourly path adds each hour straight in, money scaled by multiplication
      const capacitySeconds = BUCKET_SECONDS * row.branch.capacity;
      const validAt = fields.indexOf(F.VALID);
      for (const r of rows) {
        if (r.p < 0 || r.p >= periods) continue;
        const t = r.p * COMBINED_FIELDS;
        for (let k = 0; k < fields.length; k++) {
          const f = fields[k] as number;
          const v = r.v[k] ?? 0;
          out[t + f] = (out[t + f] as number) + (f === F.SALES || f === F.VALID_SALES ? v * factor : v);
        }
        out[t + CAP_SECONDS] = (out[t + CAP_SECONDS] as number) + (r.v[validAt] ?? 0) * capacitySeconds;
      }
    } else {
      const acc = accumulatorOf(
        rows.map((r) => ({ b: row.key, p: r.p, v: r.v })),
        row.key,
        periods,
        fields,
      );
      combineInto(out, acc, periods, row, factor, fields);
    }
  }
  return out;
}

/**
 * Above this many branches a series without grouping is summed per money factor in SQL (a few
 * rows per period instead of one per branch). Counts are exact either way; money may differ
 * from the branch-by-branch float sum in the last binary digit, below the 2 decimals served.
 */
const GROUPED_ABOVE = 48;

/** Group sums (one group per money factor) combined as the engine combines branches. */
function combineGroups(rows: readonly PeriodRow[], factors: readonly number[], periods: number, granularity: Granularity, fields: Int32Array): Float64Array {
  const out = new Float64Array(periods * COMBINED_FIELDS);
  const bucketsAt = fields.indexOf(F.BUCKETS);
  for (const r of rows) {
    if (r.p < 0 || r.p >= periods) continue;
    if (granularity !== 'hour' && (r.v[bucketsAt] ?? 0) === 0) continue;
    const factor = factors[r.b] ?? 1;
    const t = r.p * COMBINED_FIELDS;
    for (let k = 0; k < fields.length; k++) {
      const f = fields[k] as number;
      const v = r.v[k] ?? 0;
      out[t + f] = (out[t + f] as number) + (f === F.SALES || f === F.VALID_SALES ? v * factor : v);
    }
    out[t + CAP_SECONDS] = (out[t + CAP_SECONDS] as number) + (r.cap ?? 0) * BUCKET_SECONDS;
  }
  return out;
}

export async function computeSeries(
  deps: InsightsDeps,
  rows: readonly BranchRow[],
  metrics: readonly InsightMetric[],
  range: DayRange,
  granularity: Granularity,
  compare: CompareMode,
  groupBy: 'none' | 'branch',
  ctx: Ctx = contextOf(deps),
): Promise<SeriesResponse> {
  const money = moneyScale(rows, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range, compare);
  const scopes = scopesOf(rows, ctx.now);
  const fields = fieldsFor(metrics);
  if (groupBy === 'none' && rows.length > (deps.options?.groupAbove ?? GROUPED_ABOVE)) {
    // a large chain: the database sums branches per money factor, not only per branch
    const groupIndex = new Map<number, number>();
    const factors: number[] = [];
    for (const row of rows) {
      const factor = money.factor(row);
      if (!groupIndex.has(factor)) {
        groupIndex.set(factor, factors.length);
        factors.push(factor);
      }
    }
    const groupOf = (scope: Scope) => groupIndex.get(money.factor(scope.row)) ?? 0;
    const periods = periodCount(range, granularity);
    const cmpPeriods = cmpRange ? periodCount(cmpRange, granularity) : 0;
    const [mainRows, cmpRows] = await Promise.all([
      periodSums(deps.db, scopes, range, granularity, fields, deps.options, groupOf),
      cmpRange ? periodSums(deps.db, scopes, cmpRange, granularity, fields, deps.options, groupOf) : Promise.resolve(null),
    ]);
    const main = combineGroups(mainRows, factors, periods, granularity, fields);
    const cmp = cmpRows ? combineGroups(cmpRows, factors, cmpPeriods, granularity, fields) : null;
    const total = new Float64Array(COMBINED_FIELDS);
    addCoverageInto(total, main);
    const series = metrics.map((metric) => ({ metric, branchId: null, points: pointsOf(metric, range, granularity, main, cmp, cmpPeriods) }));
    return seriesAnswer(range, cmpRange, granularity, money.currency, total, series);
  }
  const [mainRows, cmpRows] = await Promise.all([
    branchPeriods(deps, scopes, range, granularity, fields),
    cmpRange ? branchPeriods(deps, scopes, cmpRange, granularity, fields) : Promise.resolve(null),
  ]);
  const groups: Array<{ branchId: string | null; rows: readonly BranchRow[] }> =
    groupBy === 'branch' ? rows.map((r) => ({ branchId: r.branch.id, rows: [r] })) : [{ branchId: null, rows }];
  const periods = periodCount(range, granularity);
  const cmpPeriods = cmpRange ? periodCount(cmpRange, granularity) : 0;
  const series: Series[] = [];
  const total = new Float64Array(COMBINED_FIELDS);
  for (const group of groups) {
    const main = combinePeriods(mainRows, group.rows, periods, granularity, money.factor, fields);
    const cmp = cmpRange && cmpRows ? combinePeriods(cmpRows, group.rows, cmpPeriods, granularity, money.factor, fields) : null;
    addCoverageInto(total, main);
    for (const metric of metrics) series.push({ metric, branchId: group.branchId, points: pointsOf(metric, range, granularity, main, cmp, cmpPeriods) });
  }
  return seriesAnswer(range, cmpRange, granularity, money.currency, total, series);
}

export async function getSeries(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<SeriesResponse>> {
  const call = await rangedCall(deps, seriesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, rows } = call.value;
  const granularity = q.granularity ?? defaultGranularity(range.toDay - range.fromDay + 1);
  const check = checkGranularity(range, granularity, rows.length);
  if (!check.ok) return check;
  return ok(await computeSeries(deps, rows, [...new Set(q.metric)], range, granularity, q.compare ?? 'none', q.groupBy ?? 'none', ctx));
}

// ---------- GET /branches (the ranking) ----------

export async function listInsightsBranches(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<BranchesResponse>> {
  const parsed = parse(branchesQuerySchema, query);
  if (!parsed.ok) return parsed;
  const q = parsed.value;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, q.from, q.to);
  if (!range.ok) return range;
  const needle = q.q?.trim().toLowerCase() ?? '';
  const country = q.country?.trim().toLowerCase() ?? '';
  const catalog = await loadCatalog(deps.db);
  const filtered = catalog.branches.filter(
    ({ branch }) =>
      (needle === '' || [branch.name, branch.code, branch.city, branch.country].some((v) => v.toLowerCase().includes(needle))) &&
      (q.status === undefined || branch.status === q.status) &&
      (country === '' || branch.country.toLowerCase() === country || branch.countryCode.toLowerCase() === country),
  );
  const scopes = scopesOf(filtered, ctx.now);
  // one GROUP BY gives every filtered branch's totals: the ranking sorts on them
  const totals = await periodSums(deps.db, scopes, range.value, 'total', ALL_FIELDS, deps.options);
  const rows = filtered.map((row) => {
    const acc = new Float64Array(COMBINED_FIELDS);
    combineInto(acc, accumulatorOf(totals, row.key, 1, ALL_FIELDS), 1, row, 1);
    return { row, acc, kpis: branchKpisOf(acc, row) };
  });
  const { shown, total } = rankBranches(rows, q, (r) => ({ name: r.row.branch.name, city: r.row.branch.city, kpis: r.kpis }));
  // sparklines only for the page shown: visitors per day, week or month
  const spark = sparkGranularity(range.value.toDay - range.value.fromDay + 1);
  const periods = periodCount(range.value, spark);
  const sparkFields = Int32Array.from([F.IN, F.VALID]);
  const sparkRows = await periodSums(deps.db, scopesOf(shown.map((r) => r.row), ctx.now), range.value, spark, sparkFields, deps.options);
  const branches: BranchWithKpis[] = shown.map(({ row, acc, kpis }) => ({
    ...row.branch,
    kpis,
    sparkline: sparklineOf(accumulatorOf(sparkRows, row.key, periods, sparkFields)),
    coverage: coverageOf(acc),
  }));
  return ok({ branches, total, range: rangeOut(range.value), reportingCurrency: REPORTING_CURRENCY });
}

// ---------- GET /heatmap ----------

/** Weekday × local hour accumulators (COMBINED_FIELDS per cell) and the days each cell was open. */
async function weekHourCells(deps: InsightsDeps, rows: readonly BranchRow[], range: DayRange, ctx: Ctx, money: (b: BranchRow) => number) {
  const { cells: cellRows, days } = await weekHourSums(deps.db, scopesOf(rows, ctx.now), range, ALL_FIELDS, deps.options);
  const cells = new Float64Array(168 * COMBINED_FIELDS);
  for (const row of rows) combineInto(cells, accumulatorOf(cellRows, row.key, 168, ALL_FIELDS), 168, row, money(row));
  const dayCount = new Float64Array(168);
  for (const [cell, n] of days) dayCount[cell] = n;
  return { cells, dayCount };
}

export async function getHeatmap(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<HeatmapResponse>> {
  const call = await rangedCall(deps, heatmapQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, rows } = call.value;
  const metric = q.metric ?? 'visitors';
  const money = moneyScale(rows, REPORTING_CURRENCY);
  const { cells, dayCount } = await weekHourCells(deps, rows, range, ctx, money.factor);
  return ok({ range: rangeOut(range), metric, currency: money.currency, ...heatmapMatrix(metric, cells, dayCount) });
}

// ---------- GET /live ----------

export async function getLive(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<LiveResponse>> {
  const parsed = parse(liveQuerySchema, query);
  if (!parsed.ok) return parsed;
  const rows = await resolveBranches(deps, parsed.value.branchIds);
  if (!rows.ok) return rows;
  const now = deps.now().getTime();
  // each branch's last hour and current quarter: from the quarter 59 minutes back to now
  const scopes = scopesOf(rows.value, now);
  const windows = scopes.map(({ row, limit }) => ({ key: row.key, fromBi: limit - 4, toBi: limit + 1 }));
  const fields = Int32Array.from([F.VALID, F.IN, F.OUT, F.DWELL, F.Q_WAIT]);
  const buckets = await bucketsIn(deps.db, windows, fields);
  const byKey = new Map<number, Map<number, number[]>>();
  for (const b of buckets) {
    let m = byKey.get(b.b);
    if (!m) byKey.set(b.b, (m = new Map<number, number[]>()));
    m.set(b.bi, b.v);
  }
  const branches = rows.value.map((row) =>
    liveFrom(row.branch, now, (day, minute) => {
      const v = byKey.get(row.key)?.get(day * 96 + Math.floor(minute / 15));
      return v ? { valid: v[0] === 1, in: v[1] ?? 0, out: v[2] ?? 0, dwell: v[3] ?? 0, queueWait: v[4] ?? 0 } : null;
    }),
  );
  return ok({ at: new Date(now).toISOString(), branches });
}

// ---------- GET /branches/{id}/zones ----------

export async function getZones(deps: InsightsDeps, id: string, query: unknown): Promise<InsightsOutcome<ZonesResponse>> {
  const row = (await loadCatalog(deps.db)).byId.get(id);
  if (!row) return notFound;
  const parsed = parse(zonesQuerySchema, query);
  if (!parsed.ok) return parsed;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  const [scope] = scopesOf([row], ctx.now) as [Scope];
  const inAndValid = Int32Array.from([F.IN, F.VALID]);
  const sum = async (r: DayRange): Promise<ZoneSums> => {
    const [zones, totals] = await Promise.all([zoneSums(deps.db, scope, r), periodSums(deps.db, [scope], r, 'total', inAndValid, deps.options)]);
    const visitors = totals[0]?.v[0] ?? 0;
    const valid = totals[0]?.v[1] ?? 0;
    const acc = new Float64Array(row.zones.length * 2);
    for (const [z, { visits, dwell }] of zones) {
      acc[z * 2] = visits;
      acc[z * 2 + 1] = dwell;
    }
    return { acc, visitors: valid > 0 ? visitors : null };
  };
  const cmpRange = compareRangeOf(range.value, parsed.value.compare ?? 'none');
  const [main, cmp] = await Promise.all([sum(range.value), cmpRange ? sum(cmpRange) : Promise.resolve(null)]);
  let trend: ZonesResponse['trend'] = null;
  const zoneId = parsed.value.zoneId;
  if (zoneId !== undefined) {
    const z = row.zones.findIndex((zone) => zone.id === zoneId);
    if (z < 0) return invalid({ zoneId: [`Unknown zone "${zoneId}"`] });
    const granularity = parsed.value.granularity ?? defaultGranularity(range.value.toDay - range.value.fromDay + 1);
    const check = checkGranularity(range.value, granularity, 1);
    if (!check.ok) return check;
    const fields = fieldsFor(['visitors']);
    const count = periodCount(range.value, granularity);
    const [periodRows, visitsPer] = await Promise.all([
      periodSums(deps.db, [scope], range.value, granularity, fields, deps.options),
      zoneVisitsPerPeriod(deps.db, scope, z, range.value, granularity),
    ]);
    const periods = accumulatorOf(periodRows, row.key, count, fields);
    const visits = new Float64Array(count);
    for (const [p, v] of visitsPer) visits[p] = v;
    trend = { zoneId, granularity, points: zoneTrendPoints(range.value, granularity, periods, visits) };
  }
  return ok({ trend, range: rangeOut(range.value), compareRange: cmpRange ? rangeOut(cmpRange) : null, visitors: main.visitors, zones: zoneRowsOf(row.zones, main, cmp) });
}

// ---------- GET /branches/{id}/queues ----------

export async function getQueues(deps: InsightsDeps, id: string, query: unknown): Promise<InsightsOutcome<QueuesResponse>> {
  const row = (await loadCatalog(deps.db)).byId.get(id);
  if (!row) return notFound;
  const parsed = parse(queuesQuerySchema, query);
  if (!parsed.ok) return parsed;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  const granularity = parsed.value.granularity ?? defaultGranularity(range.value.toDay - range.value.fromDay + 1);
  const check = checkGranularity(range.value, granularity, 1);
  if (!check.ok) return check;
  const [scope] = scopesOf([row], ctx.now) as [Scope];
  const { totals, periods: perQueue } = await queueSums(deps.db, scope, range.value, granularity);
  const periods = periodCount(range.value, granularity);
  const queues: QueueStats[] = row.queues.map((queue, qi) => {
    const t = totals.get(qi) ?? { arrivals: 0, served: 0, abandoned: 0, wait: 0, service: 0, over: 0, maxLength: 0 };
    // arrivals, wait seconds and served per period, as the engine keeps them
    const perPeriod = new Float64Array(periods * 3);
    for (const at of perQueue.get(qi) ?? []) {
      if (at.p < 0 || at.p >= periods) continue;
      perPeriod[at.p * 3] = at.arrivals;
      perPeriod[at.p * 3 + 1] = at.wait;
      perPeriod[at.p * 3 + 2] = at.served;
    }
    return queueStatsOf(queue, t, perPeriod, range.value, granularity);
  });
  return ok({ range: rangeOut(range.value), granularity, queues });
}

// ---------- GET /visitors ----------

export async function getVisitors(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<VisitorsResponse>> {
  const call = await rangedCall(deps, visitorsQuerySchema, query);
  if (!call.ok) return call;
  const { ctx, range, rows } = call.value;
  const scopes = scopesOf(rows, ctx.now);
  const [totals, bins, { cells, dayCount }] = await Promise.all([
    combinedTotals(deps, scopes, range, () => 1),
    dwellBins(deps.db, scopes, range, DWELL_EDGES),
    weekHourCells(deps, rows, range, ctx, () => 1),
  ]);
  return ok(visitorsAnswer(range, totals, bins, cells, dayCount));
}

// ---------- GET /anomalies ----------

// ---------- GET /events ----------

export async function getEvents(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<EventsResponse>> {
  const call = await rangedCall(deps, eventsQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, rows } = call.value;
  const scopes = scopesOf(rows, ctx.now);
  const [chain, outages] = await Promise.all([loadSeedChain(deps.db), outageRuns(deps.db, scopes, range)]);
  const perBranch = rows.map((row) => {
    const seed = chain.byId.get(row.branch.id);
    return seed ? branchEvents(seed, range, ctx.todayDay, outages.filter((o) => o.b === row.key)) : [];
  });
  return ok(eventsAnswer(range, perBranch, q.type));
}

/**
 * The explained findings of one branch over local days [range] (`domain.explainBranch`), from SQL
 * sums: the facts from `explainWindow` before the range (its baselines and the calendar's
 * history), the calendar of the seed's chain and the outages of the facts. The same findings as
 * the mock's `explainedFindingsOf`.
 */
export async function explainedFindings(deps: InsightsDeps, branchId: string, range: DayRange): Promise<domain.Finding[] | null> {
  const row = (await loadCatalog(deps.db)).byId.get(branchId);
  if (!row) return null;
  const chain = await loadSeedChain(deps.db);
  return branchFindings(deps, chain, row, range);
}

async function branchFindings(deps: InsightsDeps, chain: Awaited<ReturnType<typeof loadSeedChain>>, row: BranchRow, range: DayRange): Promise<domain.Finding[] | null> {
  const ctx = contextOf(deps);
  const [scope] = scopesOf([row], ctx.now);
  const seed = chain.byId.get(row.branch.id);
  if (!scope || !seed) return null;
  const facts = explainWindow(range);
  const [hourly, outages] = await Promise.all([hourlyFacts(deps.db, scope, facts, deps.options), outageRuns(deps.db, [scope], facts)]);
  return explainBranch(seed, hourly, branchEvents(seed, facts, ctx.todayDay, outages), range.fromDay, range.toDay);
}

/** The chain's findings and outage runs kept per day, per database (forgotten with the catalog at a re-seed). */
function memosOf(deps: InsightsDeps): AnomalyMemos {
  let memos = anomalyMemos.get(deps.db);
  if (!memos) anomalyMemos.set(deps.db, (memos = { findings: new domain.DayMemo<domain.Finding>(), outages: new domain.DayMemo<OutageRow>(), answers: new Map() }));
  return memos;
}

const settledOf = (catalog: Awaited<ReturnType<typeof loadCatalog>>, now: number) =>
  domain.settledBefore(
    catalog.branches.map((r) => r.branch.timezone),
    now,
  );

/** The findings of every branch over local days [range], chain-wide moves named seasonal (as the mock's). */
async function chainFindingsOf(deps: InsightsDeps, range: DayRange): Promise<domain.Finding[]> {
  const now = deps.now().getTime();
  const catalog = await loadCatalog(deps.db);
  return memosOf(deps).findings.ofAsync(range, settledOf(catalog, now), now, (span) => computeChainFindings(deps, span));
}

/** The outage runs of every branch over local days [range]. */
async function chainOutagesOf(deps: InsightsDeps, range: DayRange): Promise<OutageRow[]> {
  const now = deps.now().getTime();
  const catalog = await loadCatalog(deps.db);
  return memosOf(deps).outages.ofAsync(range, settledOf(catalog, now), now, (span) => outageRuns(deps.db, scopesOf(catalog.branches, now), span));
}

async function computeChainFindings(deps: InsightsDeps, range: DayRange): Promise<domain.Finding[]> {
  const [catalog, chain] = await Promise.all([loadCatalog(deps.db), loadSeedChain(deps.db)]);
  const perBranch: domain.Finding[][] = [];
  // one branch at a time: each reads months of hourly facts
  for (const row of catalog.branches) perBranch.push((await branchFindings(deps, chain, row, range)) ?? []);
  return chainFindings(perBranch, catalog.branches.length);
}

/**
 * Judges the days a list may ask for (the longest range, ending today) ahead of the first
 * request: main.ts calls it once it listens, so the first anomaly list or "Why?" of a process
 * reads held findings instead of months of facts (seconds on PGlite). Days that are over stay held;
 * today's are judged again per quarter-hour when asked.
 */
export async function warmAnomalies(deps: InsightsDeps): Promise<void> {
  const today = contextOf(deps).todayDay;
  const range = { fromDay: today - domain.MAX_ANOMALY_RANGE_DAYS + 1, toDay: today };
  await Promise.all([chainFindingsOf(deps, range), chainOutagesOf(deps, range)]);
}

const shaped = new WeakMap<object, Anomaly>();

function shapedOnce(source: object, shape: () => Anomaly): Anomaly {
  let item = shaped.get(source);
  if (!item) shaped.set(source, (item = shape()));
  return item;
}

export async function getAnomalies(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<AnomaliesResponse>> {
  const call = await rangedCall(deps, anomaliesQuerySchema, query);
  if (!call.ok) return call;
  const { q, range, rows } = call.value;
  const tooLong = anomalyRangeErrors(range);
  if (tooLong) return invalid(tooLong);
  const [findings, outages] = await Promise.all([chainFindingsOf(deps, range), chainOutagesOf(deps, range)]);
  // the same range and branches again (another page or filter, a refetch), nothing judged since:
  // the items as last shaped and sorted
  const memos = memosOf(deps);
  const key = `${range.fromDay}|${range.toDay}|${rows.map((r) => r.key).join(',')}`;
  const stamp = `${memos.findings.stamp}|${memos.outages.stamp}`;
  const held = memos.answers.get(key);
  if (held?.stamp === stamp) {
    // the same page of the same filter again: the answer as handed out before (its JSON is kept too)
    const pageKey = JSON.stringify([q.metric, q.kind, q.cause, q.page, q.perPage]);
    let answer = held.pages.get(pageKey);
    if (!answer) {
      answer = kept(anomaliesAnswer(range, held.items, q));
      held.pages.set(pageKey, answer);
      if (held.pages.size > 64) held.pages.delete(held.pages.keys().next().value ?? pageKey);
    }
    return ok(answer);
  }
  const byId = new Map(rows.map((r) => [r.branch.id, r]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const items: Anomaly[] = [];
  // the held findings and runs are the same objects from request to request: each is shaped once
  for (const f of findings) {
    const row = byId.get(f.branchId);
    if (row) items.push(shapedOnce(f, () => anomalyOf(f, row.branch.currency)));
  }
  for (const o of outages) {
    const row = byKey.get(o.b);
    if (row) items.push(shapedOnce(o, () => outageAnomaly(row.branch.id, row.branch.currency, o.day, o.fromQ, o.toQ)));
  }
  const answer = anomaliesAnswer(range, items, q);
  // anomaliesAnswer sorted a filtered copy; keep the whole list sorted once for the next request
  items.sort(domain.byNewest);
  memos.answers.set(key, { stamp, items, pages: new Map() });
  if (memos.answers.size > 32) memos.answers.delete(memos.answers.keys().next().value ?? key);
  return ok(answer);
}

/** One anomaly with its explanation; not found for an id naming no finding (an outage has none). */
export async function getAnomaly(deps: InsightsDeps, id: string): Promise<InsightsOutcome<AnomalyDetail>> {
  if (!anomalyIdSchema.safeParse(id).success) return notFound;
  const ctx = contextOf(deps);
  const catalog = await loadCatalog(deps.db);
  const target = anomalyTarget(id, catalog.branches.map((r) => r.branch.id));
  if (!target || target.day > ctx.todayDay) return notFound;
  const finding = (await chainFindingsOf(deps, { fromDay: target.day, toDay: target.day })).find((f) => f.id === id);
  const row = finding ? catalog.byId.get(finding.branchId) : undefined;
  return finding && row ? ok(detailOnce(finding, row.branch.currency)) : notFound;
}

const details = new WeakMap<domain.Finding, AnomalyDetail>();

/** A held finding's detail, shaped on its first request and handed out again unchanged. */
function detailOnce(finding: domain.Finding, currency: string): AnomalyDetail {
  let detail = details.get(finding);
  if (!detail) details.set(finding, (detail = kept(anomalyDetailOf(finding, currency))));
  return detail;
}

const keptAnswers = new WeakSet<object>();

/** Marks an answer these services keep and hand out again, never changed: its JSON may be kept with it (routes.ts). */
function kept<T extends object>(answer: T): T {
  keptAnswers.add(answer);
  return answer;
}

/** Whether `answer` is one the services keep unchanged (kept). */
export function isKept(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && keptAnswers.has(answer);
}

// ---------- GET /export ----------

export type CsvFile = domain.CsvFile;

function mapOutcome<T>(outcome: InsightsOutcome<T>, f: (value: T) => CsvFile): InsightsOutcome<CsvFile> {
  return outcome.ok ? ok(f(outcome.value)) : outcome;
}

/** The CSV of `query.call`, written from this server's answer by the engine's writers. */
export async function exportCsv(deps: InsightsDeps, query: Record<string, unknown>): Promise<InsightsOutcome<CsvFile>> {
  const request = parseExportQuery(query);
  if (!request.ok) return request;
  const { branchId: id, query: rest } = request.value;
  switch (request.value.call) {
    case 'summary':
      return mapOutcome(await getSummary(deps, rest), (v) => csvFileOf('summary', id, v));
    case 'series':
      return mapOutcome(await getSeries(deps, rest), (v) => csvFileOf('series', id, v));
    case 'branches':
      return mapOutcome(await listInsightsBranches(deps, rest), (v) => csvFileOf('branches', id, v));
    case 'heatmap':
      return mapOutcome(await getHeatmap(deps, rest), (v) => csvFileOf('heatmap', id, v));
    case 'live':
      return mapOutcome(await getLive(deps, rest), (v) => csvFileOf('live', id, v));
    case 'zones':
      return mapOutcome(await getZones(deps, id, rest), (v) => csvFileOf('zones', id, v));
    case 'queues':
      return mapOutcome(await getQueues(deps, id, rest), (v) => csvFileOf('queues', id, v));
    case 'visitors':
      return mapOutcome(await getVisitors(deps, rest), (v) => csvFileOf('visitors', id, v));
    case 'anomalies':
      return mapOutcome(await getAnomalies(deps, rest), (v) => csvFileOf('anomalies', id, v));
  }
}
