// Roles and permissions on their tables (decision 0024): answers equal to the mock's over the same
// seed, users.role's foreign key, the refusals of a role delete, a stale role edit's 409, a role
// edit reaching a signed-in user at once, the documents moved by the migration, and the lists'
// indexes.
import { API_PATHS, buildPath, permissionsQuerySchema, ROLE_BUILT_IN_MESSAGE, ROLE_IN_USE_MESSAGE, STALE_WRITE_MESSAGE, type RoleRecord, type UserDetail } from '@atrium/api';
import {
  addPermission as mockAddPermission,
  addRole as mockAddRole,
  createSeed,
  deleteRole as mockDeleteRole,
  listPermissions as mockPermissions,
  listRoles as mockRoles,
  parseQuery,
  updatePermission as mockUpdatePermission,
  updateRole as mockUpdateRole,
  type Db,
} from '@atrium/mock-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedIdentity } from '../src/identity/seed';
import type { AtriumServer } from '../src/index';
import { listPermissions as serverPermissions, listRoles as serverRoles } from '../src/roles/queries';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from './helpers';

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
const permissionPath = (id: number) => buildPath(API_PATHS.permission, { id });
const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);
const PERMISSION_QUERIES = ['', 'page=2&itemsPerPage=5', 'q=MANAGE', 'q=apr', 'q=sup', 'q=%25', 'q=nothing-matches', 'sortBy=name', 'sortBy=name&orderBy=desc&itemsPerPage=4&page=2', 'page=9&itemsPerPage=5'];
const permissionsQuery = (query: string) => parseQuery(permissionsQuerySchema, new Request(`${BASE}${API_PATHS.permissions}?${query}`));

/** The answer of a mock outcome, or a failure naming what the mock refused. */
function value<T>(outcome: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!outcome.ok) throw new Error(`the mock refused: ${outcome.reason}`);
  return outcome.value;
}

async function expectListsEqual(seed: Db): Promise<void> {
  expect((await call(server, 'GET', API_PATHS.roles, { token: admin })).text).toBe(JSON.stringify(mockRoles(seed)));
  for (const query of PERMISSION_QUERIES) {
    const res = await call(server, 'GET', `${API_PATHS.permissions}?${query}`, { token: admin });
    expect(res.status, query).toBe(200);
    expect(res.text, query).toBe(JSON.stringify(mockPermissions(seed, permissionsQuery(query))));
  }
}

