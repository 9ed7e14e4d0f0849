// Hono routes of /api/insights: read the query as the mock's handlers do, call the SQL-backed
// service, and map its outcome to the same status codes and bodies.
import { INSIGHTS_PATHS } from '@atrium/api';
import type { Context, Hono } from 'hono';
import * as services from './services';
import type { InsightsDeps, InsightsOutcome } from './services';

/** Keys that may repeat in a query string. */
const ARRAY_KEYS = new Set(['branchIds', 'metric']);

export function readQuery(url: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (ARRAY_KEYS.has(key)) out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

export function respond<T>(c: Context, outcome: InsightsOutcome<T>): Response {
  if (outcome.ok) return c.json(outcome.value as Record<string, unknown>);
  if (outcome.reason === 'not-found') return c.json({ error: 'Branch not found' }, 404);
  return c.json({ errors: outcome.errors }, 400);
}

export function mountInsightsRoutes(app: Hono, deps: InsightsDeps): void {
  const q = (c: Context) => readQuery(c.req.url);
  const id = (c: Context) => c.req.param('id') ?? '';
  app.get(INSIGHTS_PATHS.branches, async (c) => respond(c, await services.listInsightsBranches(deps, q(c))));
  app.get(INSIGHTS_PATHS.branch, async (c) => respond(c, await services.getInsightsBranch(deps, id(c))));
  app.get(INSIGHTS_PATHS.summary, async (c) => respond(c, await services.getSummary(deps, q(c))));
  app.get(INSIGHTS_PATHS.series, async (c) => respond(c, await services.getSeries(deps, q(c))));
  app.get(INSIGHTS_PATHS.branchZones, async (c) => respond(c, await services.getZones(deps, id(c), q(c))));
  app.get(INSIGHTS_PATHS.branchQueues, async (c) => respond(c, await services.getQueues(deps, id(c), q(c))));
  app.get(INSIGHTS_PATHS.heatmap, async (c) => respond(c, await services.getHeatmap(deps, q(c))));
  app.get(INSIGHTS_PATHS.live, async (c) => respond(c, await services.getLive(deps, q(c))));
  app.get(INSIGHTS_PATHS.visitors, async (c) => respond(c, await services.getVisitors(deps, q(c))));
  app.get(INSIGHTS_PATHS.anomalies, async (c) => respond(c, await services.getAnomalies(deps, q(c))));
  app.get(INSIGHTS_PATHS.export, async (c) => {
    const outcome = await services.exportCsv(deps, q(c));
    if (!outcome.ok) return respond(c, outcome);
    return c.body(outcome.value.body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${outcome.value.filename}"`,
    });
  });
}
