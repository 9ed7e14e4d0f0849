// The analytics engine: roll-ups of a branch's additive bucket fields over days, periods and
// branches, and the metric readers. Every rate is computed last, from the summed parts. No clock
// and no cache: callers pass "now" and hold the branch data (the mock caches it per day).
import type { Granularity, InsightMetric } from '@atrium/api';
import { isoDateOf, isoWeekStart, localStamp, monthKeyOf, monthStartDay, toLocal, weekdayOf } from './calendar';
import { F as FIELDS, FIELD_COUNT as FIELDS_PER_BUCKET, fillAll, type BranchData, type HourLayer } from './generator';
import type { SeedBranch } from './seed';

// Hot loops read module-local copies: test runners (Vite SSR) turn imported bindings into
// getter calls, which made the roll-ups 30× slower there.
const F = FIELDS;
const FIELD_COUNT = FIELDS_PER_BUCKET;

/** Combined accumulators have one more field than buckets: capacity-seconds, for occupancy %. */
export const CAP_SECONDS = FIELD_COUNT;
export const COMBINED_FIELDS = FIELD_COUNT + 1;
const BUCKET_SECONDS = 900;

/** First local day with data: the start of the month 13 months back. */
export function dataStartDay(todayDay: number): number {
  return monthStartDay(monthKeyOf(todayDay) - 13);
}

/** Index of the first bucket not yet complete at `now` (later buckets do not exist yet). */
export function completeLimit(bd: BranchData, now: number): number {
  const local = toLocal(bd.seed.branch.timezone, now);
  const di = local.day - bd.firstDay;
  if (di < 0) return 0;
  if (di >= bd.dayCount) return bd.bucketCount;
  const start = bd.dayStart[di] ?? 0;
  const end = bd.dayStart[di + 1] ?? start;
  const doneQ = Math.floor(local.minute / 15);
  const openQ = bd.dayOpenQ[di] ?? 0;
  return Math.min(end, start + Math.max(0, doneQ - openQ));
}

export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** Bucket index range of local days [fromDay, toDay], cut at the completion limit. */
export function bucketSpan(bd: BranchData, range: DayRange, limit: number): [number, number] {
  const a = Math.max(0, Math.min(bd.dayCount, range.fromDay - bd.firstDay));
  const b = Math.max(0, Math.min(bd.dayCount, range.toDay - bd.firstDay + 1));
  return [bd.dayStart[a] ?? 0, Math.min(limit, bd.dayStart[b] ?? 0)];
}

function addBucket(data: Int32Array, b: number, acc: Float64Array, at: number): void {
  const FC = FIELD_COUNT;
  const o = b * FC;
  for (let f = 0; f < FC; f++) acc[at + f] = (acc[at + f] as number) + (data[o + f] as number);
}

/** Adds one branch's totals over local days [fromDay, toDay] into acc (FIELD_COUNT at `at`). */
export function addRangeTotals(bd: BranchData, range: DayRange, limit: number, acc: Float64Array, at = 0): void {
  const a = Math.max(0, range.fromDay - bd.firstDay);
  const b = Math.min(bd.dayCount - 1, range.toDay - bd.firstDay);
  for (let i = a; i <= b; i++) {
    const end = bd.dayStart[i + 1] ?? 0;
    if (end <= limit) {
      const o = i * FIELD_COUNT;
      const totals = bd.dayTotals;
      for (let f = 0; f < FIELD_COUNT; f++) acc[at + f] = (acc[at + f] as number) + (totals[o + f] as number);
    } else {
      const stop = Math.min(limit, end);
      for (let k = bd.dayStart[i] ?? 0; k < stop; k++) addBucket(bd.data, k, acc, at);
    }
  }
}

export const ALL_FIELDS = Int32Array.from({ length: FIELD_COUNT }, (_, i) => i);

/** Scale of money fields when branches in several currencies are combined. */
export interface MoneyScale {
  currency: string;
  factor: (seed: MoneyBranch) => number;
}