describe('the same answers as the mock', () => {
  it('lists, creates, edits and a delete answer what the mock answers over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    await expectListsEqual(seed);

    const roleBody = { name: 'Night Shift', permissions: [{ subject: 'Calendar', read: true }, { subject: 'Chat', read: false }, { subject: 'Email', read: true, write: true }] };
    const created = await call(server, 'POST', API_PATHS.roles, { token: admin, body: roleBody });
    expect(created.status).toBe(201);
    const mockRole = value(mockAddRole(seed, roleBody));
    expect(created.text).toBe(JSON.stringify(mockRole));
    const edit = { name: 'Night shift', permissions: [{ subject: 'Pages', read: true }, { subject: 'Calendar', read: true, write: true, create: true, delete: true }], version: 1 };
    const edited = await call(server, 'PUT', rolePath(mockRole.id), { token: admin, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.text).toBe(JSON.stringify(value(mockUpdateRole(seed, mockRole.id, edit))));
    // a second role from a name whose slug is taken gets the next free one, as the mock's
    const twin = await call(server, 'POST', API_PATHS.roles, { token: admin, body: { name: 'Night-Shift!', permissions: [] } });
    expect(twin.text).toBe(JSON.stringify(value(mockAddRole(seed, { name: 'Night-Shift!', permissions: [] }))));
    expect((twin.body as RoleRecord).slug).toBe('night-shift-2');

    const permissionBody = { name: 'Audit Trail', assignedTo: ['support', 'manager'] };
    const made = await call(server, 'POST', API_PATHS.permissions, { token: admin, body: permissionBody });
    expect(made.status).toBe(201);
    const mockPermission = value(mockAddPermission(seed, permissionBody, SEED_NOW));
    expect(made.text).toBe(JSON.stringify(mockPermission));
    const permissionEdit = { name: 'Audit trail (read)', assignedTo: ['users'] };
    const changed = await call(server, 'PUT', permissionPath(mockPermission.id), { token: admin, body: permissionEdit });
    expect(changed.text).toBe(JSON.stringify(value(mockUpdatePermission(seed, mockPermission.id, permissionEdit))));

    // a role nobody holds is deleted, and the permissions assigned to it lose it (both backends)
    await server.db.execute(sql`update users set role = 'users' where role = 'support'`);
    for (const user of seed.users) if (user.role === 'support') user.role = 'users';
    const support = seed.roles.find((r) => r.slug === 'support');
    if (!support) throw new Error('the seed has Support');
    expect((await call(server, 'DELETE', rolePath(support.id), { token: admin })).status).toBe(204);
    value(mockDeleteRole(seed, support.id));
    await expectListsEqual(seed);
  });

  it('the mock\'s refusals, to the byte: taken names, unknown roles, unknown ids, malformed JSON', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const lists = async () => Promise.all([API_PATHS.roles, ...PERMISSION_QUERIES.map((q) => `${API_PATHS.permissions}?${q}`)].map(async (path) => (await call(server, 'GET', path, { token: admin })).text));
    const before = await lists();
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', API_PATHS.roles, { name: ' ADMINISTRATOR ', permissions: [] }, 400],
      ['POST', API_PATHS.roles, { name: '', permissions: [{ subject: 'Nowhere' }] }, 400],
      ['PUT', rolePath(2), { name: 'Users', permissions: [] }, 400],
      ['PUT', rolePath(999_999), { name: 'Ghost', permissions: [] }, 404],
      ['PUT', rolePath(99_999_999_999), { name: 'Ghost', permissions: [] }, 404],
      ['POST', API_PATHS.permissions, { name: 'management' }, 400],
      ['POST', API_PATHS.permissions, { name: 'Twice', assignedTo: ['users', 'users'] }, 400],
      ['PUT', permissionPath(1), { name: 'Only View' }, 400],
      ['PUT', permissionPath(424_242), { name: 'Ghost' }, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await call(server, method, path, { token: admin, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
    }
    // the same bodies as the mock's services
    const taken = await call(server, 'POST', API_PATHS.roles, { token: admin, body: { name: ' ADMINISTRATOR ', permissions: [] } });
    const mockTaken = mockAddRole(seed, { name: ' ADMINISTRATOR ', permissions: [] });
    expect(mockTaken.ok).toBe(false);
    expect(taken.body).toEqual({ errors: !mockTaken.ok && mockTaken.reason === 'invalid' ? mockTaken.errors : {} });
    expect((await call(server, 'PUT', rolePath(999_999), { token: admin, body: { name: 'Ghost', permissions: [] } })).body).toEqual({ error: 'Role not found' });
    expect((await call(server, 'DELETE', permissionPath(424_242), { token: admin })).body).toEqual({ error: 'Permission not found' });
    expect((await call(server, 'POST', API_PATHS.permissions, { token: admin, raw: '{nope' })).body).toEqual({ errors: { body: ['Malformed JSON'] } });
    // nothing was written
    expect(await lists()).toEqual(before);
  });
});

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

describe('an existing database', () => {
  it('keeps its roles and permissions: the custom migration moves the previous server\'s documents into the tables', async () => {
    const staged = migrationsBefore('_roles.sql');
    const step = [staged.named('_roles.sql'), staged.named('_roles_from_documents.sql'), staged.named('_users_role_fk.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server: users in their table, roles (without versions, one with an unticked
      // row) and permissions in the documents, with their id counters
      const seed = createSeed({ now: SEED_NOW });
      await connection.db.transaction((tx) => seedIdentity(tx, seed));
      const documents = [
        ...seed.roles.map(({ version: _v, ...role }, index) => ({ collection: 'roles', key: String(role.id), position: index + 1, data: role.id === 2 ? { ...role, permissions: [...role.permissions, { subject: 'Pages', read: false, write: false, create: false, delete: false }] } : role })),
        ...seed.permissions.map((p, index) => ({ collection: 'permissions', key: String(p.id), position: index + 1, data: p })),
      ];
      await connection.db.execute(sql`insert into collections (name, kind, version) values ('roles', 'array', 3), ('permissions', 'array', 2)`);
      for (const d of documents) await connection.db.execute(sql`insert into documents (collection, key, position, data) values (${d.collection}, ${d.key}, ${d.position}, ${JSON.stringify(d.data)}::jsonb)`);
      await connection.db.execute(sql`insert into id_counters (name, last_id) values ('roles', 6), ('permissions', 9)`);
      staged.add(step);
      expect(await migrate(connection, staged.dir)).toEqual(step);

      expect(JSON.stringify(await serverRoles(connection.db))).toBe(JSON.stringify(mockRoles(seed)));
      for (const query of PERMISSION_QUERIES) expect(JSON.stringify(await serverPermissions(connection.db, permissionsQuery(query))), query).toBe(JSON.stringify(mockPermissions(seed, permissionsQuery(query))));
      const left = rowsOf<{ docs: number; counters: number; version: number }>(
        await connection.db.execute(
          sql`select (select count(*) from documents where collection in ('roles', 'permissions'))::int as docs, (select count(*) from id_counters where name in ('roles', 'permissions'))::int as counters, (select version from collections where name = 'roles')::int as version`,
        ),
      )[0];
      // the documents and counters are gone; the roles' version row stays and moved (sessions reload the roles)
      expect(left).toEqual({ docs: 0, counters: 0, version: 4 });
      // the foreign key holds, and new ids continue after the moved ones
      await expect(connection.db.execute(sql`update users set role = 'nobody' where id = 1`)).rejects.toThrow();
      const [next] = rowsOf<{ id: number }>(await connection.db.execute(sql`insert into roles (slug, name) values ('after', 'After') returning id`));
      expect(next?.id).toBe(Math.max(...seed.roles.map((r) => r.id)) + 1);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
