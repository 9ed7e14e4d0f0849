// Store analytics on the server: tables and seed (seed.ts), SQL aggregates (queries.ts), the
// calls (services.ts) and their routes (routes.ts). The core mounts these before its fallback.
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { mountInsightsRoutes } from './routes';

export { seedInsights, type SeedReport } from './seed';

/** Mounts GET /api/insights/* (access is checked by the core's middleware before these run). */
export function registerInsights(app: Hono, deps: { db: Database; now: () => Date }): void {
  mountInsightsRoutes(app, { db: deps.db, now: deps.now });
}
