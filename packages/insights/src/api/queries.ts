// TanStack Query options for every insights call, keyed by one factory.
import { isApiError, type AnomaliesQuery, type BranchesQuery, type HeatmapQuery, type LiveQuery, type QueuesQuery, type SeriesQuery, type SummaryQuery, type VisitorsQuery, type ZonesQuery } from '@atrium/api/insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getInsightsClient } from './client';

export const insightsKeys = {
  all: ['insights'] as const,
  branches: (query: BranchesQuery) => [...insightsKeys.all, 'branches', query] as const,
  branch: (id: string) => [...insightsKeys.all, 'branch', id] as const,
  summary: (query: SummaryQuery) => [...insightsKeys.all, 'summary', query] as const,
  series: (query: SeriesQuery) => [...insightsKeys.all, 'series', query] as const,
  heatmap: (query: HeatmapQuery) => [...insightsKeys.all, 'heatmap', query] as const,
  live: (query: LiveQuery) => [...insightsKeys.all, 'live', query] as const,
  zones: (id: string, query: ZonesQuery) => [...insightsKeys.all, 'zones', id, query] as const,
  queues: (id: string, query: QueuesQuery) => [...insightsKeys.all, 'queues', id, query] as const,
  visitors: (query: VisitorsQuery) => [...insightsKeys.all, 'visitors', query] as const,
  anomalies: (query: AnomaliesQuery) => [...insightsKeys.all, 'anomalies', query] as const,
  anomaly: (id: string) => [...insightsKeys.all, 'anomaly', id] as const,
};

/** Past numbers do not change; a minute keeps tab switches from refetching. */
const STALE = 60_000;
export const LIVE_INTERVAL_MS = 10_000;

export const branchesQuery = (query: BranchesQuery) =>
  queryOptions({ queryKey: insightsKeys.branches(query), queryFn: ({ signal }) => getInsightsClient().listBranches(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const branchQuery = (id: string) =>
  queryOptions({
    queryKey: insightsKeys.branch(id),
    queryFn: ({ signal }) => getInsightsClient().getBranch(id, signal),
    staleTime: 5 * STALE,
    // an unknown branch will not appear on a second try: one 404 is the answer
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
  });

export const summaryQuery = (query: SummaryQuery) =>
  queryOptions({ queryKey: insightsKeys.summary(query), queryFn: ({ signal }) => getInsightsClient().getSummary(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const seriesQuery = (query: SeriesQuery) =>
  queryOptions({ queryKey: insightsKeys.series(query), queryFn: ({ signal }) => getInsightsClient().getSeries(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const heatmapQuery = (query: HeatmapQuery) =>
  queryOptions({ queryKey: insightsKeys.heatmap(query), queryFn: ({ signal }) => getInsightsClient().getHeatmap(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

/** Polls every 10 s; TanStack Query stops polling while the tab is hidden (refetchIntervalInBackground false). */
export const liveQuery = (query: LiveQuery, paused = false) =>
  queryOptions({
    queryKey: insightsKeys.live(query),
    queryFn: ({ signal }) => getInsightsClient().getLive(query, signal),
    refetchInterval: paused ? false : LIVE_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const zonesQuery = (id: string, query: ZonesQuery) =>
  queryOptions({ queryKey: insightsKeys.zones(id, query), queryFn: ({ signal }) => getInsightsClient().getZones(id, query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const queuesQuery = (id: string, query: QueuesQuery) =>
  queryOptions({ queryKey: insightsKeys.queues(id, query), queryFn: ({ signal }) => getInsightsClient().getQueues(id, query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const visitorsQuery = (query: VisitorsQuery) =>
  queryOptions({ queryKey: insightsKeys.visitors(query), queryFn: ({ signal }) => getInsightsClient().getVisitors(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

export const anomaliesQuery = (query: AnomaliesQuery) =>
  queryOptions({ queryKey: insightsKeys.anomalies(query), queryFn: ({ signal }) => getInsightsClient().getAnomalies(query, signal), staleTime: STALE, placeholderData: keepPreviousData });

/** One anomaly's explanation (the "Why?" dialog); an unknown id is one 404, not retried. */
export const anomalyQuery = (id: string) =>
  queryOptions({
    queryKey: insightsKeys.anomaly(id),
    queryFn: ({ signal }) => getInsightsClient().getAnomaly(id, signal),
    staleTime: 5 * STALE,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
  });