/** What money scaling and occupancy read of a branch (a server holding branches as rows passes those). */
export type MoneyBranch = Pick<SeedBranch, 'branch' | 'currencyDigits' | 'fxToReporting'>;

export function moneyScale(seeds: readonly MoneyBranch[], reporting: string): MoneyScale {
  const currencies = new Set(seeds.map((s) => s.branch.currency));
  const only = seeds[0];
  if (currencies.size === 1 && only) return { currency: only.branch.currency, factor: () => 1 };
  // minor units of the branch's currency → minor units (cents) of the reporting currency
  return { currency: reporting, factor: (s) => (s.fxToReporting * 100) / 10 ** s.currencyDigits };
}

/** Adds one branch's per-bucket-layout accumulator (`periods` slots) into a combined one. */
export function combineInto(target: Float64Array, source: Float64Array, periods: number, seed: MoneyBranch, money: number, fields: Int32Array = ALL_FIELDS): void {
  const FC = FIELD_COUNT;
  const nf = fields.length;
  const CF = COMBINED_FIELDS;
  const sales = F.SALES;
  const validSales = F.VALID_SALES;
  const capacitySeconds = BUCKET_SECONDS * seed.branch.capacity;
  for (let p = 0; p < periods; p++) {
    const s = p * FC;
    const t = p * CF;
    if (source[s + F.BUCKETS] === 0) continue;
    for (let k = 0; k < nf; k++) {
      const f = fields[k] as number;
      target[t + f] = (target[t + f] as number) + (source[s + f] as number);
    }
    target[t + sales] = (target[t + sales] as number) + (source[s + sales] as number) * (money - 1);
    target[t + validSales] = (target[t + validSales] as number) + (source[s + validSales] as number) * (money - 1);
    target[t + CAP_SECONDS] = (target[t + CAP_SECONDS] as number) + (source[s + F.VALID] as number) * capacitySeconds;
  }
}

// ---------- metrics: ratios of sums, computed last ----------

type Reader = (a: Float64Array, o: number) => number | null;
const at = (a: Float64Array, o: number, f: number) => a[o + f] ?? 0;
const ratio = (num: number, den: number, scale = 1): number | null => (den > 0 ? (num / den) * scale : null);
/** Sensor counts exist only where a sensor was online; a range without one is a gap, not zero. */
const sensor = (f: number): Reader => (a, o) => (at(a, o, F.VALID) > 0 ? at(a, o, f) : null);
const pos = (f: number, scale = 1): Reader => (a, o) => (at(a, o, F.BUCKETS) > 0 ? at(a, o, f) * scale : null);

export const METRIC_READERS: Record<InsightMetric, Reader> = {
  visitors: sensor(F.IN),
  visitorsOut: sensor(F.OUT),
  passersBy: sensor(F.PASSERS),
  groups: sensor(F.GROUPS),
  transactions: pos(F.TX),
  sales: pos(F.SALES),
  units: pos(F.UNITS),
  staffHours: pos(F.STAFF, 0.25),
  conversion: (a, o) => ratio(at(a, o, F.VALID_TX), at(a, o, F.IN), 100),
  captureRate: (a, o) => ratio(at(a, o, F.IN), at(a, o, F.IN) + at(a, o, F.PASSERS), 100),
  atv: (a, o) => ratio(at(a, o, F.SALES), at(a, o, F.TX)),
  upt: (a, o) => ratio(at(a, o, F.UNITS), at(a, o, F.TX)),
  salesPerVisitor: (a, o) => ratio(at(a, o, F.VALID_SALES), at(a, o, F.IN)),
  avgDwell: (a, o) => ratio(at(a, o, F.DWELL), at(a, o, F.IN)),
  bounceRate: (a, o) => ratio(at(a, o, F.BOUNCES), at(a, o, F.IN), 100),
  returningRate: (a, o) => ratio(at(a, o, F.RETURNING), at(a, o, F.IDENT), 100),
  groupShare: (a, o) => ratio(at(a, o, F.GROUPS), at(a, o, F.IN), 100),
  // staff are counted in quarter-hours: visitors per staff hour = in ÷ (staff ÷ 4)
  star: (a, o) => ratio(at(a, o, F.IN) * 4, at(a, o, F.VALID) > 0 ? at(a, o, F.STAFF) : 0),
  // Little's law: people inside on average = Σ dwell ÷ observed seconds (per open branch)
  occupancy: (a, o) => ratio(at(a, o, F.DWELL), at(a, o, F.VALID) * BUCKET_SECONDS),
  occupancyRate: (a, o) => ratio(at(a, o, F.DWELL), at(a, o, CAP_SECONDS), 100),
  queueWait: (a, o) => ratio(at(a, o, F.Q_WAIT), at(a, o, F.Q_SERVED)),
  abandonmentRate: (a, o) => ratio(at(a, o, F.Q_ABANDONED), at(a, o, F.Q_ARRIVALS), 100),
  overTargetRate: (a, o) => ratio(at(a, o, F.Q_OVER), at(a, o, F.Q_SERVED), 100),
  coverage: (a, o) => ratio(at(a, o, F.VALID), at(a, o, F.BUCKETS), 100),
};

