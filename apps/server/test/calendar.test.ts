// Calendar events on their table (decision 0023): each account's own, answered as the mock
// answers over the same seed, a stale edit's 409, the documents' events moved by the migration,
// and the list served by its index.
import { API_PATHS, buildPath, CALENDARS, STALE_WRITE_MESSAGE, type CalendarEvent, type UserDetail } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;
const ALL = `${API_PATHS.calendar}?${CALENDARS.map((c) => `calendars=${encodeURIComponent(c)}`).join('&')}`;
const eventPath = (id: number) => buildPath(API_PATHS.calendarEvent, { id });
const NEW_EVENT = { title: 'Server test review', start: '2025-06-20T13:00:00.000Z', end: '2025-06-20T14:00:00.000Z', extendedProps: { calendar: 'Business', guests: ['a@b.example'] } };

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);

/** A user of /apps/users who may use the calendar, signed in: their token. */
async function signedInUser(id: number): Promise<string> {
  await server.db.execute(sql`update users set role = 'users', status = 'active' where id = ${id}`);
  const set = await call(server, 'PUT', API_PATHS.userPassword.replace(':id', String(id)), { token: admin, body: { newPassword: 'Own-Calendar-7', confirmPassword: 'Own-Calendar-7' } });
  expect(set.status).toBe(204);
  const user = (await call(server, 'GET', buildPath(API_PATHS.user, { id }), { token: admin })).body as UserDetail;
  return login(server, user.email, 'Own-Calendar-7');
}

describe('each account\'s own', () => {
  it('a user starts with no events, makes their own, and neither account reaches the other\'s', async () => {
    const user = await signedInUser(2);
    expect((await call(server, 'GET', ALL, { token: user })).body).toEqual([]);
    const adminBefore = (await call(server, 'GET', ALL, { token: admin })).text;
    const theirs = (JSON.parse(adminBefore) as CalendarEvent[])[0];
    if (!theirs) throw new Error('the admin\'s events');
    const made = await call(server, 'POST', API_PATHS.calendar, { token: user, body: { ...NEW_EVENT, title: 'Mine' } });
    expect(made.status).toBe(201);
    const mine = made.body as CalendarEvent;
    expect(await count(sql`select count(*)::int as n from calendar_events where id = ${mine.id} and user_id = 2 and login_id is null`)).toBe(1);
    for (const [token, id] of [[user, theirs.id], [admin, mine.id]] as const) {
      for (const method of ['PUT', 'DELETE']) {
        const res = await call(server, method, eventPath(id), { token, ...(method === 'PUT' ? { body: { title: 'Not yours' } } : {}) });
        expect(res.status, `${method} ${id}`).toBe(400);
        expect(res.text).toBe('Something Went Wrong');
      }
    }
    expect((await call(server, 'GET', ALL, { token: admin })).text).toBe(adminBefore);
    expect((await call(server, 'GET', ALL, { token: user })).body).toEqual([mine]);
    // deleting the account deletes what was its (the foreign key cascades)
    expect((await call(server, 'DELETE', buildPath(API_PATHS.user, { id: 2 }), { token: admin })).status).toBe(204);
    expect(await count(sql`select count(*)::int as n from calendar_events where user_id = 2`)).toBe(0);
  });

  it('the database refuses an event without exactly one owner, or in a calendar the contract does not have', async () => {
    const insert = (owner: ReturnType<typeof sql>, calendar = 'Business') =>
      server.db.execute(sql`insert into calendar_events (user_id, login_id, title, start_text, end_text, start_at, end_at, calendar) values (${owner}, 'x', '2025-06-01', '2025-06-01', now(), now(), ${calendar})`);
    await expect(insert(sql`null, null`)).rejects.toThrow();
    await expect(insert(sql`3, 1`)).rejects.toThrow();
    await expect(insert(sql`null, 1`, 'Nope')).rejects.toThrow();
  });
});

describe('concurrent edits', () => {
  it('an edit from an older version is 409 and writes nothing; two edits from one version: one 201, one 409', async () => {
    const [event] = (await call(server, 'GET', `${API_PATHS.calendar}?calendars=Holiday`, { token: admin })).body as CalendarEvent[];
    if (!event) throw new Error('a Holiday event');
    const ok = await call(server, 'PUT', eventPath(event.id), { token: admin, body: { title: 'First', version: event.version } });
    expect(ok.status).toBe(201);
    const stale = await call(server, 'PUT', eventPath(event.id), { token: admin, body: { title: 'Second', version: event.version } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE_WRITE_MESSAGE, version: event.version + 1 });
    const now = (ok.body as CalendarEvent).version;
    const both = await Promise.all(['A', 'B'].map((title) => call(server, 'PUT', eventPath(event.id), { token: admin, body: { title, version: now } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [row] = rowsOf<{ title: string; version: number }>(await server.db.execute(sql`select title, version from calendar_events where id = ${event.id}`));
    expect(row?.version).toBe(now + 1);
    expect(['A', 'B']).toContain(row?.title);
  });
});

describe('the list', () => {
  it('is served by the owner\'s index (sequential scans off), and no document holds an event', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select * from calendar_events where login_id = 1 and calendar in ('Business', 'ETC') order by id`));
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('calendar_events_by_login');
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
  });
});
