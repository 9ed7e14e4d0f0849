// Hono routes of /api/insights: read the query as the mock's handlers do, call the SQL-backed
// service, and map its outcome to the same status codes and bodies.
import { createHash } from 'node:crypto';
import { INSIGHTS_PATHS } from '@atrium/api';
import * as domain from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as services from './services';
import type { InsightsDeps, InsightsOutcome } from './services';
import type { LiveResponse } from '@atrium/api';

/** Keys that may repeat in a query string. */
const ARRAY_KEYS = new Set(['branchIds', 'metric', 'type', 'kind', 'cause']);

export function readQuery(url: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (ARRAY_KEYS.has(key)) out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

/** How long a browser may keep an answer about days that are over without asking again. */
export const HISTORY_MAX_AGE_SECONDS = 600;

/**
 * The range an answer covers ends before `today` (UTC, the server's day): the days are over and
 * their facts are final (registerInsights appends a finished day before the next day's first
 * call), so the answer cannot change.
 */
export function isHistory(value: unknown, today: Date): boolean {
  const to = (value as { range?: { to?: unknown } } | null)?.range?.to;
  return typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to) && to < today.toISOString().slice(0, 10);
}

/**
 * A successful answer as JSON. An answer about history (isHistory) carries an ETag (weak: it
 * names the JSON, whatever the encoding that carries it) and `Cache-Control: private,
 * max-age=600`, and answers 304 to a request that holds it. `Vary: Cookie, Authorization`: the
 * browser reuses it for the same session only (another person signing in on the same browser
 * asks the server again, which checks their access). A range that includes today changes every
 * minute and gets neither.
 */
export function respond<T>(c: Context, outcome: InsightsOutcome<T>, today?: Date): Response {
  if (outcome.ok && today !== undefined && isHistory(outcome.value, today)) {
    const json = jsonOf(outcome.value as object);
    const etag = (json.etag ??= `W/"${createHash('sha256').update(json.body).digest('base64url').slice(0, 27)}"`);
    const headers = { ETag: etag, 'Cache-Control': `private, max-age=${HISTORY_MAX_AGE_SECONDS}`, Vary: 'Cookie, Authorization' };
    const held = c.req.header('if-none-match');
    if (held !== undefined && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2))) return c.body(null, 304, headers);
    return c.body(json.body, 200, { ...headers, 'Content-Type': 'application/json' });
  }
  if (outcome.ok) return c.body(jsonOf(outcome.value as object).body, 200, { 'Content-Type': 'application/json' });
  if (outcome.reason === 'not-found') return c.json({ error: 'Branch not found' }, 404);
  return c.json({ errors: outcome.errors }, 400);
}

/** The JSON (and ETag, once asked) of answers the services hand out again unchanged (`services.isKept`). */
const jsons = new WeakMap<object, { body: string; etag?: string }>();

function jsonOf(value: object): { body: string; etag?: string } {
  const held = jsons.get(value);
  if (held) return held;
  const json = { body: JSON.stringify(value) };
  if (services.isKept(value)) jsons.set(value, json);
  return json;
}

export function mountInsightsRoutes(app: Hono, deps: InsightsDeps): void {
  const q = (c: Context) => readQuery(c.req.url);
  const id = (c: Context) => c.req.param('id') ?? '';
  // answers about a range: cacheable when the range is over
  const ranged = <T>(c: Context, outcome: InsightsOutcome<T>) => respond(c, outcome, deps.now());
  app.get(INSIGHTS_PATHS.branches, async (c) => ranged(c, await services.listInsightsBranches(deps, q(c))));
  app.get(INSIGHTS_PATHS.branch, async (c) => respond(c, await services.getInsightsBranch(deps, id(c))));
  app.get(INSIGHTS_PATHS.summary, async (c) => ranged(c, await services.getSummary(deps, q(c))));
  app.get(INSIGHTS_PATHS.series, async (c) => ranged(c, await services.getSeries(deps, q(c))));
  app.get(INSIGHTS_PATHS.branchZones, async (c) => ranged(c, await services.getZones(deps, id(c), q(c))));
  app.get(INSIGHTS_PATHS.branchQueues, async (c) => ranged(c, await services.getQueues(deps, id(c), q(c))));
  app.get(INSIGHTS_PATHS.heatmap, async (c) => ranged(c, await services.getHeatmap(deps, q(c))));
  app.get(INSIGHTS_PATHS.live, async (c) => {
    const query = q(c);
    const first = await services.getLive(deps, query);
    if (!first.ok || !(c.req.header('accept') ?? '').includes('text/event-stream')) return respond(c, first);
    return streamLive(c, deps, query, first.value);
  });
  app.get(INSIGHTS_PATHS.visitors, async (c) => ranged(c, await services.getVisitors(deps, q(c))));
  app.get(INSIGHTS_PATHS.anomalies, async (c) => ranged(c, await services.getAnomalies(deps, q(c))));
  app.get(INSIGHTS_PATHS.anomaly, async (c) => {
    const outcome = await services.getAnomaly(deps, id(c));
    return outcome.ok || outcome.reason !== 'not-found' ? respond(c, outcome) : c.json({ error: 'Anomaly not found' }, 404);
  });
  app.get(INSIGHTS_PATHS.events, async (c) => ranged(c, await services.getEvents(deps, q(c))));
  app.get(INSIGHTS_PATHS.export, async (c) => {
    const outcome = await services.exportCsv(deps, q(c));
    if (!outcome.ok) return respond(c, outcome);
    return c.body(outcome.value.body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${outcome.value.filename}"`,
    });
  });
}

/**
 * The live board pushed: with `Accept: text/event-stream` the live call answers Server-Sent
 * Events, a `live` event (the same JSON as the plain call) now and at every tick of the board's
 * 10-second clock, until the client goes away. The plain call stays for polling.
 */
function streamLive(c: Context, deps: InsightsDeps, query: Record<string, unknown>, first: LiveResponse): Response {
  const tick = domain.LIVE_TICK_MS;
  return streamSSE(c, async (stream) => {
    let board: LiveResponse | null = first;
    let id = 0;
    while (!stream.aborted && !stream.closed) {
      if (board) await stream.writeSSE({ event: 'live', id: String(id++), retry: tick, data: JSON.stringify(board) });
      await stream.sleep(tick - (deps.now().getTime() % tick));
      if (stream.aborted) break;
      const next = await services.getLive(deps, query);
      board = next.ok ? next.value : null;
    }
  });
}