/** Count-like metrics: in a weekday × hour profile they are averaged per day, not summed. */
export const SUM_METRICS: ReadonlySet<InsightMetric> = new Set<InsightMetric>(['visitors', 'visitorsOut', 'passersBy', 'groups', 'transactions', 'sales', 'units', 'staffHours']);

/** Values are rounded for the wire: counts and money to integers, the rest to 2 decimals. */
export function readMetric(metric: InsightMetric, a: Float64Array, o = 0): number | null {
  const v = METRIC_READERS[metric](a, o);
  if (v === null || !Number.isFinite(v)) return null;
  return roundFor(metric, v);
}

export function roundFor(_metric: InsightMetric, v: number): number {
  return Math.round(v * 100) / 100;
}

export function deltaOf(value: number | null, compare: number | null): number | null {
  if (value === null || compare === null || compare === 0) return null;
  return Math.round(((value - compare) / Math.abs(compare)) * 10_000) / 100;
}

// ---------- periods ----------

const PER_DAY: Record<'15min' | 'hour', number> = { '15min': 96, hour: 24 };

export function periodCount(range: DayRange, granularity: Granularity): number {
  const days = range.toDay - range.fromDay + 1;
  switch (granularity) {
    case '15min':
    case 'hour':
      return days * PER_DAY[granularity];
    case 'day':
      return days;
    case 'week':
      return (isoWeekStart(range.toDay) - isoWeekStart(range.fromDay)) / 7 + 1;
    case 'month':
      return monthKeyOf(range.toDay) - monthKeyOf(range.fromDay) + 1;
  }
}

/** The local label of period `p`: a date, or a local wall time below a day. */
export function periodLabel(range: DayRange, granularity: Granularity, p: number): string {
  switch (granularity) {
    case '15min':
      return localStamp(range.fromDay + Math.floor(p / 96), (p % 96) * 15);
    case 'hour':
      return `${isoDateOf(range.fromDay + Math.floor(p / 24))}T${String(p % 24).padStart(2, '0')}:00`;
    case 'day':
      return isoDateOf(range.fromDay + p);
    case 'week':
      return isoDateOf(isoWeekStart(range.fromDay) + p * 7);
    case 'month':
      return isoDateOf(monthStartDay(monthKeyOf(range.fromDay) + p));
  }
}

