// The store-analytics answers as pure functions over summed arrays: query parsing, ranges,
// KPIs, series, the live board, zones, queues, visitors. Both backends
// call them: the mock over its generated buckets, the server over SQL sums.
import {
  branchStatusAt,
  INSIGHT_METRICS,
  MAX_15MIN_DAYS,
  MAX_POINTS_PER_SERIES,
  type Branch,
  type BranchKpis,
  type CompareMode,
  type Coverage,
  type DwellBin,
  type Granularity,
  type HeatmapResponse,
  type InsightMetric,
  type KpiValue,
  type LiveBranch,
  type Queue,
  type QueueStats,
  type ResolvedRange,
  type Series,
  type SeriesResponse,
  type SummaryResponse,
  type VisitorsResponse,
  type Zone,
  type ZonesResponse,
} from '@atrium/api';
import type { z } from 'zod';
import { dayNumberOf, isoDateOf, localStamp, monthKeyOf, toLocal } from './calendar';
import {
  COMBINED_FIELDS,
  deltaOf,
  METRIC_READERS,
  periodCount,
  periodLabel,
  readMetric,
  roundFor,
  SUM_METRICS,
  type DayRange,
  type MoneyBranch,
} from './engine';
import { F as FIELDS, FIELD_COUNT as FIELDS_PER_BUCKET, liveRand, type BranchData } from './generator';

// Hot loops read module-local copies: test runners (Vite SSR) turn imported bindings into
// getter calls, which made the roll-ups 30× slower there.
const F = FIELDS;
const FIELD_COUNT = FIELDS_PER_BUCKET;

export type InsightsOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'invalid'; errors: Record<string, string[]> } | { ok: false; reason: 'not-found' };

/** Longest range any call accepts: more than the data holds, less than a runaway loop. */
export const ok = <T>(value: T): InsightsOutcome<T> => ({ ok: true, value });
export const invalid = (errors: Record<string, string[]>): InsightsOutcome<never> => ({ ok: false, reason: 'invalid', errors });
export const notFound: InsightsOutcome<never> = { ok: false, reason: 'not-found' };

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

/** What a ranged call starts from: its parsed query, the clock and the range. */
export interface RangedQuery<T> {
  q: T;
  ctx: Ctx;
  range: DayRange;
}

export type RangedParams = { from?: string | undefined; to?: string | undefined };

export function coverageOf(acc: Float64Array, o = 0): Coverage {
  const buckets = acc[o + F.BUCKETS] ?? 0;
  const valid = acc[o + F.VALID] ?? 0;
  return { buckets, validBuckets: valid, percent: buckets > 0 ? Math.round((valid / buckets) * 10_000) / 100 : null };
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
export function granularityFor(range: DayRange, asked: Granularity | undefined, branchCount: number): InsightsOutcome<Granularity> {
  const granularity = asked ?? defaultGranularity(range.toDay - range.fromDay + 1);
  const check = checkGranularity(range, granularity, branchCount);
  return check.ok ? ok(granularity) : check;
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

/** The series answer around its series, `total` holding the buckets and online buckets of all of them. */
export function seriesAnswer(range: DayRange, cmpRange: DayRange | null, granularity: Granularity, currency: string, total: Float64Array, series: Series[]): SeriesResponse {
  return { range: rangeOut(range), compareRange: cmpRange ? rangeOut(cmpRange) : null, granularity, currency, coverage: coverageOf(total), series };
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

export function bucketAt(bd: BranchData, day: number, minute: number): number {
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
export function periodIndexer(range: DayRange, granularity: Granularity): (day: number, quarter: number) => number {
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
