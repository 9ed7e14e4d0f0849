// The store-analytics calls as plain functions: validate the query with the contract, resolve
// the range against the mock clock, roll the buckets up, and answer in the contract's shape.
import {
  anomaliesQuerySchema,
  branchesQuerySchema,
  branchStatusAt,
  heatmapQuerySchema,
  INSIGHT_METRICS,
  liveQuerySchema,
  MAX_15MIN_DAYS,
  MAX_POINTS_PER_SERIES,
  queuesQuerySchema,
  REPORTING_CURRENCY,
  seriesQuerySchema,
  summaryQuerySchema,
  visitorsQuerySchema,
  zonesQuerySchema,
  type Anomaly,
  type AnomaliesResponse,
  type Branch,
  type BranchDetail,
  type BranchesResponse,
  type BranchKpis,
  type BranchWithKpis,
  type CompareMode,
  type Coverage,
  type DwellBin,
  type Granularity,
  type HeatmapResponse,
  type InsightMetric,
  type KpiValue,
  type LiveBranch,
  type LiveResponse,
  type Queue,
  type QueueStats,
  type QueuesResponse,
  type ResolvedRange,
  type Series,
  type SeriesResponse,
  type SummaryResponse,
  type VisitorsResponse,
  type Zone,
  type ZonesResponse,
} from '@atrium/api';
import type { z } from 'zod';
import { DAY_MS, dayNumberOf, isoDateOf, localStamp, monthKeyOf, toLocal, weekdayOf } from './calendar';
import { insightsNow } from './clock';
import {
  addHoursInto,
  addRangeTotals,
  branchData,
  bucketSpan,
  COMBINED_FIELDS,
  combineInto,
  completeLimit,
  deltaOf,
  fieldsFor,
  getChain,
  METRIC_READERS,
  moneyScale,
  periodCount,
  periodLabel,
  periodTotals,
  readMetric,
  roundFor,
  SUM_METRICS,
  type DayRange,
  type MoneyBranch,
} from './engine';
import { F as FIELDS, FIELD_COUNT as FIELDS_PER_BUCKET, liveRand, QF as QUEUE_FIELDS, QUEUE_FIELD_COUNT as FIELDS_PER_QUEUE, queueData, zoneData, type BranchData } from './generator';
import type { SeedBranch } from './seed';

// Hot loops read module-local copies: test runners (Vite SSR) turn imported bindings into
// getter calls, which made the roll-ups 30× slower there.
const F = FIELDS;
const FIELD_COUNT = FIELDS_PER_BUCKET;
const QF = QUEUE_FIELDS;
const QUEUE_FIELD_COUNT = FIELDS_PER_QUEUE;

export type InsightsOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'invalid'; errors: Record<string, string[]> } | { ok: false; reason: 'not-found' };

const ok = <T>(value: T): InsightsOutcome<T> => ({ ok: true, value });
const invalid = (errors: Record<string, string[]>): InsightsOutcome<never> => ({ ok: false, reason: 'invalid', errors });
const notFound: InsightsOutcome<never> = { ok: false, reason: 'not-found' };

/** Longest range any call accepts: more than the data holds, less than a runaway loop. */
export const MAX_RANGE_DAYS = 5 * 366;

export function parse<S extends z.ZodType>(schema: S, input: unknown): InsightsOutcome<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return ok(result.data);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.map(String).join('.') || 'query'] ??= []).push(issue.message);
  return invalid(errors);
}

export interface Ctx {
  now: number;
  todayDay: number;
}

function context(): Ctx {
  const now = insightsNow();
  return { now, todayDay: getChain(now).todayDay };
}

/** The default range is the last 28 days ending yesterday. */
export function resolveRange(ctx: Ctx, from: string | undefined, to: string | undefined): InsightsOutcome<DayRange> {
  const toDay = to !== undefined ? dayNumberOf(to) : from !== undefined ? Math.max(dayNumberOf(from), ctx.todayDay - 1) : ctx.todayDay - 1;
  const fromDay = from !== undefined ? dayNumberOf(from) : Math.min(toDay, ctx.todayDay - 28);
  if (fromDay > toDay) return invalid({ from: ['from must not be after to'] });
  if (toDay - fromDay + 1 > MAX_RANGE_DAYS) return invalid({ to: [`The range may span at most ${MAX_RANGE_DAYS} days`] });
  return ok({ fromDay, toDay });
}

export function rangeOut(r: DayRange): ResolvedRange {
  return { from: isoDateOf(r.fromDay), to: isoDateOf(r.toDay), days: r.toDay - r.fromDay + 1 };
}

/** previous: the same number of days just before; lastYear: 364 days back, so weekdays align. */
export function compareRangeOf(r: DayRange, mode: CompareMode): DayRange | null {
  if (mode === 'none') return null;
  const shift = mode === 'lastYear' ? 364 : r.toDay - r.fromDay + 1;
  return { fromDay: r.fromDay - shift, toDay: r.toDay - shift };
}

function resolveBranches(ids: readonly string[] | undefined): InsightsOutcome<SeedBranch[]> {
  const chain = getChain();
  if (!ids || ids.length === 0) return ok(chain.branches);
  const unknown = ids.filter((id) => !chain.byId.has(id));
  if (unknown.length > 0) return invalid({ branchIds: unknown.map((id) => `Unknown branch "${id}"`) });
  return ok([...new Set(ids)].flatMap((id) => chain.byId.get(id) ?? []));
}

/** What a ranged call starts from: its parsed query, the clock and the range. */
interface RangedQuery<T> {
  q: T;
  ctx: Ctx;
  range: DayRange;
}

type RangedParams = { from?: string | undefined; to?: string | undefined };

/** Parses a ranged call's query and resolves its range, in that order of errors. */
function rangedQuery<T extends RangedParams>(schema: z.ZodType<T>, query: unknown): InsightsOutcome<RangedQuery<T>> {
  const parsed = parse(schema, query);
  if (!parsed.ok) return parsed;
  const ctx = context();
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  return ok({ q: parsed.value, ctx, range: range.value });
}

