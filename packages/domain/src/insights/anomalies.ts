// GET /anomalies and GET /anomalies/{id} (issue 33): the explained findings of `explain.ts` shaped
// into the contract's list items and detail, filtered, sorted and paged. Both backends compute
// the findings from their own facts and call these functions, so their answers are one JSON.
import {
  ANOMALIES_PER_PAGE,
  ANOMALY_CAUSES,
  MAX_ANOMALY_CAUSES,
  MAX_ITEM_CAUSES,
  type Anomaly,
  type AnomaliesResponse,
  type AnomalyCause,
  type AnomalyDetail,
  type AnomalyKind,
  type AnomalyMetric,
} from '@atrium/api';
import { rangeOut } from './analytics';
import { DAY_MS, dayNumberOf, localStamp, toLocal } from './calendar';
import type { DayRange } from './engine';
import { FINDING_METRICS, markSeasonal, type CAUSE_KINDS, type Finding } from './explain';

// the contract's lists are the explainer's: a change on either side fails the typecheck here
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const causesAgree: Same<(typeof CAUSE_KINDS)[number], AnomalyCause> = true;
const metricsAgree: Same<(typeof FINDING_METRICS)[number], AnomalyMetric> = true;
void causesAgree;
void metricsAgree;
void ANOMALY_CAUSES;

/**
 * How many days of facts before a range the explainer reads: up to ten baseline weeks and the
 * week that sets their level (77 days) for each day it judges, and for the calendar's causes the
 * branch's own history of 120 days before it, each with its own baseline. With this much, a day's
 * findings are the same whatever range asked for them, so the list and the detail agree.
 */
export const EXPLAIN_FACTS_DAYS = 11 * 7 + 120;

/** The days of facts `explainBranch` needs to judge local days [range]. */
export function explainWindow(range: DayRange): DayRange {
  return { fromDay: range.fromDay - EXPLAIN_FACTS_DAYS, toDay: range.toDay };
}

/**
 * The findings of every branch of the chain, with chain-wide moves named "seasonal": whether a
 * move is seasonal depends on the other branches, so the list and the detail always judge the
 * whole chain (`perBranch` holds every branch's findings over the same days).
 */
