// The typed client for /api/insights: one function per call, each answer parsed with the
// contract. Same options and errors as the main client, so the app can mount it beside it.
import type { z } from 'zod';
import { ApiContractError, ApiError, readBody, toSearchParams, type ApiClientOptions, type QueryInput } from '../http';
import { credentialsFor } from '../config';
import { buildPath } from '../paths';
import { INSIGHTS_PATHS } from './paths';
import {
  anomaliesResponseSchema,
  anomalyDetailSchema,
  eventsResponseSchema,
  branchDetailSchema,
  branchesResponseSchema,
  heatmapResponseSchema,
  liveResponseSchema,
  queuesResponseSchema,
  seriesResponseSchema,
  summaryResponseSchema,
  visitorsResponseSchema,
  zonesResponseSchema,
  type AnomaliesQuery,
  type BranchesQuery,
  type EventsQuery,
  type ExportQuery,
  type HeatmapQuery,
  type LiveQuery,
  type QueuesQuery,
  type SeriesQuery,
  type SummaryQuery,
  type VisitorsQuery,
  type ZonesQuery,
} from './schemas';

/** The query objects of the calls are flat records of scalars and string arrays. */
function asQuery(query: object): QueryInput {
  return query as QueryInput;
}

export function createInsightsClient({ baseUrl = '', getToken, fetch: fetchImpl }: ApiClientOptions = {}) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = baseUrl.replace(/\/+$/, '');
  // the browser app's session is its HttpOnly cookie (see ../config)
  const credentials = credentialsFor(base);

  function urlOf(path: string, query: QueryInput = {}): string {
    const search = toSearchParams(query).toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  async function send(url: string, accept: string, signal?: AbortSignal): Promise<Response> {
    const headers = new Headers({ Accept: accept });
    const token = await getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return doFetch(url, { method: 'GET', headers, signal, credentials });
  }

  async function get<S extends z.ZodType>(path: string, query: QueryInput, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
    const url = urlOf(path, query);
    const response = await send(url, 'application/json', signal);
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed, 'GET', url);
    const result = schema.safeParse(parsed);
    if (!result.success) throw new ApiContractError('GET', url, result.error.issues);
    return result.data;
  }

  return {
    listBranches: (query: BranchesQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.branches, asQuery(query), branchesResponseSchema, signal),
    getBranch: (id: string, signal?: AbortSignal) => get(buildPath(INSIGHTS_PATHS.branch, { id }), {}, branchDetailSchema, signal),
    getSummary: (query: SummaryQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.summary, asQuery(query), summaryResponseSchema, signal),
    getSeries: (query: SeriesQuery, signal?: AbortSignal) => get(INSIGHTS_PATHS.series, asQuery(query), seriesResponseSchema, signal),
    getHeatmap: (query: HeatmapQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.heatmap, asQuery(query), heatmapResponseSchema, signal),
    getLive: (query: LiveQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.live, asQuery(query), liveResponseSchema, signal),
    getZones: (id: string, query: ZonesQuery = {}, signal?: AbortSignal) =>
      get(buildPath(INSIGHTS_PATHS.branchZones, { id }), asQuery(query), zonesResponseSchema, signal),
    getQueues: (id: string, query: QueuesQuery = {}, signal?: AbortSignal) =>
      get(buildPath(INSIGHTS_PATHS.branchQueues, { id }), asQuery(query), queuesResponseSchema, signal),
    getVisitors: (query: VisitorsQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.visitors, asQuery(query), visitorsResponseSchema, signal),
    getAnomalies: (query: AnomaliesQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.anomalies, asQuery(query), anomaliesResponseSchema, signal),
    getAnomaly: (id: string, signal?: AbortSignal) => get(buildPath(INSIGHTS_PATHS.anomaly, { id }), {}, anomalyDetailSchema, signal),
    getEvents: (query: EventsQuery = {}, signal?: AbortSignal) => get(INSIGHTS_PATHS.events, asQuery(query), eventsResponseSchema, signal),
    /** The CSV text of any call's numbers (RFC 4180). */
    exportCsv: async (query: ExportQuery, signal?: AbortSignal): Promise<string> => {
      const url = urlOf(INSIGHTS_PATHS.export, asQuery(query));
      const response = await send(url, 'text/csv', signal);
      if (!response.ok) throw new ApiError(response.status, await readBody(response), 'GET', url);
      return response.text();
    },
    /** The export's URL, e.g. for a plain download link when no token is needed. */
    exportUrl: (query: ExportQuery) => urlOf(INSIGHTS_PATHS.export, asQuery(query)),
  };
}

export type InsightsClient = ReturnType<typeof createInsightsClient>;