/** Parses a ranged call over branches, resolves its range and then its branches. */
function rangedCall<T extends RangedParams & { branchIds?: readonly string[] | undefined }>(
  schema: z.ZodType<T>,
  query: unknown,
): InsightsOutcome<RangedQuery<T> & { seeds: SeedBranch[] }> {
  const call = rangedQuery(schema, query);
  if (!call.ok) return call;
  const seeds = resolveBranches(call.value.q.branchIds);
  if (!seeds.ok) return seeds;
  return ok({ ...call.value, seeds: seeds.value });
}

/** Finds the branch of a branch-scoped call, then parses its query and resolves its range. */
function branchCall<T extends RangedParams>(id: string, schema: z.ZodType<T>, query: unknown): InsightsOutcome<RangedQuery<T> & { seed: SeedBranch }> {
  const seed = getChain().byId.get(id);
  if (!seed) return notFound;
  const call = rangedQuery(schema, query);
  if (!call.ok) return call;
  return ok({ ...call.value, seed });
}

export function coverageOf(acc: Float64Array, o = 0): Coverage {
  const buckets = acc[o + F.BUCKETS] ?? 0;
  const valid = acc[o + F.VALID] ?? 0;
  return { buckets, validBuckets: valid, percent: buckets > 0 ? Math.round((valid / buckets) * 10_000) / 100 : null };
}

/** Chain totals (COMBINED_FIELDS) of branches over a range, money in the answer's currency. */
function combinedTotals(seeds: readonly SeedBranch[], range: DayRange, ctx: Ctx, money: (s: SeedBranch) => number): Float64Array {
  const out = new Float64Array(COMBINED_FIELDS);
  const one = new Float64Array(FIELD_COUNT);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    one.fill(0);
    addRangeTotals(bd, range, completeLimit(bd, ctx.now), one);
    combineInto(out, one, 1, seed, money(seed));
  }
  return out;
}

export function kpisOf(main: Float64Array, compare: Float64Array | null): Record<InsightMetric, KpiValue> {
  const out = {} as Record<InsightMetric, KpiValue>;
  for (const metric of INSIGHT_METRICS) {
    const value = readMetric(metric, main);
    const compareValue = compare ? readMetric(metric, compare) : null;
    out[metric] = { value, compareValue, delta: deltaOf(value, compareValue) };
  }
  return out;
}

// ---------- GET /branches/{id} ----------

export function getInsightsBranch(id: string): InsightsOutcome<BranchDetail> {
  const seed = getChain().byId.get(id);
  return seed ? ok({ branch: seed.branch, zones: seed.zones, queues: seed.queues }) : notFound;
}

// ---------- GET /summary ----------

export function getSummary(query: unknown): InsightsOutcome<SummaryResponse> {
  const call = rangedCall(summaryQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const main = combinedTotals(seeds, range, ctx, money.factor);
  const cmpRange = compareRangeOf(range, q.compare ?? 'none');
  const cmp = cmpRange ? combinedTotals(seeds, cmpRange, ctx, money.factor) : null;
  return ok(summaryAnswer(range, cmpRange, money.currency, seeds.map((s) => s.branch.id), main, cmp));
}

/** The summary answer from the chain totals (COMBINED_FIELDS) of the range and of the compared range. */
export function summaryAnswer(range: DayRange, cmpRange: DayRange | null, currency: string, branchIds: string[], main: Float64Array, cmp: Float64Array | null): SummaryResponse {
  return {
    range: rangeOut(range),
    compareRange: cmpRange ? rangeOut(cmpRange) : null,
    currency,
    branchIds,
    coverage: coverageOf(main),
    compareCoverage: cmp ? coverageOf(cmp) : null,
    kpis: kpisOf(main, cmp),
  };
}

// ---------- GET /series ----------

/** A granularity that suits the range when the caller names none. */
export function defaultGranularity(days: number): Granularity {
  if (days <= 2) return 'hour';
  if (days <= 120) return 'day';
  if (days <= 550) return 'week';
  return 'month';
}

export function checkGranularity(range: DayRange, granularity: Granularity, branchCount: number): InsightsOutcome<true> {
  const days = range.toDay - range.fromDay + 1;
  if (granularity === '15min' && (branchCount !== 1 || days > MAX_15MIN_DAYS)) {
    return invalid({ granularity: [`15-minute points need exactly one branch and at most ${MAX_15MIN_DAYS} days`] });
  }
  const points = periodCount(range, granularity);
  if (points > MAX_POINTS_PER_SERIES) {
    return invalid({ granularity: [`${granularity} over ${days} days gives ${points} points; a series holds at most ${MAX_POINTS_PER_SERIES}`] });
  }
  return ok(true);
}

/** The granularity asked for, or the range's default, checked against the range and the number of branches. */
function granularityFor(range: DayRange, asked: Granularity | undefined, branchCount: number): InsightsOutcome<Granularity> {
  const granularity = asked ?? defaultGranularity(range.toDay - range.fromDay + 1);
  const check = checkGranularity(range, granularity, branchCount);
  return check.ok ? ok(granularity) : check;
}

/** Per-branch period accumulators, combined into COMBINED_FIELDS per period. */
function combinedPeriods(
  seeds: readonly SeedBranch[],
  range: DayRange,
  granularity: Granularity,
  ctx: Ctx,
  money: (s: SeedBranch) => number,
  fields: Int32Array,
): Float64Array {
  const periods = periodCount(range, granularity);
  const out = new Float64Array(periods * COMBINED_FIELDS);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    const limit = completeLimit(bd, ctx.now);
    if (granularity === 'hour') addHoursInto(bd, range, limit, fields, out, money(seed));
    else combineInto(out, periodTotals(bd, range, granularity, limit, fields), periods, seed, money(seed), fields);
  }
  return out;
}

