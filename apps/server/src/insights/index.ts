// Store analytics on the server: tables and seed (seed.ts), SQL aggregates (queries.ts), the
// calls (services.ts) and their routes (routes.ts). The core mounts these before its fallback.
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { mountInsightsRoutes } from './routes';
import { extendInsights } from './seed';

export { seedInsights, type SeedReport } from './seed';

/**
 * Mounts GET /api/insights/* (access is checked by the core's middleware before these run).
 * When the server's day moves past the stored facts, the first call of the new day appends them.
 */
export function registerInsights(app: Hono, deps: { db: Database; now: () => Date }): void {
  let coveredDay = -1;
  let extending: Promise<unknown> | null = null;
  app.use('/api/insights/*', async (_c, next) => {
    const today = Math.floor(deps.now().getTime() / 86_400_000);
    if (today > coveredDay) {
      extending ??= extendInsights(deps.db, deps.now()).finally(() => {
        extending = null;
      });
      await extending;
      coveredDay = today;
    }
    await next();
  });
  mountInsightsRoutes(app, { db: deps.db, now: deps.now });
}
