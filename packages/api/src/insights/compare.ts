// Whether a comparison may be shown as a percentage. A change is only honest when both periods
// hold data for (nearly) the same opening hours: a branch that opened during the comparison
// period, sensors offline for days, or a range that ends later today all skew it.
import type { Coverage, KpiValue } from './schemas';

/** Below this share of the longer period's opening hours a period counts as partial. */
export const COMPARABLE_MIN_PERCENT = 90;

export type Comparison =
  /** no comparison was asked for */
  | { kind: 'none' }
  /** the comparison period has no data at all (branch not open yet, closed, sensors offline) */
  | { kind: 'noData' }
  /** one period holds data for only `percent` % of the other's opening hours */
  | { kind: 'partial'; side: 'compare' | 'current'; percent: number }
  | { kind: 'comparable' };

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * How two periods compare, from their coverage (`/summary`'s `coverage` and `compareCoverage`).
 * Each period's valid buckets are measured against the larger of the two periods' opening-hour
 * buckets, so a shorter period (not open yet, cut at "now") counts as partial too.
 */
export function compareCoverage(current: Coverage, compare: Coverage | null, minPercent = COMPARABLE_MIN_PERCENT): Comparison {
  if (!compare) return { kind: 'none' };
  if (compare.validBuckets === 0) return { kind: 'noData' };
  const base = Math.max(current.buckets, compare.buckets);
  if (current.validBuckets === 0 || base === 0) return { kind: 'partial', side: 'current', percent: 0 };
  const comparePercent = (compare.validBuckets / base) * 100;
  const currentPercent = (current.validBuckets / base) * 100;
  if (comparePercent < minPercent) return { kind: 'partial', side: 'compare', percent: round1(comparePercent) };
  if (currentPercent < minPercent) return { kind: 'partial', side: 'current', percent: round1(currentPercent) };
  return { kind: 'comparable' };
}

export type KpiComparison = Exclude<Comparison, { kind: 'comparable' }> | { kind: 'delta'; delta: number };

/** One KPI's comparison: its change only when the periods are comparable and its base is not zero. */
export function kpiComparison(kpi: KpiValue | undefined, comparison: Comparison): KpiComparison {
  if (comparison.kind !== 'comparable') return comparison;
  if (!kpi || kpi.compareValue === null || kpi.compareValue === 0 || kpi.delta === null || !Number.isFinite(kpi.delta)) return { kind: 'noData' };
  return { kind: 'delta', delta: kpi.delta };
}