export function pointsOf(metric: InsightMetric, range: DayRange, granularity: Granularity, main: Float64Array, cmp: Float64Array | null, cmpPeriods: number) {
  const periods = periodCount(range, granularity);
  const subDay = granularity === 'hour' || granularity === '15min';
  const points: Series['points'] = [];
  for (let p = 0; p < periods; p++) {
    const o = p * COMBINED_FIELDS;
    const hasCompare = cmp !== null && p < cmpPeriods;
    // below a day, hours when every branch is closed are left out rather than drawn as gaps
    if (subDay && (main[o + F.BUCKETS] ?? 0) === 0 && !(hasCompare && (cmp[o + F.BUCKETS] ?? 0) > 0)) continue;
    points.push({ t: periodLabel(range, granularity, p), value: readMetric(metric, main, o), compareValue: hasCompare ? readMetric(metric, cmp, o) : null });
  }
  return points;
}

/** Adds the buckets and online buckets of every period of `periods` (COMBINED_FIELDS each) to `total`. */
export function addCoverageInto(total: Float64Array, periods: Float64Array): void {
  for (let p = 0; p < periods.length; p += COMBINED_FIELDS) {
    total[F.BUCKETS] = (total[F.BUCKETS] ?? 0) + (periods[p + F.BUCKETS] ?? 0);
    total[F.VALID] = (total[F.VALID] ?? 0) + (periods[p + F.VALID] ?? 0);
  }
}

export function computeSeries(
  seeds: readonly SeedBranch[],
  metrics: readonly InsightMetric[],
  range: DayRange,
  granularity: Granularity,
  compare: CompareMode,
  groupBy: 'none' | 'branch',
  ctx: Ctx = context(),
): SeriesResponse {
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range, compare);
  const groups: Array<{ branchId: string | null; seeds: readonly SeedBranch[] }> =
    groupBy === 'branch' ? seeds.map((s) => ({ branchId: s.branch.id, seeds: [s] })) : [{ branchId: null, seeds }];
  const series: Series[] = [];
  const total = new Float64Array(COMBINED_FIELDS);
  const fields = fieldsFor(metrics);
  for (const group of groups) {
    const main = combinedPeriods(group.seeds, range, granularity, ctx, money.factor, fields);
    const cmp = cmpRange ? combinedPeriods(group.seeds, cmpRange, granularity, ctx, money.factor, fields) : null;
    const cmpPeriods = cmpRange ? periodCount(cmpRange, granularity) : 0;
    addCoverageInto(total, main);
    for (const metric of metrics) series.push({ metric, branchId: group.branchId, points: pointsOf(metric, range, granularity, main, cmp, cmpPeriods) });
  }
  return seriesAnswer(range, cmpRange, granularity, money.currency, total, series);
}

/** The series answer around its series, `total` holding the buckets and online buckets of all of them. */
export function seriesAnswer(range: DayRange, cmpRange: DayRange | null, granularity: Granularity, currency: string, total: Float64Array, series: Series[]): SeriesResponse {
  return { range: rangeOut(range), compareRange: cmpRange ? rangeOut(cmpRange) : null, granularity, currency, coverage: coverageOf(total), series };
}

export function getSeries(query: unknown): InsightsOutcome<SeriesResponse> {
  const call = rangedCall(seriesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const granularity = granularityFor(range, q.granularity, seeds.length);
  if (!granularity.ok) return granularity;
  return ok(computeSeries(seeds, [...new Set(q.metric)], range, granularity.value, q.compare ?? 'none', q.groupBy ?? 'none', ctx));
}

// ---------- GET /heatmap ----------

/** Weekday × local hour accumulators (COMBINED_FIELDS per cell) and the days each cell was open. */
function weekHourCells(seeds: readonly SeedBranch[], range: DayRange, ctx: Ctx, money: (s: SeedBranch) => number) {
  const cells = new Float64Array(168 * COMBINED_FIELDS);
  const days = range.toDay - range.fromDay + 1;
  const seen = new Uint8Array(168 * days);
  const dayCount = new Float64Array(168);
  const one = new Float64Array(168 * FIELD_COUNT);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    one.fill(0);
    const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
    for (let b = start; b < end; b++) {
      const day = bd.firstDay + (bd.dayIdx[b] ?? 0);
      const cell = weekdayOf(day) * 24 + ((bd.quarter[b] ?? 0) >> 2);
      const mark = cell * days + (day - range.fromDay);
      if (seen[mark] === 0) {
        seen[mark] = 1;
        dayCount[cell] = (dayCount[cell] ?? 0) + 1;
      }
      const o = b * FIELD_COUNT;
      const t = cell * FIELD_COUNT;
      for (let f = 0; f < FIELD_COUNT; f++) one[t + f] = (one[t + f] ?? 0) + (bd.data[o + f] ?? 0);
    }
    combineInto(cells, one, 168, seed, money(seed));
  }
  return { cells, dayCount };
}

