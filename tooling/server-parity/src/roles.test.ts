// Roles and permissions on their tables (decision 0024): answers equal to the mock's over the same
// seed, users.role's foreign key, the refusals of a role delete, a stale role edit's 409, a role
// edit reaching a signed-in user at once, the documents moved by the migration, and the lists'
// indexes.
import { parseQuery } from '@atrium/domain';
import { createSeed, type Db } from '@atrium/fixtures';
import { API_PATHS, buildPath, permissionsQuerySchema, type RoleRecord } from '@atrium/api';
import { addPermission as mockAddPermission, addRole as mockAddRole, deleteRole as mockDeleteRole, listPermissions as mockPermissions, listRoles as mockRoles, updatePermission as mockUpdatePermission, updateRole as mockUpdateRole } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import { seedIdentity } from '@atrium/server/internal/identity/seed';
import type { AtriumServer } from '@atrium/server';
import { listPermissions as serverPermissions, listRoles as serverRoles } from '@atrium/server/internal/roles/queries';
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

const rolePath = (id: number) => buildPath(API_PATHS.role, { id });
const permissionPath = (id: number) => buildPath(API_PATHS.permission, { id });
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
