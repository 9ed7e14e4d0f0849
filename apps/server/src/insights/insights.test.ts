// The store-analytics routes on SQL, what only the server has: the seed writes every bucket once,
// and the refusals and planted facts the routes answer by themselves. That the SQL answers equal
// the engine's (the mock's services), call by call, is tooling/server-parity's insights test
// (decision 0033).
import { fileURLToPath } from 'node:url';
import { INSIGHTS_PATHS } from '@atrium/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../db/client';
import { migrate } from '../db/migrate';
import { mountInsightsRoutes } from './routes';
import { seedInsights, type SeedReport } from './seed';
import { answerOf } from '../../test/helpers';

// the parity test's instant: a Monday afternoon in Europe
const NOW = Date.parse('2026-03-30T13:37:00Z');

let connection: Connection;
let app: Hono;
let report: SeedReport | null;

beforeAll(async () => {
  connection = await connect({});
  await migrate(connection, fileURLToPath(new URL('../../migrations', import.meta.url)));
  report = await seedInsights(connection.db, new Date(NOW));
  app = new Hono();
  mountInsightsRoutes(app, { db: connection.db, now: () => new Date(NOW) });
}, 300_000);

afterAll(async () => {
  await connection.close();
});

const answer = (path: string, query: Record<string, string | string[]> = {}) => answerOf(app, path, query);

describe('seed', () => {
  it('writes every bucket of the chain, and nothing on a second call', async () => {
    expect(report?.branches).toBe(12);
    expect(report?.facts).toBeGreaterThan(150_000);
    expect(await seedInsights(connection.db, new Date(NOW))).toBeNull();
  });
});

describe('zones and queues', () => {
  it('answers 404 for the zones and queues of an unknown branch', async () => {
    expect(await answer('/api/insights/branches/nowhere-99/zones')).toEqual({ status: 404, body: { error: 'Branch not found' } });
    expect(await answer('/api/insights/branches/nowhere-99/queues')).toEqual({ status: 404, body: { error: 'Branch not found' } });
  });
});

describe('events (the calendar a store holds)', () => {
  it('the planted early close at ber-01 is an hours change, on the first plain open day from 16 days before the seed day', async () => {
    const got = await answer(INSIGHTS_PATHS.events, { branchIds: 'ber-01', type: 'hours-change' });
    expect((got.body as { events: unknown[] }).events).toEqual([expect.objectContaining({ branchId: 'ber-01', type: 'hours-change', hours: { open: '10:00', close: '16:00' }, date: '2026-03-16' })]);
  });
});

describe('the live board pushed as server-sent events', () => {
  it('answers 400 before streaming when the query is bad', async () => {
    const response = await app.request(`http://localhost${INSIGHTS_PATHS.live}?branchIds=nowhere-99`, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(400);
  });
});

describe('CSV export', () => {
  it('refuses a branch-scoped export without a branch, and an unknown call', async () => {
    expect(await answer(INSIGHTS_PATHS.export, { call: 'zones' })).toEqual({ status: 400, body: { errors: { branchId: ['Required for this call'] } } });
    expect((await answer(INSIGHTS_PATHS.export, { call: 'everything' })).status).toBe(400);
  });
});

describe('answers carry numbers', () => {
  it('the default summary counts visitors and sales', async () => {
    const got = (await answer(INSIGHTS_PATHS.summary)).body as { kpis: Record<string, { value: number | null }> };
    expect(got.kpis.visitors?.value).toBeGreaterThan(10_000);
    expect(got.kpis.sales?.value).toBeGreaterThan(0);
  });
});

describe('branch detail', () => {
  it('answers 404 for an unknown branch', async () => {
    expect(await answer('/api/insights/branches/nowhere-99')).toEqual({ status: 404, body: { error: 'Branch not found' } });
  });
});