export function chainFindings(perBranch: ReadonlyArray<readonly Finding[]>, branchCount: number): Finding[] {
  markSeasonal(perBranch, branchCount);
  return perBranch.flat();
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** A finding's value and expected in its metric's unit (conversion in %, as the measures are). */
function valueOf(f: Finding): { value: number; expected: number } {
  if (f.metric === 'conversion') return { value: f.measures.conversion.actual ?? r2(f.value * 100), expected: f.measures.conversion.expected ?? r2(f.expected * 100) };
  return { value: f.value, expected: r2(f.expected) };
}

/** A finding as a list item: its metric, granularity and best causes with their shares. */
export function anomalyOf(f: Finding, currency: string): Anomaly {
  const { value, expected } = valueOf(f);
  return {
    id: f.id,
    branchId: f.branchId,
    kind: f.kind,
    metric: f.metric,
    granularity: f.granularity,
    queueId: f.queueId,
    start: f.start,
    end: f.end,
    value,
    expected,
    currency,
    score: f.score,
    causes: f.causes.slice(0, MAX_ITEM_CAUSES).map((c) => ({ kind: c.kind, share: c.share, target: c.target })),
  };
}

/** A run of offline quarters [fromQ, toQ] of one local day: the visitor counter was out, nothing to explain. */
export function outageAnomaly(branchId: string, currency: string, day: number, fromQ: number, toQ: number): Anomaly {
  const start = localStamp(day, fromQ * 15);
  return {
    id: `${branchId}-outage-${start}`,
    branchId,
    kind: 'outage',
    metric: 'visitors',
    granularity: 'hour',
    queueId: null,
    start,
    end: localStamp(day, (toQ + 1) * 15),
    value: null,
    expected: null,
    currency,
    score: null,
    causes: [],
  };
}

/** A finding as GET /anomalies/{id} answers it. */
export function anomalyDetailOf(f: Finding, currency: string): AnomalyDetail {
  return {
    anomaly: anomalyOf(f, currency),
    measures: f.measures,
    decomposition: f.decomposition,
    drill: f.drill,
    events: f.events,
    dataQuality: f.dataQuality,
    causes: f.causes.slice(0, MAX_ANOMALY_CAUSES).map((c) => ({ kind: c.kind, share: c.share, target: c.target, score: c.score, evidence: c.evidence })),
    confidence: f.confidence,
    intraday: f.intraday.map((h) => ({ hour: `${String(h.hour).padStart(2, '0')}:00`, actual: h.actual, expected: h.expected, low: h.low, high: h.high })),
  };
}

/** The filters and page of GET /anomalies (parsed). */
export interface AnomaliesFilter {
  metric?: readonly AnomalyMetric[] | undefined;
  kind?: readonly AnomalyKind[] | undefined;
  cause?: readonly AnomalyCause[] | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

/** Newest first; on the same start by branch, then by id (the list's order). */
export function byNewest(a: Anomaly, b: Anomaly): number {
  if (a.start !== b.start) return a.start < b.start ? 1 : -1;
  if (a.branchId !== b.branchId) return a.branchId < b.branchId ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The answer of GET /anomalies: the items that pass the filters (`cause` is an item's first cause), newest first, one page. */
export function anomaliesAnswer(range: DayRange, items: readonly Anomaly[], filter: AnomaliesFilter): AnomaliesResponse {
  const { metric, kind, cause } = filter;
  const kept = items.filter(
    (a) =>
      (!metric || metric.length === 0 || metric.includes(a.metric)) &&
      (!kind || kind.length === 0 || kind.includes(a.kind)) &&
      (!cause || cause.length === 0 || (a.causes[0] !== undefined && cause.includes(a.causes[0].kind))),
  );
  kept.sort(byNewest);
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? ANOMALIES_PER_PAGE;
  return { range: rangeOut(range), total: kept.length, page, perPage, anomalies: kept.slice((page - 1) * perPage, page * perPage) };
}

const FINDING_TAIL = new RegExp(`^(?:${FINDING_METRICS.join('|')})(?:-[A-Za-z0-9-]+)?-(?:hour|day)-(\\d{4}-\\d{2}-\\d{2})T\\d{2}:\\d{2}$`);

/**
 * The branch and local day an anomaly id names (`{branchId}-{metric}[-{queueId}]-{hour|day}-{start}`),
 * or null when it names no finding of a known branch (an outage has no explanation to serve).
 */
export function anomalyTarget(id: string, branchIds: readonly string[]): { branchId: string; day: number } | null {
  // the longest branch id that prefixes it (ids hold dashes: `lon-01`)
  let branchId: string | null = null;
  for (const b of branchIds) if (id.startsWith(`${b}-`) && (branchId === null || b.length > branchId.length)) branchId = b;
  if (branchId === null) return null;
  const match = FINDING_TAIL.exec(id.slice(branchId.length + 1));
  const date = match?.[1];
  if (date === undefined) return null;
  const day = dayNumberOf(date);
  return Number.isNaN(day) ? null : { branchId, day };
}

/** The longest range GET /anomalies judges (each day reads 197 days of facts before it at every branch). */
export const MAX_ANOMALY_RANGE_DAYS = 92;

/** Field errors of an anomalies range that is too long, or null. */
export function anomalyRangeErrors(range: DayRange): Record<string, string[]> | null {
  return range.toDay - range.fromDay + 1 > MAX_ANOMALY_RANGE_DAYS ? { to: [`The range may span at most ${MAX_ANOMALY_RANGE_DAYS} days for anomalies`] } : null;
}

/**
 * The first local day that is not over at some branch at `now` (the smallest local "today" of
 * the branches' time zones): the days before it are over everywhere, their facts final.
 */
export function settledBefore(timeZones: Iterable<string>, now: number): number {
  const zones = [...new Set(timeZones)].sort();
  // asked on every list request: a local day turns on a whole minute, so once per minute is enough
  const key = `${Math.floor(now / 60_000)}|${zones.join(',')}`;
  if (lastSettled.key === key) return lastSettled.day;
  let first = Infinity;
  for (const zone of zones) first = Math.min(first, toLocal(zone, Math.floor(now / 60_000) * 60_000).day);
  const day = Number.isFinite(first) ? first : Math.floor(now / DAY_MS) - 1;
  lastSettled = { key, day };
  return day;
}

let lastSettled = { key: '', day: 0 };

const quarterOf = (now: number) => Math.floor(now / 900_000);

/**
 * The chain's findings (or any items of a local day) kept per day. A day that is over at every
 * branch (before `settledBefore`) is judged once: its facts are final and its findings do not
 * depend on the range that asked (EXPLAIN_FACTS_DAYS), so a 28-day list inside a 90-day one, the
 * next page, a refetch and the "Why?" of one of its anomalies are answered from what is held. A
 * day that is not over yet is held for the quarter-hour of the clock it was judged in. Missing days
 * are judged in contiguous spans (each span reads its facts once). Both backends hold one (the
 * server one per database); the items are shared, never mutated.
 */
export class DayMemo<T extends { day: number }> {
  private readonly settled = new Map<number, T[]>();
  private live = new Map<number, T[]>();
  private liveQuarter = NaN;
  private queue: Promise<unknown> = Promise.resolve();
  private changes = 0;

  /** Moves whenever what is held changes: an answer built from held items is current while it stays. */
  get stamp(): number {
    return this.changes;
  }

  /** `maxDays`: how many settled days are kept (the oldest judged are forgotten first). */
  constructor(private readonly maxDays = 800) {}

  private held(day: number, settledBefore: number): T[] | undefined {
    return day < settledBefore ? this.settled.get(day) : this.live.get(day);
  }

  /** The days of [range] not held at `now`, as contiguous spans. */
  missing(range: DayRange, settledBefore: number, now: number): DayRange[] {
    if (quarterOf(now) !== this.liveQuarter) {
      this.live = new Map();
      this.liveQuarter = quarterOf(now);
      this.changes++;
    }
    const spans: DayRange[] = [];
    for (let day = range.fromDay; day <= range.toDay; day++) {
      if (this.held(day, settledBefore) !== undefined) continue;
      const last = spans[spans.length - 1];
      if (last && last.toDay === day - 1) last.toDay = day;
      else spans.push({ fromDay: day, toDay: day });
    }
    return spans;
  }

  /** Keeps the items judged over [span] (every day of it, those with no item too). */
  put(span: DayRange, items: readonly T[], settledBefore: number): void {
    this.changes++;
    const byDay = new Map<number, T[]>();
    for (let day = span.fromDay; day <= span.toDay; day++) byDay.set(day, []);
    for (const item of items) byDay.get(item.day)?.push(item);
    for (const [day, list] of byDay) {
      if (day >= settledBefore) this.live.set(day, list);
      else {
        this.settled.delete(day);
        this.settled.set(day, list);
      }
    }
    while (this.settled.size > this.maxDays) this.settled.delete(this.settled.keys().next().value ?? 0);
  }

  /** The held items of [range], or null when a day of it is not held. */
  get(range: DayRange, settledBefore: number): T[] | null {
    const out: T[] = [];
    for (let day = range.fromDay; day <= range.toDay; day++) {
      const list = this.held(day, settledBefore);
      if (list === undefined) return null;
      for (const item of list) out.push(item);
    }
    return out;
  }

  /** The items of [range], judging the days not held with `judge` (synchronous: the mock). */
  of(range: DayRange, settledBefore: number, now: number, judge: (span: DayRange) => readonly T[]): T[] {
    for (const span of this.missing(range, settledBefore, now)) this.put(span, judge(span), settledBefore);
    return this.get(range, settledBefore) ?? [];
  }

  /**
   * The items of [range], judging the days not held with `judge`, one judgement at a time: fifty
   * requests for a range nobody asked for yet wait for one judgement and read what it kept.
   */
  async ofAsync(range: DayRange, settledBefore: number, now: number, judge: (span: DayRange) => Promise<readonly T[]>): Promise<T[]> {
    if (this.missing(range, settledBefore, now).length === 0) return this.get(range, settledBefore) ?? [];
    const run = this.queue.then(async () => {
      for (const span of this.missing(range, settledBefore, now)) this.put(span, await judge(span), settledBefore);
    });
    this.queue = run.catch(() => undefined);
    await run;
    // null when a request of another quarter-hour replaced the live days meanwhile: judge them again
    return this.get(range, settledBefore) ?? this.ofAsync(range, settledBefore, now, judge);
  }
}
