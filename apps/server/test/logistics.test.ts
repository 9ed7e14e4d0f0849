// Vehicles on their table (decision 0025): access, the table's checks and the sorts served by their
// indexes. The list, the dashboard and the fleet answered as the mock answers over the same seed and
// clock, and an existing database's vehicles moved from the documents: tooling/server-parity.
import { API_PATHS } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server.close();
});

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);

describe('access', () => {
  it('a client without the Logistics permission is refused, and nobody signed out gets in', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    for (const path of [API_PATHS.vehicles, API_PATHS.logisticsStats, API_PATHS.logisticsFleet]) {
      expect((await call(server, 'GET', path)).status, path).toBe(401);
      expect((await call(server, 'GET', path, { token: client })).status, path).toBe(403);
    }
  });
});

describe('the table', () => {
  it('refuses a warning the contract does not have, or a progress outside 0–100', async () => {
    const insert = (warnings: string, progress: number) =>
      server.db.execute(sql`insert into vehicles (location, start_city, start_country, end_city, end_country, warnings, progress) values (1, 'a', 'b', 'c', 'd', ${warnings}, ${progress})`);
    await expect(insert('Flat Tyre', 5)).rejects.toThrow();
    await expect(insert('No Warnings', 101)).rejects.toThrow();
    await expect(insert('No Warnings', -1)).rejects.toThrow();
  });

  it('each sort is served by its index (sequential scans off), and no document holds a vehicle', async () => {
    for (const [key, index] of [['location', 'vehicles_by_location'], ['startRoute', 'vehicles_by_start_city'], ['endRoute', 'vehicles_by_end_city'], ['warnings', 'vehicles_by_warnings'], ['progress', 'vehicles_by_progress']] as const) {
      const plan = await server.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const { vehicleOrder } = await import('../src/logistics/queries');
        const { vehicles } = await import('../src/db/logistics');
        const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select * from ${vehicles} order by ${vehicleOrder({ sortBy: key, orderBy: 'asc' })} limit 10`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, key).toContain(index);
    }
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
  });
});
