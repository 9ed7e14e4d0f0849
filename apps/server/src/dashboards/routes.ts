// The dashboards' calls that no domain owns (decision 0031): the app bar's search over the static
// catalogue of pages (pure: @atrium/domain's `searchAppBar`, the same on both backends, decision
// 0033) and the analytics dashboard's figures, read from their reference row (src/db/dashboards.ts).
import { appBarSearchQuerySchema } from '@atrium/api';
import { parseQuery, searchAppBar } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, json } from '../contract-routes';
import type { Database } from '../db/client';
import { dashboardFiguresOf } from './seed';
import type { Sessions } from '../sessions';

export interface DashboardsOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

export function registerDashboards(app: Hono, options: DashboardsOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);
  serve('GET', 'appBarSearch', (c) => Promise.resolve(json(searchAppBar(parseQuery(appBarSearchQuerySchema, c.req.raw).q))));
  serve('GET', 'analyticsDashboard', async () => {
    const figures = await dashboardFiguresOf<object>(db, 'analytics');
    // every start writes the row if it is missing (src/dashboards/seed.ts): without it the database was not started by a server
    return figures ? json(figures) : json({ message: 'Not found' }, 404);
  });
}
