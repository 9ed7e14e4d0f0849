// The dates, length and granularity a screen's search resolves to (recomputed each render, so
// "last 7 days" follows the calendar).
import type { Branch, BranchesResponse, Granularity, Series, SeriesResponse } from '@atrium/api/insights';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { branchQuery, insightsKeys, summaryQuery } from '../api/queries';
import { daysBetween, granularityFor, resolveRange, zonesOf } from './range';
import type { RangeSearch } from './search';

export interface RangeParams {
  from: string;
  to: string;
  days: number;
  granularity: Granularity;
}

/** `timeZones`: the zones of the branches on screen, whose own days the range is counted in. */
export function rangeParams(search: RangeSearch, singleBranch: boolean, now?: Date, timeZones: readonly string[] = []): RangeParams {
  const { from, to } = resolveRange(search, now, timeZones);
  const days = daysBetween(from, to);
  return { from, to, days, granularity: granularityFor(search, days, singleBranch) };
}

/**
 * The zones of the branches a chain screen covers, from any branch list already answered (a
 * branch's zone does not depend on the range). Before the first list arrives there are none, and
 * the range is read "anywhere on Earth" until it does.
 */
export function useChainZones(branchIds: readonly string[]): string[] {
  // one array per set of zones, so memoised children (the range picker) keep their props
  const key = chainZones(useQueryClient(), branchIds).join(' ');
  return useMemo(() => (key === '' ? [] : key.split(' ')), [key]);
}

/** `useChainZones` outside a component: the zones the cached branch lists give. */
export function chainZones(client: QueryClient, branchIds: readonly string[]): string[] {
  const seen = new Map<string, { id: string; timezone: string }>();
  for (const [, data] of client.getQueriesData<BranchesResponse>({ queryKey: [...insightsKeys.all, 'branches'] })) {
    for (const b of data?.branches ?? []) seen.set(b.id, b);
  }
  return zonesOf([...seen.values()], branchIds);
}

/**
 * The chain KPIs' query of a chain screen (the landing's KPI cards), the very options the page
 * uses for `search`: started when a person changes the range, before the router's update and the
 * page's background render that would otherwise ask for it (issue 34, decision 0005 twelfth pass).
 */
export function chainSummaryQuery(client: QueryClient, search: RangeSearch & { branchIds: readonly string[] }, now?: Date) {
  const { from, to } = rangeParams(search, search.branchIds.length === 1, now, chainZones(client, search.branchIds));
  return summaryQuery({ from, to, branchIds: [...search.branchIds], compare: search.compare });
}

/**
 * A branch as a branch list already answered carries it (a list's rows are branches with their
 * KPIs): the landing, the live board and the chain overview have loaded one before a person opens
 * a branch from them. Undefined when no list in the cache has it.
 */
export function cachedBranch(client: QueryClient, branchId: string): Branch | undefined {
  for (const [, data] of client.getQueriesData<BranchesResponse>({ queryKey: [...insightsKeys.all, 'branches'] })) {
    const hit = data?.branches.find((b) => b.id === branchId);
    if (hit) return hit;
  }
  return undefined;
}

/** `cachedBranch` for a component: read on each render, so a list that arrives later counts. */
export function useCachedBranch(branchId: string): Branch | undefined {
  return cachedBranch(useQueryClient(), branchId);
}

/** The branch page's KPI query, the same options the page uses (its range in the branch's zone). */
export function branchSummaryQuery(branchId: string, search: RangeSearch, timeZone: string | undefined, now?: Date) {
  const { from, to } = rangeParams(search, true, now, timeZone ? [timeZone] : []);
  return summaryQuery({ from, to, branchIds: [branchId], compare: search.compare });
}

/**
 * What the branch page asks for first, started before its code has mounted (the route's loader
 * calls it without waiting): the branch, and, when a cached branch list gives its zone, the KPIs
 * at the top of the page. The charts, queues and zones are asked for by the page itself once
 * mounted, after the KPIs: the demo's mock answers its calls one after another.
 */
export function prefetchBranchPage(client: QueryClient, branchId: string, search: RangeSearch): void {
  void client.prefetchQuery(branchQuery(branchId));
  const zone = (client.getQueryData(branchQuery(branchId).queryKey)?.branch ?? cachedBranch(client, branchId))?.timezone;
  if (zone) void client.prefetchQuery(branchSummaryQuery(branchId, search, zone));
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
