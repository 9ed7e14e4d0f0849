// The logistics calls of the contract answered from the vehicles table (decision 0025): the list,
// the dashboard and the live fleet. Who may call them is the contract's access table (`Logistics`
// read), enforced by the shared guard; nothing here writes, and none takes the documents' lock.
// The fleet's clock is the one the mock's handlers read (`logisticsNow`/`logisticsOrigin`), so the
// two backends place a vehicle alike for the same clock.
import { vehiclesQuerySchema } from '@atrium/api';
import { logisticsNow, logisticsOrigin, parseQuery } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, json } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { fleet, listVehicles, logisticsStats } from './queries';

export interface LogisticsOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

export function registerLogistics(app: Hono, options: LogisticsOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);

  serve('GET', 'vehicles', async (c) => json(await listVehicles(db, parseQuery(vehiclesQuerySchema, c.req.raw))));
  serve('GET', 'logisticsStats', async () => json(await logisticsStats(db, new Date(logisticsNow()))));
  serve('GET', 'logisticsFleet', async () => json(await fleet(db, logisticsNow(), logisticsOrigin())));
}
