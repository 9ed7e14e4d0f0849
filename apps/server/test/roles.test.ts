// Roles and permissions on their tables (decision 0024): answers equal to the mock's over the same
// seed, users.role's foreign key, the refusals of a role delete, a stale role edit's 409, a role
// edit reaching a signed-in user at once, the documents moved by the migration, and the lists'
// indexes.
import { API_PATHS, buildPath, ROLE_BUILT_IN_MESSAGE, ROLE_IN_USE_MESSAGE, STALE_WRITE_MESSAGE, type RoleRecord, type UserDetail } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const rolePath = (id: number) => buildPath(API_PATHS.role, { id });
const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);

describe('users.role is a foreign key to the roles', () => {
  it('a role that does not exist is refused: the API\'s 400 field error, and the table itself', async () => {
    const res = await call(server, 'PUT', buildPath(API_PATHS.userRole, { id: 4 }), { token: admin, body: { role: 'no-such-role' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { role: ['Unknown role'] } });
    expect(((await call(server, 'GET', buildPath(API_PATHS.user, { id: 4 }), { token: admin })).body as UserDetail).role).not.toBe('no-such-role');
    await expect(server.db.execute(sql`update users set role = 'no-such-role' where id = 4`)).rejects.toThrow();
    // a spec alias still names its role (editor → manager)
    const aliased = await call(server, 'PUT', buildPath(API_PATHS.userRole, { id: 4 }), { token: admin, body: { role: 'editor' } });
    expect(aliased.status).toBe(200);
    expect((aliased.body as UserDetail).role).toBe('manager');
  });

  it('a role users hold is not deleted (409), nor a built-in one; the table refuses it too', async () => {
    const roles = (await call(server, 'GET', API_PATHS.roles, { token: admin })).body as Array<RoleRecord & { totalUsers: number }>;
    const held = roles.find((r) => r.totalUsers > 0 && !['administrator', 'restricted-user', 'client'].includes(r.slug));
    const builtIn = roles.find((r) => r.slug === 'restricted-user');
    if (!held || !builtIn) throw new Error('a held role and Restricted User');
    const refused = await call(server, 'DELETE', rolePath(held.id), { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { role: [ROLE_IN_USE_MESSAGE] } });
    const kept = await call(server, 'DELETE', rolePath(builtIn.id), { token: admin });
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ errors: { role: [ROLE_BUILT_IN_MESSAGE] } });
    await expect(server.db.execute(sql`delete from roles where id = ${held.id}`)).rejects.toThrow();
    expect(await count(sql`select count(*)::int as n from roles where id in (${held.id}, ${builtIn.id})`)).toBe(2);
  });
});

describe('concurrent edits and sessions', () => {
  it('a PUT naming an older version is 409 and writes nothing; two edits from one version: one 200, one 409', async () => {
    const made = (await call(server, 'POST', API_PATHS.roles, { token: admin, body: { name: 'Race', permissions: [{ subject: 'Pages', read: true }] } })).body as RoleRecord;
    expect(made.version).toBe(1);
    const both = await Promise.all(
      ['Race A', 'Race B'].map((name) => call(server, 'PUT', rolePath(made.id), { token: admin, body: { name, permissions: [], version: 1 } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const stale = both.find((r) => r.status === 409);
    expect(stale?.body).toEqual({ message: STALE_WRITE_MESSAGE, version: 2 });
    const winner = both.find((r) => r.status === 200)?.body as RoleRecord;
    const again = await call(server, 'PUT', rolePath(made.id), { token: admin, body: { name: 'Race C', permissions: [], version: 1 } });
    expect(again.status).toBe(409);
    const now = ((await call(server, 'GET', API_PATHS.roles, { token: admin })).body as RoleRecord[]).find((r) => r.id === made.id);
    expect(now).toMatchObject({ name: winner.name, version: 2 });
    // without a version the edit applies (last write wins)
    expect((await call(server, 'PUT', rolePath(made.id), { token: admin, body: { name: 'Race D', permissions: [] } })).body).toMatchObject({ name: 'Race D', version: 3 });
  });

  it('a role edit reaches a signed-in holder on their next request', async () => {
    const role = (await call(server, 'POST', API_PATHS.roles, { token: admin, body: { name: 'User readers', permissions: [{ subject: 'User', read: true }] } })).body as RoleRecord;
    const id = 7;
    expect((await call(server, 'PUT', buildPath(API_PATHS.userRole, { id }), { token: admin, body: { role: role.slug } })).status).toBe(200);
    await server.db.execute(sql`update users set status = 'active' where id = ${id}`);
    expect((await call(server, 'PUT', buildPath(API_PATHS.userPassword, { id }), { token: admin, body: { newPassword: 'Role-Reader-7', confirmPassword: 'Role-Reader-7' } })).status).toBe(204);
    const user = (await call(server, 'GET', buildPath(API_PATHS.user, { id }), { token: admin })).body as UserDetail;
    const token = await login(server, user.email, 'Role-Reader-7');
    expect((await call(server, 'GET', API_PATHS.users, { token })).status).toBe(200);
    expect((await call(server, 'GET', API_PATHS.roles, { token })).status).toBe(403);
    // the matrix changes: the same session reads roles and no longer users
    expect((await call(server, 'PUT', rolePath(role.id), { token: admin, body: { name: 'User readers', permissions: [{ subject: 'Role', read: true }] } })).status).toBe(200);
    expect((await call(server, 'GET', API_PATHS.users, { token })).status).toBe(403);
    expect((await call(server, 'GET', API_PATHS.roles, { token })).status).toBe(200);
  });
});

describe('the tables', () => {
  it('the lists are served by their indexes (sequential scans off), and no document holds a role or permission', async () => {
    const plan = async (statement: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(statement)).map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(sql`explain select id from permissions where lower(name || E'\n' || created_date) like '%manage%'`)).toContain('permissions_search');
    expect(await plan(sql`explain select id from permissions order by lower(name), id desc limit 10`)).toContain('permissions_by_name');
    expect(await plan(sql`explain select u.id from users u where u.role = 'manager' order by u.id limit 5`)).toContain('users_by_role');
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
  });
});