export function getHeatmap(query: unknown): InsightsOutcome<HeatmapResponse> {
  const call = rangedCall(heatmapQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const metric = q.metric ?? 'visitors';
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const { cells, dayCount } = weekHourCells(seeds, range, ctx, money.factor);
  return ok({ range: rangeOut(range), metric, currency: money.currency, ...heatmapMatrix(metric, cells, dayCount) });
}

/** Weekday × hour values of a metric (per open day for sums) from the cells and open-day counts of `weekHourCells`. */
export function heatmapMatrix(metric: InsightMetric, cells: Float64Array, dayCount: Float64Array): Pick<HeatmapResponse, 'cells' | 'max'> {
  const rows: Array<Array<number | null>> = [];
  let max: number | null = null;
  for (let wd = 0; wd < 7; wd++) {
    const row: Array<number | null> = [];
    for (let hour = 0; hour < 24; hour++) {
      const cell = wd * 24 + hour;
      const raw = METRIC_READERS[metric](cells, cell * COMBINED_FIELDS);
      const n = dayCount[cell] ?? 0;
      const value = raw === null || n === 0 ? null : roundFor(metric, SUM_METRICS.has(metric) ? raw / n : raw);
      if (value !== null && (max === null || value > max)) max = value;
      row.push(value);
    }
    rows.push(row);
  }
  return { cells: rows, max };
}

// ---------- GET /branches ----------

export function sparkGranularity(days: number): Granularity {
  return days <= 31 ? 'day' : days <= 217 ? 'week' : 'month';
}

export function listInsightsBranches(query: unknown): InsightsOutcome<BranchesResponse> {
  const call = rangedQuery(branchesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range } = call.value;
  const needle = q.q?.trim().toLowerCase() ?? '';
  const country = q.country?.trim().toLowerCase() ?? '';
  const chain = getChain(ctx.now);
  const filtered = chain.branches.filter(
    (s) =>
      (needle === '' || [s.branch.name, s.branch.code, s.branch.city, s.branch.country].some((v) => v.toLowerCase().includes(needle))) &&
      (q.status === undefined || s.branch.status === q.status) &&
      (country === '' || s.branch.country.toLowerCase() === country || s.branch.countryCode.toLowerCase() === country),
  );
  const days = range.toDay - range.fromDay + 1;
  const spark = sparkGranularity(days);
  const rows: BranchWithKpis[] = filtered.map((seed) => {
    const acc = combinedTotals([seed], range, ctx, () => 1);
    const bd = branchData(seed, ctx.now, range);
    const periods = periodTotals(bd, range, spark, completeLimit(bd, ctx.now));
    return { ...seed.branch, kpis: branchKpisOf(acc, seed), sparkline: sparklineOf(periods), coverage: coverageOf(acc) };
  });
  const { shown, total } = rankBranches(rows, q, (b) => ({ name: b.name, city: b.city, kpis: b.kpis }));
  return ok({ branches: shown, total, range: rangeOut(range), reportingCurrency: REPORTING_CURRENCY });
}

/** A branch's ranking figures from its totals (COMBINED_FIELDS, money in its own currency). */
export function branchKpisOf(acc: Float64Array, money: Pick<MoneyBranch, 'currencyDigits' | 'fxToReporting'>): BranchKpis {
  const sales = readMetric('sales', acc);
  return {
    visitors: readMetric('visitors', acc),
    conversion: readMetric('conversion', acc),
    sales,
    salesReporting: sales === null ? null : Math.round(((sales * money.fxToReporting * 100) / 10 ** money.currencyDigits) * 100) / 100,
    atv: readMetric('atv', acc),
    occupancyRate: readMetric('occupancyRate', acc),
    avgDwell: readMetric('avgDwell', acc),
  };
}

/** Visitors per period (FIELD_COUNT each), null where the period has no online bucket. */
export function sparklineOf(periods: Float64Array): Array<number | null> {
  const sparkline: Array<number | null> = [];
  for (let p = 0; p < periods.length; p += FIELD_COUNT) sparkline.push((periods[p + F.VALID] ?? 0) > 0 ? (periods[p + F.IN] ?? 0) : null);
  return sparkline;
}

/** What the ranking sorts a branch on. */
export interface RankedBranch {
  name: string;
  city: string;
  kpis: BranchKpis;
}

/** Sorts the ranking as the query asks (`view`: what an item is sorted on) and cuts the page asked for. */
export function rankBranches<T>(
  items: readonly T[],
  q: { sortBy?: string | undefined; orderBy?: string | undefined; page?: number | undefined; itemsPerPage?: number | undefined },
  view: (item: T) => RankedBranch,
): { shown: T[]; total: number } {
  const keys: Record<string, (b: RankedBranch) => string | number | null> = {
    name: (b) => b.name,
    city: (b) => b.city,
    visitors: (b) => b.kpis.visitors,
    conversion: (b) => b.kpis.conversion,
    sales: (b) => b.kpis.salesReporting,
    occupancy: (b) => b.kpis.occupancyRate,
  };
  const key = q.sortBy ? keys[q.sortBy] : undefined;
  const dir = q.orderBy === 'desc' ? -1 : 1;
  const sorted = key
    ? items
        .map((item, i) => ({ item, i, k: key(view(item)) }))
        .sort((a, b) => {
          // missing values sort last in either direction; ties keep the seed order
          if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1;
          const c = typeof a.k === 'string' && typeof b.k === 'string' ? a.k.localeCompare(b.k) : Number(a.k) - Number(b.k);
          return c !== 0 ? c * dir : a.i - b.i;
        })
        .map((x) => x.item)
    : items;
  const perPage = q.itemsPerPage ?? 10;
  const page = q.page ?? 1;
  return { shown: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

// ---------- GET /live ----------

export const LIVE_TICK_MS = 10_000;

function bucketAt(bd: BranchData, day: number, minute: number): number {
  const di = day - bd.firstDay;
  if (di < 0 || di >= bd.dayCount) return -1;
  const start = bd.dayStart[di] ?? 0;
  const end = bd.dayStart[di + 1] ?? start;
  const k = Math.floor(minute / 15) - (bd.dayOpenQ[di] ?? 0);
  return k >= 0 && start + k < end ? start + k : -1;
}

/** What the live board reads of one bucket. */
export interface LiveBucket {
  valid: boolean;
  in: number;
  out: number;
  dwell: number;
  queueWait: number;
}

export function liveOf(seed: SeedBranch, now: number): LiveBranch {
  // the local day and the one before (the last hour may start there), in any time zone
  const utcDay = Math.floor(now / DAY_MS);
  const bd = branchData(seed, now, { fromDay: utcDay - 2, toDay: utcDay + 1 });
  return liveFrom(seed.branch, now, (day, minute) => {
    const b = bucketAt(bd, day, minute);
    if (b < 0) return null;
    const o = b * FIELD_COUNT;
    return { valid: bd.data[o + F.VALID] === 1, in: bd.data[o + F.IN] ?? 0, out: bd.data[o + F.OUT] ?? 0, dwell: bd.data[o + F.DWELL] ?? 0, queueWait: bd.data[o + F.Q_WAIT] ?? 0 };
  });
}

/** The live board of a branch from its buckets (`bucketAt`: the bucket at a local day and minute, null when closed). */
export function liveFrom(branch: Branch, now: number, bucketAt: (day: number, minute: number) => LiveBucket | null): LiveBranch {
  const tz = branch.timezone;
  const local = toLocal(tz, now);
  // open or closed, and why, by the one rule (holidays, hours, hours changes, the branch's state);
  // the buckets only say what the sensors counted while it was open
  const state = branchStatusAt(branch, now);
  const open = state.open;
  const current = open ? bucketAt(local.day, local.minute) : null;
  const online = current !== null && current.valid;
  const tick = Math.floor(now / LIVE_TICK_MS);
  const wobble = 0.93 + 0.14 * liveRand(branch.id, tick);
  // Little's law on the current quarter: people inside = arrival rate × average stay
  const occupancy = online ? Math.round((current.dwell / 900) * wobble) : 0;
  const queuePeople = online ? Math.round((current.queueWait / 900) * wobble) : 0;
  const capacity = branch.capacity;
  const rate = capacity > 0 ? Math.round((occupancy / capacity) * 1000) / 10 : 0;
  const lastHour: LiveBranch['lastHour'] = [];
  const nowMinute = Math.floor(now / 60_000);
  for (let m = nowMinute - 59; m <= nowMinute; m++) {
    const minuteLocal = local.minute - (nowMinute - m);
    const day = minuteLocal < 0 ? local.day - 1 : local.day;
    const bucket = bucketAt(day, (minuteLocal + 1440) % 1440);
    let inM = 0;
    let outM = 0;
    if (bucket?.valid) {
      const u = liveRand(branch.id, m);
      inM = Math.round((bucket.in / 15) * (0.7 + 0.6 * u));
      outM = Math.round((bucket.out / 15) * (1.3 - 0.6 * u));
    }
    lastHour.push({ t: new Date(m * 60_000).toISOString(), in: inM, out: outM });
  }
  return {
    branchId: branch.id,
    open,
    reason: state.reason,
    holiday: state.holiday,
    sensorOnline: online,
    occupancy,
    capacity,
    occupancyRate: rate,
    status: !open ? 'closed' : rate >= 100 ? 'over' : rate >= 80 ? 'near' : 'ok',
    queuePeople,
    localTime: localStamp(local.day, local.minute),
    lastHour,
  };
}

export function getLive(query: unknown): InsightsOutcome<LiveResponse> {
  const parsed = parse(liveQuerySchema, query);
  if (!parsed.ok) return parsed;
  const seeds = resolveBranches(parsed.value.branchIds);
  if (!seeds.ok) return seeds;
  const now = insightsNow();
  return ok({ at: new Date(now).toISOString(), branches: seeds.value.map((s) => liveOf(s, now)) });
}

// ---------- GET /branches/{id}/zones ----------

export function getZones(id: string, query: unknown): InsightsOutcome<ZonesResponse> {
  const call = branchCall(id, zonesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seed } = call.value;
  const bd = branchData(seed, ctx.now);
  const zd = zoneData(bd);
  const zc = seed.zones.length;
  const limit = completeLimit(bd, ctx.now);
  const sum = (r: DayRange) => {
    const acc = new Float64Array(zc * 2);
    let visitors = 0;
    let valid = 0;
    const [start, end] = bucketSpan(bd, r, limit);
    for (let b = start; b < end; b++) {
      visitors += bd.data[b * FIELD_COUNT + F.IN] ?? 0;
      valid += bd.data[b * FIELD_COUNT + F.VALID] ?? 0;
      for (let k = 0; k < zc * 2; k++) acc[k] = (acc[k] ?? 0) + (zd[b * zc * 2 + k] ?? 0);
    }
    return { acc, visitors: valid > 0 ? visitors : null };
  };
  const main = sum(range);
  const cmpRange = compareRangeOf(range, q.compare ?? 'none');
  const cmp = cmpRange ? sum(cmpRange) : null;
  let trend: ZonesResponse['trend'] = null;
  const zoneId = q.zoneId;
  if (zoneId !== undefined) {
    const z = seed.zones.findIndex((zone) => zone.id === zoneId);
    if (z < 0) return invalid({ zoneId: [`Unknown zone "${zoneId}"`] });
    const granularity = granularityFor(range, q.granularity, 1);
    if (!granularity.ok) return granularity;
    const periods = periodTotals(bd, range, granularity.value, limit, fieldsFor(['visitors']));
    const visitsPer = new Float64Array(periodCount(range, granularity.value));
    const [start, end] = bucketSpan(bd, range, limit);
    const periodOf = periodIndexer(range, granularity.value);
    for (let b = start; b < end; b++) {
      const p = periodOf(bd.firstDay + (bd.dayIdx[b] ?? 0), bd.quarter[b] ?? 0);
      visitsPer[p] = (visitsPer[p] ?? 0) + (zd[b * zc * 2 + z * 2] ?? 0);
    }
    trend = { zoneId, granularity: granularity.value, points: zoneTrendPoints(range, granularity.value, periods, visitsPer) };
  }
  return ok({ trend, range: rangeOut(range), compareRange: cmpRange ? rangeOut(cmpRange) : null, visitors: main.visitors, zones: zoneRowsOf(seed.zones, main, cmp) });
}

/** A zone's trend from the branch's periods (FIELD_COUNT each) and the zone's visits per period. */
export function zoneTrendPoints(range: DayRange, granularity: Granularity, periods: Float64Array, visitsPer: Float64Array): NonNullable<ZonesResponse['trend']>['points'] {
  const points: NonNullable<ZonesResponse['trend']>['points'] = [];
  const subDay = granularity === 'hour' || granularity === '15min';
  for (let p = 0; p < visitsPer.length; p++) {
    const o = p * FIELD_COUNT;
    if (subDay && (periods[o + F.BUCKETS] ?? 0) === 0) continue;
    const inn = periods[o + F.IN] ?? 0;
    const hasData = (periods[o + F.VALID] ?? 0) > 0;
    const visits = hasData ? (visitsPer[p] ?? 0) : null;
    points.push({ t: periodLabel(range, granularity, p), visits, visitRate: visits !== null && inn > 0 ? Math.round((visits / inn) * 10_000) / 100 : null });
  }
  return points;
}

/** A branch's zone sums over a range: visits and dwell seconds per zone (2 per zone), and its visitors (null without online data). */
export interface ZoneSums {
  acc: Float64Array;
  visitors: number | null;
}

/** The zones answer's rows from the zone sums of the range and of the compared range. */
export function zoneRowsOf(zones: readonly Zone[], main: ZoneSums, cmp: ZoneSums | null): ZonesResponse['zones'] {
  return zones.map((zone, z) => {
    const visits = main.visitors === null ? null : (main.acc[z * 2] ?? 0);
    const dwell = main.acc[z * 2 + 1] ?? 0;
    const compareVisits = cmp && cmp.visitors !== null ? (cmp.acc[z * 2] ?? 0) : null;
    return {
      zone,
      visits,
      // repeat entries make this exceed 100 % at times; it is not clamped
      visitRate: visits !== null && main.visitors ? Math.round((visits / main.visitors) * 10_000) / 100 : null,
      avgDwell: visits ? Math.round((dwell / visits) * 100) / 100 : null,
      compareVisits,
      delta: deltaOf(visits, compareVisits),
    };
  });
}

// ---------- GET /branches/{id}/queues ----------

export function getQueues(id: string, query: unknown): InsightsOutcome<QueuesResponse> {
  const call = branchCall(id, queuesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seed } = call.value;
  const checked = granularityFor(range, q.granularity, 1);
  if (!checked.ok) return checked;
  const granularity = checked.value;
  const bd = branchData(seed, ctx.now);
  const qd = queueData(bd);
  const qc = seed.queues.length;
  const periods = periodCount(range, granularity);
  const periodOf = periodIndexer(range, granularity);
  const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
  const queues: QueueStats[] = seed.queues.map((queue, qi) => {
    const totals = new Float64Array(QUEUE_FIELD_COUNT);
    let maxLength = 0;
    const perPeriod = new Float64Array(periods * 3); // arrivals, wait, served
    for (let b = start; b < end; b++) {
      const o = (b * qc + qi) * QUEUE_FIELD_COUNT;
      for (let f = 0; f < QUEUE_FIELD_COUNT - 1; f++) totals[f] = (totals[f] ?? 0) + (qd[o + f] ?? 0);
      maxLength = Math.max(maxLength, qd[o + QF.MAX_LENGTH] ?? 0);
      const p = periodOf(bd.firstDay + (bd.dayIdx[b] ?? 0), bd.quarter[b] ?? 0);
      if (bd.data[b * FIELD_COUNT + F.VALID] !== 1) continue;
      perPeriod[p * 3] = (perPeriod[p * 3] ?? 0) + (qd[o + QF.ARRIVALS] ?? 0);
      perPeriod[p * 3 + 1] = (perPeriod[p * 3 + 1] ?? 0) + (qd[o + QF.WAIT] ?? 0);
      perPeriod[p * 3 + 2] = (perPeriod[p * 3 + 2] ?? 0) + (qd[o + QF.SERVED] ?? 0);
    }
    const sums: QueueSums = {
      arrivals: totals[QF.ARRIVALS] ?? 0,
      served: totals[QF.SERVED] ?? 0,
      abandoned: totals[QF.ABANDONED] ?? 0,
      wait: totals[QF.WAIT] ?? 0,
      service: totals[QF.SERVICE] ?? 0,
      over: totals[QF.OVER] ?? 0,
      maxLength,
    };
    return queueStatsOf(queue, sums, perPeriod, range, granularity);
  });
  return ok({ range: rangeOut(range), granularity, queues });
}

/** A queue's sums over a range (seconds for wait and service). */
export interface QueueSums {
  arrivals: number;
  served: number;
  abandoned: number;
  wait: number;
  service: number;
  over: number;
  maxLength: number;
}

const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/** A queue's answer from its range sums and its per-period arrivals, wait seconds and served (3 per period). */
export function queueStatsOf(queue: Queue, t: QueueSums, perPeriod: Float64Array, range: DayRange, granularity: Granularity): QueueStats {
  const series: QueueStats['series'] = [];
  const subDay = granularity === 'hour' || granularity === '15min';
  const periods = perPeriod.length / 3;
  for (let p = 0; p < periods; p++) {
    const a = perPeriod[p * 3] ?? 0;
    const s = perPeriod[p * 3 + 2] ?? 0;
    if (subDay && a === 0 && s === 0) continue;
    series.push({ t: periodLabel(range, granularity, p), avgWait: s > 0 ? r2((perPeriod[p * 3 + 1] ?? 0) / s) : null, arrivals: a });
  }
  return {
    queue,
    kpis: {
      arrivals: t.arrivals,
      served: t.served,
      abandoned: t.abandoned,
      avgWait: t.served > 0 ? r2(t.wait / t.served) : null,
      avgService: t.served > 0 ? r2(t.service / t.served) : null,
      abandonmentRate: t.arrivals > 0 ? r2((t.abandoned / t.arrivals) * 100) : null,
      overTargetRate: t.served > 0 ? r2((t.over / t.served) * 100) : null,
      maxLength: t.maxLength,
    },
    series,
  };
}

/** The index, within a range, of the period at a local day and quarter of an hour. */
function periodIndexer(range: DayRange, granularity: Granularity): (day: number, quarter: number) => number {
  const week0 = Math.floor((range.fromDay + 3) / 7);
  const month0 = monthKeyOf(range.fromDay);
  switch (granularity) {
    case '15min':
      return (day, quarter) => (day - range.fromDay) * 96 + quarter;
    case 'hour':
      return (day, quarter) => (day - range.fromDay) * 24 + (quarter >> 2);
    case 'day':
      return (day) => day - range.fromDay;
    case 'week':
      return (day) => Math.floor((day + 3) / 7) - week0;
    case 'month':
      return (day) => monthKeyOf(day) - month0;
  }
}

// ---------- GET /visitors ----------

export const DWELL_EDGES = [2, 5, 10, 20, 30, 45, 60] as const;

export function getVisitors(query: unknown): InsightsOutcome<VisitorsResponse> {
  const call = rangedCall(visitorsQuerySchema, query);
  if (!call.ok) return call;
  const { ctx, range, seeds } = call.value;
  const totals = combinedTotals(seeds, range, ctx, () => 1);
  const bins = new Float64Array(DWELL_EDGES.length + 1);
  const { cells, dayCount } = weekHourCells(seeds, range, ctx, () => 1);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
    for (let b = start; b < end; b++) {
      const o = b * FIELD_COUNT;
      const visitors = bd.data[o + F.IN] ?? 0;
      if (visitors === 0) continue;
      const bounces = bd.data[o + F.BOUNCES] ?? 0;
      const stayers = visitors - bounces;
      bins[0] = (bins[0] ?? 0) + bounces;
      if (stayers <= 0) continue;
      // the stayers' dwell, beyond the 2 bounce minutes, modelled as exponential with the bucket's mean
      const meanMinutes = Math.max(3, ((bd.data[o + F.DWELL] ?? 0) - bounces * 60) / stayers / 60);
      const scale = meanMinutes - 2;
      let previous = 1;
      for (let e = 1; e < DWELL_EDGES.length; e++) {
        const beyond = Math.exp(-((DWELL_EDGES[e] ?? 0) - 2) / scale);
        bins[e] = (bins[e] ?? 0) + stayers * (previous - beyond);
        previous = beyond;
      }
      bins[DWELL_EDGES.length] = (bins[DWELL_EDGES.length] ?? 0) + stayers * previous;
    }
  }
  return ok(visitorsAnswer(range, totals, bins, cells, dayCount));
}

/**
 * The visitors answer from the chain totals (COMBINED_FIELDS), the dwell bins (DWELL_EDGES.length + 1,
 * bin 0 the bounces) and the weekday × hour cells with the days each cell was open (`weekHourCells`).
 */
export function visitorsAnswer(range: DayRange, totals: Float64Array, bins: Float64Array, cells: Float64Array, dayCount: Float64Array): VisitorsResponse {
  const dwellHistogram: DwellBin[] = largestRemainder(bins).map((visits, i) => ({
    fromMinutes: i === 0 ? 0 : (DWELL_EDGES[i - 1] ?? 0),
    toMinutes: i < DWELL_EDGES.length ? (DWELL_EDGES[i] ?? null) : null,
    visits,
  }));
  const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
  const WEEKDAYS = Array.from({ length: 7 }, (_, wd) => wd);
  const openDays = (ids: number[]) => ids.map((cell) => dayCount[cell] ?? 0);
  const byWeekday: VisitorsResponse['byWeekday'] = WEEKDAYS.map((wd) => {
    const ids = HOURS.map((hour) => wd * 24 + hour);
    const acc = sumCells(cells, ids);
    // a weekday was open on as many days as its most often open hour
    return { weekday: wd, visitors: perDay(acc, Math.max(0, ...openDays(ids))), conversion: readMetric('conversion', acc) };
  });
  const byHour: VisitorsResponse['byHour'] = HOURS.map((hour) => {
    const ids = WEEKDAYS.map((wd) => wd * 24 + hour);
    return { hour, visitors: perDay(sumCells(cells, ids), openDays(ids).reduce((a, b) => a + b, 0)) };
  });
  const ident = totals[F.IDENT] ?? 0;
  const returning = totals[F.RETURNING] ?? 0;
  return {
    range: rangeOut(range),
    visitors: readMetric('visitors', totals),
    newVisits: ident - returning,
    returningVisits: returning,
    identifiedVisits: ident,
    returningRate: readMetric('returningRate', totals),
    bounceRate: readMetric('bounceRate', totals),
    groupShare: readMetric('groupShare', totals),
    captureRate: readMetric('captureRate', totals),
    avgDwell: readMetric('avgDwell', totals),
    dwellHistogram,
    byWeekday,
    byHour,
    coverage: coverageOf(totals),
  };
}

/** The sum of the weekday × hour cells `ids` of `cells` (COMBINED_FIELDS each). */
function sumCells(cells: Float64Array, ids: readonly number[]): Float64Array {
  const acc = new Float64Array(COMBINED_FIELDS);
  for (const cell of ids) {
    const o = cell * COMBINED_FIELDS;
    for (let f = 0; f < COMBINED_FIELDS; f++) acc[f] = (acc[f] ?? 0) + (cells[o + f] ?? 0);
  }
  return acc;
}

/** Visitors per open day of summed cells, null without visitors or open days. */
function perDay(acc: Float64Array, days: number): number | null {
  const visitors = readMetric('visitors', acc);
  return visitors === null || days === 0 ? null : Math.round(visitors / days);
}

/** Rounds shares to integers that still add up to the rounded total. */
export function largestRemainder(values: Float64Array): number[] {
  const total = Math.round(values.reduce((s, v) => s + v, 0));
  const floors = Array.from(values, (v) => Math.floor(v));
  let rest = total - floors.reduce((s, v) => s + v, 0);
  const order = Array.from(values, (v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest -= 1;
  }
  return floors;
}

// ---------- GET /anomalies ----------

export const BASELINE_WEEKS = 6;
export const ROBUST_LIMIT = 3;
export const MAX_ANOMALIES = 200;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Hours whose visitors stray from the median of the same weekday and hour over six weeks, and sensor outages. */
export function anomaliesOf(seed: SeedBranch, range: DayRange, now: number): Anomaly[] {
  const bd = branchData(seed, now);
  const limit = completeLimit(bd, now);
  const from = range.fromDay - BASELINE_WEEKS * 7;
  const days = range.toDay - from + 1;
  const visitors = new Float64Array(days * 24);
  const buckets = new Uint8Array(days * 24);
  const valid = new Uint8Array(days * 24);
  const [start, end] = bucketSpan(bd, { fromDay: from, toDay: range.toDay }, limit);
  const out: Anomaly[] = [];
  let outageStart = -1;
  for (let b = start; b < end; b++) {
    const day = bd.firstDay + (bd.dayIdx[b] ?? 0);
    const q = bd.quarter[b] ?? 0;
    const slot = (day - from) * 24 + (q >> 2);
    const o = b * FIELD_COUNT;
    const isValid = bd.data[o + F.VALID] === 1;
    visitors[slot] = (visitors[slot] ?? 0) + (bd.data[o + F.IN] ?? 0);
    buckets[slot] = (buckets[slot] ?? 0) + 1;
    valid[slot] = (valid[slot] ?? 0) + (isValid ? 1 : 0);
    if (day < range.fromDay) continue;
    // outages: runs of invalid buckets within one day
    const nextSameRun = b + 1 < end && bd.dayIdx[b + 1] === bd.dayIdx[b] && bd.data[(b + 1) * FIELD_COUNT + F.VALID] !== 1;
    if (!isValid && outageStart < 0) outageStart = b;
    if (!isValid && !nextSameRun && outageStart >= 0) {
      out.push(outageOf(seed.branch.id, day, bd.quarter[outageStart] ?? 0, q));
      outageStart = -1;
    }
  }
  detectAnomalies(seed.branch.id, range, { visitors, buckets, valid }, out);
  return out;
}

/** A run of offline buckets of one local day, quarters [fromQ, toQ], as an anomaly. */
export function outageOf(branchId: string, day: number, fromQ: number, toQ: number): Anomaly {
  return {
    id: `${branchId}-outage-${localStamp(day, fromQ * 15)}`,
    branchId,
    kind: 'outage',
    start: localStamp(day, fromQ * 15),
    end: localStamp(day, (toQ + 1) * 15),
    value: null,
    expected: null,
    score: null,
  };
}

/** Hourly visitors, bucket and online-bucket counts from 6 weeks before the range to its end. */
export interface AnomalyHours {
  visitors: Float64Array;
  buckets: Uint8Array;
  valid: Uint8Array;
}

/**
 * Appends the range's spikes and dips to `out`: hours (slot 0 = hour 0 of the day 6 weeks before
 * the range) whose visitors stray from the median of the same weekday and hour over six weeks.
 */
export function detectAnomalies(branchId: string, range: DayRange, hours: AnomalyHours, out: Anomaly[]): void {
  const { visitors, buckets, valid } = hours;
  const from = range.fromDay - BASELINE_WEEKS * 7;
  const complete = (slot: number) => (buckets[slot] ?? 0) > 0 && valid[slot] === buckets[slot];
  // the open run of consecutive anomalous hours, merged into one entry
  const state: { run: Anomaly | null; slot: number } = { run: null, slot: -1 };
  const flush = () => {
    if (state.run) out.push(state.run);
    state.run = null;
  };
  for (let day = range.fromDay; day <= range.toDay; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const slot = (day - from) * 24 + hour;
      if (!complete(slot)) continue;
      const baseline: number[] = [];
      for (let w = 1; w <= BASELINE_WEEKS; w++) {
        const s = slot - w * 7 * 24;
        if (s >= 0 && complete(s)) baseline.push(visitors[s] ?? 0);
      }
      if (baseline.length < 4) continue;
      const med = median(baseline);
      const mad = median(baseline.map((v) => Math.abs(v - med)));
      // floor the spread so a quiet, steady hour does not flag every small wobble
      const spread = Math.max(1.4826 * mad, 0.1 * med, 3);
      const value = visitors[slot] ?? 0;
      const score = (value - med) / spread;
      if (Math.abs(score) <= ROBUST_LIMIT) continue;
      const kind = score > 0 ? 'spike' : 'dip';
      const current = state.run;
      if (current !== null && state.slot === slot - 1 && current.kind === kind) {
        current.end = localStamp(day, (hour + 1) * 60);
        current.value = (current.value ?? 0) + value;
        current.expected = Math.round((current.expected ?? 0) + med);
        if (Math.abs(score) > Math.abs(current.score ?? 0)) current.score = Math.round(score * 100) / 100;
      } else {
        flush();
        state.run = {
          id: `${branchId}-${kind}-${localStamp(day, hour * 60)}`,
          branchId,
          kind,
          start: localStamp(day, hour * 60),
          end: localStamp(day, (hour + 1) * 60),
          value,
          expected: Math.round(med),
          score: Math.round(score * 100) / 100,
        };
      }
      state.slot = slot;
    }
  }
  flush();
}

export function getAnomalies(query: unknown): InsightsOutcome<AnomaliesResponse> {
  const call = rangedCall(anomaliesQuerySchema, query);
  if (!call.ok) return call;
  const { ctx, range, seeds } = call.value;
  const all = seeds.flatMap((s) => anomaliesOf(s, range, ctx.now));
  all.sort((a, b) => (a.start < b.start ? 1 : a.start > b.start ? -1 : a.branchId.localeCompare(b.branchId)));
  return ok({ range: rangeOut(range), total: all.length, anomalies: all.slice(0, MAX_ANOMALIES) });
}
