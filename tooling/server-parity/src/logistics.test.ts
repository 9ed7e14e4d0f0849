// Vehicles on their table (decision 0025): the list, the dashboard and the fleet answered as the
// mock answers over the same seed and clock, the sorts served by their indexes, and an existing
// database's vehicles moved from the documents by the migration.
import { parseQuery } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, VEHICLE_SORT_KEYS, vehiclesQuerySchema } from '@atrium/api';
import { getFleet, getLogisticsStats, listVehicles as mockList, logisticsNow, logisticsOrigin, setLogisticsClock } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import type { AtriumServer } from '@atrium/server';
import { listVehicles as serverList, logisticsStats } from '@atrium/server/internal/logistics/queries';
import { stageDocuments } from '@atrium/server/testing';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});
afterEach(() => setLogisticsClock(null));

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);

describe('the same answers as the mock', () => {
  it('every sort, both orders, pages and sizes of the list answer the mock\'s bytes over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const queries = ['', 'page=2&itemsPerPage=7', 'page=99', 'itemsPerPage=500', 'sortBy=nope&orderBy=desc', 'page=abc&itemsPerPage=-3'];
    for (const key of VEHICLE_SORT_KEYS) for (const order of ['asc', 'desc']) for (const page of [1, 2, 3]) queries.push(`sortBy=${key}&orderBy=${order}&page=${page}&itemsPerPage=10`);
    for (const query of queries) {
      const res = await call(server, 'GET', `${API_PATHS.vehicles}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, query).toBe(JSON.stringify(mockList(seed, parseQuery(vehiclesQuerySchema, new Request(`${BASE}${API_PATHS.vehicles}?${query}`)))));
    }
  });

  it('the dashboard and the fleet answer the mock\'s bytes for the same clock, and the fleet moves with it', async () => {
    const seed = createSeed({ now: SEED_NOW });
    let now = Date.parse('2025-06-15T10:00:00Z');
    setLogisticsClock(() => now);
    for (const step of [0, 90_000, 600_000]) {
      now += step;
      const stats = await call(server, 'GET', API_PATHS.logisticsStats, { token: admin });
      expect(stats.status).toBe(200);
      expect(stats.text).toBe(JSON.stringify(getLogisticsStats(seed, new Date(logisticsNow()))));
      const fleet = await call(server, 'GET', API_PATHS.logisticsFleet, { token: admin });
      expect(fleet.status).toBe(200);
      expect(fleet.text).toBe(JSON.stringify(getFleet(seed, logisticsNow(), logisticsOrigin())));
    }
  });

  it('stats follow the table: an aggregate over other data equals the mock\'s over the same vehicles', async () => {
    const seed = createSeed({ now: SEED_NOW });
    await server.db.transaction(async (tx) => {
      // rolled back: only this statement's view of the fleet changes
      await tx.execute(sql`update vehicles set progress = case when id % 4 = 0 then 100 when id % 4 = 1 then 0 else progress / 2 end, location = location * 3 % 1000000`);
      for (const v of seed.vehicles) {
        v.progress = v.id % 4 === 0 ? 100 : v.id % 4 === 1 ? 0 : v.progress / 2;
        v.location = (v.location * 3) % 1_000_000;
      }
      const when = new Date('2025-01-31T12:00:00Z');
      expect(JSON.stringify(await logisticsStats(tx, when))).toBe(JSON.stringify(getLogisticsStats(seed, when)));
      await tx.execute(sql`delete from vehicles`);
      expect(JSON.stringify(await logisticsStats(tx, when))).toBe(JSON.stringify(getLogisticsStats({ ...seed, vehicles: [] }, when)));
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
    });
    expect(await count(sql`select count(*)::int as n from vehicles`)).toBe(25);
  });
});

describe('an existing database', () => {
  it('keeps its fleet: the custom migration moves the previous server\'s vehicles from the documents', async () => {
    const staged = migrationsBefore('_logistics.sql');
    const [first, moving] = [staged.named('_logistics.sql'), staged.named('_logistics_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server: the fleet in the documents (one vehicle with a fractional progress)
      const seed = createSeed({ now: SEED_NOW });
      const [odd] = seed.vehicles;
      if (odd) odd.progress = 42.5;
      await connection.db.transaction((tx) => stageDocuments(tx, { ...seed, users: [], loginUsers: [], invoices: [], calendarEventsByAccount: {} }));
      expect(rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from documents where collection = 'vehicles'`))[0]?.n).toBe(25);
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      for (const query of ['', 'sortBy=startRoute&orderBy=desc&itemsPerPage=25', 'sortBy=progress&page=2&itemsPerPage=5']) {
        const parsed = parseQuery(vehiclesQuerySchema, new Request(`${BASE}${API_PATHS.vehicles}?${query}`));
        expect(JSON.stringify(await serverList(connection.db, parsed)), query).toBe(JSON.stringify(mockList(seed, parsed)));
      }
      const when = new Date('2025-06-15T10:00:00Z');
      expect(JSON.stringify(await logisticsStats(connection.db, when))).toBe(JSON.stringify(getLogisticsStats(seed, when)));
      // the documents are gone (the collection stays, empty); new ids continue after the highest
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select (select count(*) from documents where collection = 'vehicles') + (select count(*) from id_counters where name = 'vehicles') as n`));
      expect(Number(left?.n)).toBe(0);
      const [next] = rowsOf<{ id: number }>(
        await connection.db.execute(sql`insert into vehicles (location, start_city, start_country, end_city, end_country) values (1, 'a', 'b', 'c', 'd') returning id`),
      );
      expect(next?.id).toBe(26);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
