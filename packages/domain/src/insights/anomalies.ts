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
import { dayNumberOf, localStamp } from './calendar';
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

/** Newest first; on the same start by branch, then by id. */
function byNewest(a: Anomaly, b: Anomaly): number {
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
 * The chain's findings, kept per range and quarter-hour of the clock: the facts of days that are
 * over do not change within a quarter (a new quarter or day is a new key), and a list's filters,
 * its pages, a screen's refetches and the "Why?" of one of its anomalies ask for the same range
 * again. Both backends hold one (the server one per database); the values are shared, never
 * mutated. `T` is the findings or a promise of them.
 */
export class FindingsMemo<T> {
  private readonly held = new Map<string, T>();

  constructor(private readonly size = 16) {}

  private static quarterOf(now: number): number {
    return Math.floor(now / 900_000);
  }

  /** The findings of [range] at `now`, computed once per quarter-hour. */
  of(range: DayRange, now: number, compute: () => T): T {
    const key = `${range.fromDay}|${range.toDay}|${FindingsMemo.quarterOf(now)}`;
    const held = this.held.get(key);
    if (held !== undefined) return held;
    const found = compute();
    this.held.set(key, found);
    if (this.held.size > this.size) this.held.delete(this.held.keys().next().value ?? key);
    return found;
  }

  /**
   * The findings of one local day: those of a held range that covers it (the list the reader
   * clicked "Why?" in; a day's findings do not depend on the range that judged it, see
   * EXPLAIN_FACTS_DAYS), else the day judged alone.
   */
  ofDay(day: number, now: number, compute: () => T): T {
    const quarter = FindingsMemo.quarterOf(now);
    for (const [key, found] of this.held) {
      const [from = NaN, to = NaN, q = NaN] = key.split('|').map(Number);
      if (q === quarter && from <= day && day <= to) return found;
    }
    return this.of({ fromDay: day, toDay: day }, now, compute);
  }

  /** Forgets a range's findings (a computation that failed). */
  forget(value: T): void {
    for (const [key, found] of this.held) if (found === value) this.held.delete(key);
  }
}
