// Notifications on their table (decision 0026): each account's own, answered as the mock answers
// over the same seed, written by the events (a password change, an administrator's reset) in
// their transaction, and the list served by its indexes in one statement.
import { API_PATHS, buildPath, notificationsResponseSchema, type NotificationsResponse, type UserDetail } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;
const itemPath = (id: number | string) => buildPath(API_PATHS.notification, { id });

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const list = async (token: string, query = ''): Promise<NotificationsResponse> => {
  const res = await call(server, 'GET', `${API_PATHS.notifications}${query}`, { token });
  expect(res.status).toBe(200);
  return notificationsResponseSchema.parse(res.body);
};

/** A user of /apps/users, their password set by the admin, signed in: their id and token. */
async function signedInUser(id: number, password = 'Own-Bell-7'): Promise<string> {
  await server.db.execute(sql`update users set status = 'active' where id = ${id}`);
  const set = await call(server, 'PUT', buildPath(API_PATHS.userPassword, { id }), { token: admin, body: { newPassword: password, confirmPassword: password } });
  expect(set.status).toBe(204);
  const user = (await call(server, 'GET', buildPath(API_PATHS.user, { id }), { token: admin })).body as UserDetail;
  return login(server, user.email, password);
}

describe('each account\'s own, written by what happens', () => {
  it('an administrator\'s reset writes passwordReset for that user; their own change writes passwordChanged; neither reaches the other', async () => {
    const adminBefore = await list(admin);
    const user = await signedInUser(2);
    const mine = await list(user);
    expect(mine.total).toBe(1);
    expect(mine.notifications[0]).toMatchObject({ kind: 'passwordReset', read: false, link: '/pages/account-settings/security' });
    const theirs = mine.notifications[0]?.id ?? 0;
    // the admin's list is unchanged and the admin cannot reach the user's row (nor the user the admin's)
    expect(await list(admin)).toEqual(adminBefore);
    expect((await call(server, 'PUT', itemPath(theirs), { token: admin, body: { read: true } })).status).toBe(404);
    expect((await call(server, 'DELETE', itemPath(theirs), { token: admin })).status).toBe(404);
    const adminsFirst = adminBefore.notifications[0]?.id ?? 0;
    expect((await call(server, 'PUT', itemPath(adminsFirst), { token: user, body: { read: true } })).status).toBe(404);
    expect((await call(server, 'DELETE', itemPath(adminsFirst), { token: user })).status).toBe(404);
    expect((await call(server, 'POST', API_PATHS.notificationsReadAll, { token: user })).body).toEqual({ updated: 1 });
    expect((await list(admin)).unread).toBe(adminBefore.unread);
    // a refused change writes nothing; an accepted one writes one row, in its transaction
    const wrong = await call(server, 'POST', API_PATHS.accountPassword, { token: user, body: { currentPassword: 'nope', newPassword: 'N3w!Bell-8', confirmPassword: 'N3w!Bell-8' } });
    expect(wrong.status).toBe(400);
    expect((await list(user)).total).toBe(1);
    const changed = await call(server, 'POST', API_PATHS.accountPassword, { token: user, body: { currentPassword: 'Own-Bell-7', newPassword: 'N3w!Bell-8', confirmPassword: 'N3w!Bell-8' } });
    expect(changed.status).toBe(200);
    const after = await list(user);
    expect(after.notifications.map((n) => [n.kind, n.read])).toEqual([['passwordChanged', false], ['passwordReset', true]]);
    expect(after.unread).toBe(1);
  });

  it('bad input: a body that is not { read: boolean } is 400 with field errors; unknown ids are 404; no session is 401', async () => {
    const [own] = (await list(admin)).notifications;
    if (!own) throw new Error('the admin has notifications');
    const before = await list(admin, '?limit=50');
    const bad = await call(server, 'PUT', itemPath(own.id), { token: admin, body: { read: 'yes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors)).toEqual(['read']);
    expect((await call(server, 'PUT', itemPath(own.id), { token: admin, body: { read: true, extra: 1 } })).status).toBe(400);
    expect((await call(server, 'PUT', itemPath(own.id), { token: admin, raw: '{"read":' })).status).toBe(400);
    expect(await list(admin, '?limit=50')).toEqual(before);
    for (const id of [999_999, 'abc', '99999999999']) {
      expect((await call(server, 'PUT', itemPath(id), { token: admin, body: { read: true } })).status).toBe(404);
      expect((await call(server, 'DELETE', itemPath(id), { token: admin })).status).toBe(404);
    }
    expect((await call(server, 'GET', API_PATHS.notifications)).status).toBe(401);
  });
});

describe('the table', () => {
  it('refuses what the contract refuses (a kind outside the enum, a link that is not a route, params that are not an object, no owner)', async () => {
    for (const statement of [
      sql`insert into notifications (login_id, kind) values (1, 'nope')`,
      sql`insert into notifications (login_id, kind, link) values (1, 'orderPlaced', 'https://evil.example')`,
      sql`insert into notifications (login_id, kind, params) values (1, 'orderPlaced', '[1]'::jsonb)`,
      sql`insert into notifications (kind) values ('orderPlaced')`,
      sql`insert into notifications (login_id, user_id, kind) values (1, 2, 'orderPlaced')`,
    ]) {
      await expect(server.db.execute(statement)).rejects.toThrow();
    }
  });

  it('the page is read in index order and the unread count from the partial index (sequential scans off)', async () => {
    const plan = async (statement: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        // a handful of rows: bitmap scans and sequential ones off, the plan shows what the index can serve
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(statement))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    const page = await plan(sql`explain select id from notifications where login_id = 1 order by created_at desc nulls last, id desc nulls last limit 10`);
    expect(page).toContain('notifications_by_login');
    expect(page).not.toContain('Sort');
    expect(await plan(sql`explain select count(*) from notifications where user_id = 2 and read_at is null`)).toContain('notifications_unread_by_user');
    // no document holds a notification
    expect(rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`))[0]?.n).toBe(0);
  });

  it('deleting a user deletes their notifications', async () => {
    await signedInUser(5);
    expect(rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from notifications where user_id = 5`))[0]?.n).toBe(1);
    expect((await call(server, 'DELETE', buildPath(API_PATHS.user, { id: 5 }), { token: admin })).status).toBe(204);
    expect(rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from notifications where user_id = 5`))[0]?.n).toBe(0);
  });
});