/** Hourly totals of a branch (a quarter of the bucket rows), built once. */
export function hourLayer(bd: BranchData): HourLayer {
  if (bd.hours) return bd.hours;
  fillAll(bd);
  const FC = FIELD_COUNT;
  const n = bd.bucketCount;
  const firstBucket = new Int32Array(n + 1);
  const dayIdx = new Uint16Array(n);
  const hour = new Uint8Array(n);
  const dayHourStart = new Int32Array(bd.dayCount + 1);
  let count = 0;
  let lastDay = -1;
  let lastHour = -1;
  for (let b = 0; b < n; b++) {
    const d = bd.dayIdx[b] as number;
    const h = (bd.quarter[b] as number) >> 2;
    if (d !== lastDay || h !== lastHour) {
      for (let i = lastDay + 1; i <= d; i++) dayHourStart[i] = count;
      firstBucket[count] = b;
      dayIdx[count] = d;
      hour[count] = h;
      count += 1;
      lastDay = d;
      lastHour = h;
    }
  }
  for (let i = lastDay + 1; i <= bd.dayCount; i++) dayHourStart[i] = count;
  firstBucket[count] = n;
  const totals = new Float64Array(count * FC);
  for (let k = 0; k < count; k++) {
    const end = firstBucket[k + 1] as number;
    for (let b = firstBucket[k] as number; b < end; b++) addBucket(bd.data, b, totals, k * FC);
  }
  bd.hours = { count, dayHourStart, dayIdx: dayIdx.slice(0, count), hour: hour.slice(0, count), firstBucket: firstBucket.slice(0, count + 1), totals };
  return bd.hours;
}

/**
 * Hourly roll-up straight into a combined (COMBINED_FIELDS) array: the long hourly series of
 * the benchmark would otherwise allocate a 1.7 MB scratch array per branch per call.
 */
export function addHoursInto(bd: BranchData, range: DayRange, limit: number, fields: Int32Array, out: Float64Array, money: number): void {
  const FC = FIELD_COUNT;
  const CF = COMBINED_FIELDS;
  const hl = hourLayer(bd);
  const a = Math.max(0, Math.min(bd.dayCount, range.fromDay - bd.firstDay));
  const z = Math.max(0, Math.min(bd.dayCount, range.toDay - bd.firstDay + 1));
  const dayBase = bd.firstDay - range.fromDay;
  const { totals, firstBucket } = hl;
  const nf = fields.length;
  const capacitySeconds = BUCKET_SECONDS * bd.seed.branch.capacity;
  const partial = new Float64Array(FC);
  for (let h = hl.dayHourStart[a] as number, stop = hl.dayHourStart[z] as number; h < stop; h++) {
    const t = (((hl.dayIdx[h] as number) + dayBase) * 24 + (hl.hour[h] as number)) * CF;
    let src = totals;
    let o = h * FC;
    if ((firstBucket[h + 1] as number) > limit) {
      // the hour in progress: only its complete quarters
      partial.fill(0);
      for (let b = firstBucket[h] as number; b < limit; b++) addBucket(bd.data, b, partial, 0);
      src = partial;
      o = 0;
    }
    for (let k = 0; k < nf; k++) {
      const f = fields[k] as number;
      const v = src[o + f] as number;
      out[t + f] = (out[t + f] as number) + (f === F.SALES || f === F.VALID_SALES ? v * money : v);
    }
    out[t + CAP_SECONDS] = (out[t + CAP_SECONDS] as number) + (src[o + F.VALID] as number) * capacitySeconds;
    if (src === partial) break;
  }
}

/** Bucket fields each metric reads (VALID and BUCKETS are always summed: gaps and coverage). */
const METRIC_FIELDS: Record<InsightMetric, readonly number[]> = {
  visitors: [F.IN],
  visitorsOut: [F.OUT],
  passersBy: [F.PASSERS],
  groups: [F.GROUPS],
  transactions: [F.TX],
  sales: [F.SALES],
  units: [F.UNITS],
  staffHours: [F.STAFF],
  conversion: [F.VALID_TX, F.IN],
  captureRate: [F.IN, F.PASSERS],
  atv: [F.SALES, F.TX],
  upt: [F.UNITS, F.TX],
  salesPerVisitor: [F.VALID_SALES, F.IN],
  avgDwell: [F.DWELL, F.IN],
  bounceRate: [F.BOUNCES, F.IN],
  returningRate: [F.RETURNING, F.IDENT],
  groupShare: [F.GROUPS, F.IN],
  star: [F.IN, F.STAFF],
  occupancy: [F.DWELL],
  occupancyRate: [F.DWELL],
  queueWait: [F.Q_WAIT, F.Q_SERVED],
  abandonmentRate: [F.Q_ABANDONED, F.Q_ARRIVALS],
  overTargetRate: [F.Q_OVER, F.Q_SERVED],
  coverage: [],
};

