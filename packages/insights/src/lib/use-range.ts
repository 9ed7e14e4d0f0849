// The dates, length and granularity a screen's search resolves to (recomputed each render, so
// "last 7 days" follows the calendar).
import type { Granularity, Series, SeriesResponse } from '@atrium/api/insights';
import { daysBetween, granularityFor, resolveRange } from './range';
import type { RangeSearch } from './search';

export interface RangeParams {
  from: string;
  to: string;
  days: number;
  granularity: Granularity;
}

export function rangeParams(search: RangeSearch, singleBranch: boolean, now?: Date): RangeParams {
  const { from, to } = resolveRange(search, now);
  const days = daysBetween(from, to);
  return { from, to, days, granularity: granularityFor(search, days, singleBranch) };
}

export function findSeries(res: SeriesResponse | undefined, metric: string, branchId: string | null = null): Series | undefined {
  return res?.series.find((s) => s.metric === metric && s.branchId === branchId);
}

/** Chart rows of one or more series sharing their points' `t`. */
export function chartRows(res: SeriesResponse | undefined, metrics: readonly string[], withCompare: boolean) {
  const first = findSeries(res, metrics[0] ?? '');
  if (!first) return [];
  return first.points.map((p, i) => {
    const row: Record<string, string | number | null> = { t: p.t };
    for (const m of metrics) {
      const point = findSeries(res, m)?.points[i];
      row[m] = point?.value ?? null;
      if (withCompare) row[`${m}Compare`] = point?.compareValue ?? null;
    }
    return row;
  });
}
