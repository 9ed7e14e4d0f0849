// MSW handlers for /api/insights: read the query, call the service, map its outcome to a status.
import { INSIGHTS_PATHS } from '@atrium/api';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { authorize } from '../handlers/http';
import { exportCsv, INSIGHTS_CALLS } from './csv';
import type { InsightsOutcome } from '@atrium/domain';
import { getAnomaly, getEvents, getInsightsBranch } from './services';

/** Keys that may repeat in a query string. */
const ARRAY_KEYS = new Set(['branchIds', 'metric', 'type', 'kind', 'cause']);

let latencyMs = 0;
/** Simulated network latency of the insights handlers (the app sets it with the rest). */
export function setInsightsLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

function readQuery(request: Request): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (ARRAY_KEYS.has(key)) out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

const branchNotFound = () => HttpResponse.json({ error: 'Branch not found' }, { status: 404 });

function respond(outcome: InsightsOutcome<unknown>): Response {
  if (outcome.ok) return HttpResponse.json(outcome.value as Record<string, unknown>);
  if (outcome.reason === 'not-found') return branchNotFound();
  return HttpResponse.json({ errors: outcome.errors }, { status: 400 });
}

type Resolver = (request: Request, params: Record<string, string | readonly string[] | undefined>) => Response;

function get(path: string, resolver: Resolver): HttpHandler {
  // `*` first: the browser worker answers the same-origin /api whatever the page's origin
  return http.get(`*${path}`, async ({ request, params }) => {
    if (latencyMs > 0) await delay(latencyMs);
    const allowed = authorize('get', path, request);
    if (!allowed.ok) return allowed.response;
    return resolver(request, params);
  });
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) => {
  const id = params.id;
  return typeof id === 'string' ? id : '';
};

/** A handler answering with the mock's service of an exportable call. */
const answer =
  (call: keyof typeof INSIGHTS_CALLS): Resolver =>
  (request, params) =>
    respond(INSIGHTS_CALLS[call](idOf(params), readQuery(request)));

export const insightsHandlers: HttpHandler[] = [
  get(INSIGHTS_PATHS.branches, answer('branches')),
  get(INSIGHTS_PATHS.branchZones, answer('zones')),
  get(INSIGHTS_PATHS.branchQueues, answer('queues')),
  get(INSIGHTS_PATHS.branch, (_request, params) => respond(getInsightsBranch(idOf(params)))),
  get(INSIGHTS_PATHS.summary, answer('summary')),
  get(INSIGHTS_PATHS.series, answer('series')),
  get(INSIGHTS_PATHS.heatmap, answer('heatmap')),
  get(INSIGHTS_PATHS.live, answer('live')),
  get(INSIGHTS_PATHS.visitors, answer('visitors')),
  get(INSIGHTS_PATHS.anomalies, answer('anomalies')),
  get(INSIGHTS_PATHS.anomaly, (_request, params) => {
    const outcome = getAnomaly(idOf(params));
    return outcome.ok || outcome.reason !== 'not-found' ? respond(outcome) : HttpResponse.json({ error: 'Anomaly not found' }, { status: 404 });
  }),
  get(INSIGHTS_PATHS.events, (request) => respond(getEvents(readQuery(request)))),
  get(INSIGHTS_PATHS.export, (request) => {
    const outcome = exportCsv(readQuery(request));
    if (!outcome.ok) return respond(outcome);
    return new HttpResponse(outcome.value.body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${outcome.value.filename}"`,
      },
    });
  }),
];