/** The fields a set of metrics needs: a long hourly roll-up then adds 3 numbers a bucket, not 22. */
export function fieldsFor(metrics: readonly InsightMetric[]): Int32Array {
  const set = new Set<number>([F.VALID, F.BUCKETS]);
  for (const m of metrics) for (const f of METRIC_FIELDS[m]) set.add(f);
  return Int32Array.from([...set].sort((a, b) => a - b));
}

/** One branch's FIELD_COUNT accumulators per period of the range (only `fields` are summed). */
export function periodTotals(bd: BranchData, range: DayRange, granularity: Granularity, limit: number, fields: Int32Array = ALL_FIELDS): Float64Array {
  const FC = FIELD_COUNT;
  const periods = periodCount(range, granularity);
  const acc = new Float64Array(periods * FC);
  const nf = fields.length;
  if (granularity === 'hour') {
    const hl = hourLayer(bd);
    const a = Math.max(0, Math.min(bd.dayCount, range.fromDay - bd.firstDay));
    const z = Math.max(0, Math.min(bd.dayCount, range.toDay - bd.firstDay + 1));
    const dayBase = bd.firstDay - range.fromDay;
    const { totals, firstBucket } = hl;
    for (let h = hl.dayHourStart[a] as number, stop = hl.dayHourStart[z] as number; h < stop; h++) {
      const t = (((hl.dayIdx[h] as number) + dayBase) * 24 + (hl.hour[h] as number)) * FC;
      if ((firstBucket[h + 1] as number) <= limit) {
        const o = h * FC;
        for (let k = 0; k < nf; k++) {
          const f = fields[k] as number;
          acc[t + f] = (acc[t + f] as number) + (totals[o + f] as number);
        }
      } else {
        // the hour in progress: only its complete quarters
        for (let b = firstBucket[h] as number; b < limit; b++) addBucket(bd.data, b, acc, t);
        break;
      }
    }
    return acc;
  }
  if (granularity === '15min') {
    const [start, end] = bucketSpan(bd, range, limit);
    const dayBase = bd.firstDay - range.fromDay;
    const { data, dayIdx, quarter } = bd;
    for (let b = start; b < end; b++) {
      const t = (((dayIdx[b] as number) + dayBase) * 96 + (quarter[b] as number)) * FC;
      const o = b * FC;
      for (let k = 0; k < nf; k++) {
        const f = fields[k] as number;
        acc[t + f] = (acc[t + f] as number) + (data[o + f] as number);
      }
    }
    return acc;
  }
  const weekBase = isoWeekStart(range.fromDay);
  const monthBase = monthKeyOf(range.fromDay);
  const first = Math.max(range.fromDay, bd.firstDay);
  const last = Math.min(range.toDay, bd.firstDay + bd.dayCount - 1);
  let monthKey = monthKeyOf(first);
  let nextMonthDay = monthStartDay(monthKey + 1);
  for (let day = first; day <= last; day++) {
    if (day >= nextMonthDay) {
      monthKey += 1;
      nextMonthDay = monthStartDay(monthKey + 1);
    }
    const slot = granularity === 'day' ? day - range.fromDay : granularity === 'week' ? (isoWeekStart(day) - weekBase) / 7 : monthKey - monthBase;
    addRangeTotals(bd, { fromDay: day, toDay: day }, limit, acc, slot * FC);
  }
  return acc;
}

/** Weekday (Monday 0) of a local day; re-exported for callers building profiles. */
export { weekdayOf };
