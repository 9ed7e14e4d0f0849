// Users, roles and permissions: lists with filters, sorting and paging; detail; writes with
// their 400s (nothing written) and 404s; roles that change what a signed-in user may do.
import {
  API_PATHS,
  BASELINE_RULES,
  BUILT_IN_ROLE_SLUGS,
  buildPath,
  emptyMatrix,
  fieldErrorsSchema,
  ROLE_BUILT_IN_MESSAGE,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  staleWriteSchema,
  UNKNOWN_ROLE_MESSAGE,
  USER_EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  userDetailSchema,
  userSchema,
  type NewUser,
} from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, expectSorted, ids, readBack } from './expect';

const newUser = { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', currentPlan: 'team', status: 'active' } as const satisfies NewUser;
const ALL_USERS = `${API_PATHS.users}?itemsPerPage=100`;

export function usersSuite(api: GetApi): void {
  describe('users', () => {
    startsSeeded(api, ['people']);
    it('GET list: 50 users, newest first, 10 a page, with totalPages and page', async () => {
      const res = await api().client().getUsers();
      expect(res).toMatchObject({ totalUsers: 50, totalPages: 5, page: 1 });
      expect(res.users).toHaveLength(10);
      expect(res.users[0]?.id).toBe(50);
      expect(ids(res.users)).toEqual([...ids(res.users)].sort((a, b) => b - a));
      expect(res.users[0]).not.toHaveProperty('taxId');
    });

    it('pages: page 2 continues page 1; a page beyond the last reports page 1 (§9); junk means the defaults', async () => {
      const c = api().client();
      const all = await c.getUsers({ itemsPerPage: 100 });
      expect(all.users).toHaveLength(50);
      const page2 = await c.getUsers({ page: 2, itemsPerPage: 20 });
      expect(ids(page2.users)).toEqual(ids(all.users).slice(20, 40));
      expect(page2).toMatchObject({ page: 2, totalPages: 3 });
      const beyond = await c.getUsers({ page: 99 });
      expect(beyond.page).toBe(1);
      expect(beyond.users[0]?.id).toBe(50);
      const junk = await api().call('GET', `${API_PATHS.users}?page=abc&itemsPerPage=-3`);
      expect(junk.status).toBe(200);
      expect(junk.json).toMatchObject({ page: 1, totalPages: 5 });
    });

    it('filters by role, plan and status; q matches name or email in any case', async () => {
      const c = api().client();
      const all = (await c.getUsers({ itemsPerPage: 100 })).users;
      const sample = all[12];
      if (!sample) throw new Error('50 users');
      const filtered = await c.getUsers({ role: sample.role, plan: sample.currentPlan, status: sample.status, itemsPerPage: 100 });
      expect(filtered.users.length).toBeGreaterThan(0);
      expect(filtered.users.every((u) => u.role === sample.role && u.currentPlan === sample.currentPlan && u.status === sample.status)).toBe(true);
      expect(filtered.totalUsers).toBe(all.filter((u) => u.role === sample.role && u.currentPlan === sample.currentPlan && u.status === sample.status).length);
      expect(ids((await c.getUsers({ q: sample.fullName.toUpperCase() })).users)).toContain(sample.id);
      expect(ids((await c.getUsers({ q: sample.email })).users)).toContain(sample.id);
      expect((await c.getUsers({ q: 'zz-no-such-user-zz' })).totalUsers).toBe(0);
    });

    it('sorts by each key, both ways', async () => {
      const c = api().client();
      for (const [sortBy, field] of [['user', 'fullName'], ['email', 'email'], ['role', 'role'], ['plan', 'currentPlan'], ['status', 'status'], ['billing', 'billing']] as const) {
        for (const orderBy of ['asc', 'desc'] as const) {
          const values = (await c.getUsers({ sortBy, orderBy, itemsPerPage: 100 })).users.map((u) => u[field]);
          expectSorted(values, orderBy, `users by ${sortBy}`);
        }
      }
    });

    it('GET detail adds taskDone, projectDone, taxId and language; a missing user is 404 "User not found" (§8)', async () => {
      const user = await api().client().getUser(7);
      expect(user.id).toBe(7);
      expect(typeof user.taskDone).toBe('number');
      for (const method of ['GET', 'DELETE', 'PUT'] as const) {
        const res = await api().call(method, buildPath(API_PATHS.user, { id: 999 }), method === 'PUT' ? { fullName: 'x' } : undefined);
        expect(res.status).toBe(404);
        expect(res.json).toBe('User not found');
      }
    });

    it('stats count every user by status', async () => {
      const stats = await api().client().getUserStats();
      expect(stats.total).toBe(50);
      expect(stats.active + stats.pending + stats.inactive).toBe(50);
      const active = await api().client().getUsers({ status: 'active', itemsPerPage: 100 });
      expect(stats.active).toBe(active.totalUsers);
    });

    it('POST answers 201 with the new user, listed first', async () => {
      const total = (await api().client().getUsers()).totalUsers;
      const res = await api().call('POST', API_PATHS.users, newUser);
      expect(res.status).toBe(201);
      const created = await api().client().getUser(userSchema.parse(res.json).id);
      expect(created).toMatchObject(newUser);
      expect(created.id).toBeGreaterThan(50);
      const list = await api().client().getUsers();
      expect(list.totalUsers).toBe(total + 1);
      expect(list.users[0]?.id).toBe(created.id);
    });

    it('POST with bad fields answers 400 per field and writes nothing', async () => {
      const before = await readBack(api(), [ALL_USERS]);
      expectFieldErrors(await api().call('POST', API_PATHS.users, { ...newUser, email: 'not-an-email', currentPlan: 'king', fullName: 42 }), ['currentPlan', 'email', 'fullName']);
      // the role has its own endpoint and permission
      expect((await api().call('POST', API_PATHS.users, { ...newUser, role: 'admin' })).status).toBe(400);
      expect((await api().call('POST', API_PATHS.users, undefined, { rawBody: '{' })).status).toBe(400);
      const existing = (await api().client().getUsers()).users[0];
      if (!existing) throw new Error('users');
      const taken = await api().call('POST', API_PATHS.users, { ...newUser, username: existing.username.toUpperCase(), email: existing.email.toUpperCase() });
      expect(taken.status).toBe(400);
      expect(taken.json).toEqual({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE], username: [USERNAME_TAKEN_MESSAGE] } });
      expect(await readBack(api(), [ALL_USERS])).toBe(before);
    });

    it('PUT merges fields; a field outside the body is 400 and writes nothing', async () => {
      const updated = await api().client().updateUser(3, { fullName: 'Renamed', currentPlan: 'enterprise' });
      expect(updated).toMatchObject({ id: 3, fullName: 'Renamed', currentPlan: 'enterprise' });
      expect(await api().client().getUser(3)).toMatchObject({ fullName: 'Renamed', currentPlan: 'enterprise' });
      const before = await readBack(api(), [buildPath(API_PATHS.user, { id: 3 })]);
      expect((await api().call('PUT', buildPath(API_PATHS.user, { id: 3 }), { role: 'admin' })).status).toBe(400);
      expectFieldErrors(await api().call('PUT', buildPath(API_PATHS.user, { id: 3 }), { email: 'nope' }), ['email']);
      expect(await readBack(api(), [buildPath(API_PATHS.user, { id: 3 })])).toBe(before);
    });

    it('PUT with the version it read: 200 and the next version; with an older one: 409 with the version now, nothing written', async () => {
      const path = buildPath(API_PATHS.user, { id: 5 });
      const read = await api().client().getUser(5);
      const mine = await api().call('PUT', path, { company: 'First Editor Ltd', version: read.version });
      expect(mine.status).toBe(200);
      expect(userDetailSchema.parse(mine.json).version).toBe(read.version + 1);
      const before = await readBack(api(), [path]);
      const stale = await api().call('PUT', path, { company: 'Second Editor Ltd', version: read.version });
      expect(stale.status).toBe(STALE_WRITE_STATUS);
      expect(staleWriteSchema.parse(stale.json)).toEqual({ message: STALE_WRITE_MESSAGE, version: read.version + 1 });
      expect(await readBack(api(), [path])).toBe(before);
    });

    it('two simultaneous creates with one email: one 201, one 400 with the email error', async () => {
      const answers = await Promise.all([
        api().call('POST', API_PATHS.users, { ...newUser, username: 'twin-one', email: 'twin@example.com' }),
        api().call('POST', API_PATHS.users, { ...newUser, username: 'twin-two', email: 'TWIN@example.com' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.status === 400)?.json).toEqual({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE] } });
      expect((await api().client().getUsers({ q: 'twin@example.com' })).totalUsers).toBe(1);
    });

    it('suspend makes a user inactive', async () => {
      expect((await api().client().suspendUser(4)).status).toBe('inactive');
      expect((await api().client().getUser(4)).status).toBe('inactive');
      expect((await api().call('POST', buildPath(API_PATHS.userSuspend, { id: 999 }))).status).toBe(404);
    });

    it('DELETE answers 204 and the user is gone', async () => {
      const total = (await api().client().getUsers()).totalUsers;
      expect((await api().call('DELETE', buildPath(API_PATHS.user, { id: 7 }))).status).toBe(204);
      expect((await api().call('GET', buildPath(API_PATHS.user, { id: 7 }))).status).toBe(404);
      expect((await api().client().getUsers()).totalUsers).toBe(total - 1);
    });

    it('password: must be confirmed (400, nothing written); a set password signs in; suspended users cannot', async () => {
      const active = (await api().client().getUsers({ status: 'active' })).users[0];
      if (!active) throw new Error('an active user');
      const path = buildPath(API_PATHS.userPassword, { id: active.id });
      expectFieldErrors(await api().call('PUT', path, { newPassword: 'abc12345', confirmPassword: 'abc' }), ['confirmPassword']);
      expectFieldErrors(await api().call('PUT', path, { newPassword: 'short', confirmPassword: 'short' }), ['newPassword']);
      const user = await api().client().getUser(active.id);
      expect((await api().call('POST', API_PATHS.login, { email: user.email, password: 'abc12345' }, { as: null })).status).toBe(400);
      await api().client().setUserPassword(user.id, { newPassword: 'secret123', confirmPassword: 'secret123' });
      const session = await api().login({ email: user.email, password: 'secret123' });
      expect(session.userData).toMatchObject({ id: user.id, email: user.email });
      expect((await api().call('GET', API_PATHS.accountSettings, undefined, { as: session.accessToken })).status).toBe(200);
      await api().client().suspendUser(user.id);
      expect((await api().call('POST', API_PATHS.login, { email: user.email, password: 'secret123' }, { as: null })).status).toBe(400);
    });
  });

  // roles and permissions come after the users' writes and assert relatively
  describe('roles', () => {
    startsSeeded(api, []);
    it('lists the sample roles with user counts that match the users filter', async () => {
      const c = api().client();
      const roles = await c.getRoles();
      expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['Administrator', 'Manager', 'Users', 'Support', 'Restricted User']));
      expect(roles.reduce((s, r) => s + r.totalUsers, 0)).toBe((await c.getUsers()).totalUsers);
      for (const role of roles) {
        expect(role.users.length).toBe(Math.min(5, role.totalUsers));
        expect((await c.getUsers({ role: role.slug })).totalUsers).toBe(role.totalUsers);
      }
    });

    it('a role grants exactly its matrix at sign-in, and editing the role changes what the server allows', async () => {
      const c = api().client();
      const readInvoices = emptyMatrix().map((row) => (row.subject === 'Invoice' ? { ...row, read: true } : row));
      const role = await c.addRole({ name: 'Invoice reader', permissions: readInvoices });
      expect((await c.getRoles()).map((r) => r.name)).toContain('Invoice reader');
      expect(role.slug).toBe('invoice-reader');
      const user = (await c.getUsers({ status: 'active' })).users[0];
      if (!user) throw new Error('an active user');
      expect(await c.setUserRole(user.id, { role: role.slug })).toMatchObject({ id: user.id, role: role.slug });
      await c.setUserPassword(user.id, { newPassword: 'reader123', confirmPassword: 'reader123' });
      const email = user.email;
      const session = await api().login({ email, password: 'reader123' });
      // every account also reads its own access overview (AclDemo) and its own account (BASELINE_RULES)
      const granted = (rules: readonly { action: string; subject: string }[]) => rules.filter((r) => !BASELINE_RULES.some((b) => b.action === r.action && b.subject === r.subject));
      expect(granted(session.userAbilityRules)).toEqual([{ action: 'read', subject: 'Invoice' }]);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: session.accessToken })).status).toBe(200);
      expect((await api().call('DELETE', buildPath(API_PATHS.invoice, { id: 5036 }), undefined, { as: session.accessToken })).status).toBe(403);
      expect((await api().call('GET', API_PATHS.users, undefined, { as: session.accessToken })).status).toBe(403);

      await c.updateRole(role.id, { name: 'Invoice reader', permissions: [{ subject: 'Invoice', read: true, write: true, create: true, delete: true }] });
      const again = await api().login({ email, password: 'reader123' });
      expect(granted(again.userAbilityRules)).toEqual([{ action: 'manage', subject: 'Invoice' }]);
      expect((await api().call('DELETE', buildPath(API_PATHS.invoice, { id: 5036 }), undefined, { as: again.accessToken })).status).toBe(204);
    });

    it('role names are unique (400); a role users hold cannot be deleted (409); nothing written; an unused one can (204), then 404', async () => {
      const watched = [API_PATHS.roles, `${API_PATHS.users}?itemsPerPage=100`];
      const before = await readBack(api(), watched);
      expect((await api().call('POST', API_PATHS.roles, { name: 'manager', permissions: [] })).json).toEqual({ errors: { name: ['A role with this name exists'] } });
      expectFieldErrors(await api().call('POST', API_PATHS.roles, { name: '', permissions: [] }), ['name']);
      const first = (await api().client().getRoles())[0];
      if (!first) throw new Error('roles');
      expectFieldErrors(await api().call('PUT', buildPath(API_PATHS.role, { id: first.id }), { name: ' ', permissions: [{ subject: 'Nowhere', read: true }] }), ['name']);
      expect((await api().call('PUT', buildPath(API_PATHS.role, { id: first.id }), undefined, { rawBody: '{' })).status).toBe(400);
      const held = (await api().client().getRoles()).find((r) => r.totalUsers > 0);
      if (!held) throw new Error('a role users hold');
      const refused = await api().call('DELETE', buildPath(API_PATHS.role, { id: held.id }));
      expect(refused.status).toBe(409);
      expect(Object.keys(fieldErrorsSchema.parse(refused.json).errors).length).toBeGreaterThan(0);
      expect(await readBack(api(), watched)).toBe(before);
      const unused = await api().client().addRole({ name: 'Temporary', permissions: [] });
      expect((await api().call('DELETE', buildPath(API_PATHS.role, { id: unused.id }))).status).toBe(204);
      expect((await api().client().getRoles()).map((r) => r.name)).not.toContain('Temporary');
      expect((await api().call('DELETE', buildPath(API_PATHS.role, { id: unused.id }))).status).toBe(404);
      expect((await api().call('PUT', buildPath(API_PATHS.role, { id: unused.id }), { name: 'X', permissions: [] })).status).toBe(404);
    });

    it('PUT /users/:id/role sets the role (a spec name stands for its role); bad bodies are 400', async () => {
      expect(await api().client().setUserRole(3, { role: 'support' })).toMatchObject({ id: 3, role: 'support' });
      // SPEC §6's user-role names are aliases of the roles (editor → manager)
      expect(await api().client().setUserRole(3, { role: 'editor' })).toMatchObject({ id: 3, role: 'manager' });
      expect((await api().client().getUsers({ role: 'editor', itemsPerPage: 100 })).users.map((u) => u.id)).toContain(3);
      expect((await api().call('PUT', buildPath(API_PATHS.userRole, { id: 3 }), {})).status).toBe(400);
      expect((await api().call('PUT', buildPath(API_PATHS.userRole, { id: 3 }), { role: 'no-such-role' })).status).toBe(400);
      expect((await api().call('PUT', buildPath(API_PATHS.userRole, { id: 3 }), { role: 'Not A Slug!' })).status).toBe(400);
      expect((await api().call('PUT', buildPath(API_PATHS.userRole, { id: 999 }), { role: 'editor' })).status).toBe(404);
    });

    it('a role edit naming an older version is 409 with the version now and writes nothing; without one it applies', async () => {
      const c = api().client();
      const role = await c.addRole({ name: 'Versioned', permissions: [{ subject: 'Pages', read: true }] });
      expect(role.version).toBe(1);
      const saved = await c.updateRole(role.id, { name: 'Versioned', permissions: [{ subject: 'Chat', read: true }], version: 1 });
      expect(saved.version).toBe(2);
      const before = await readBack(api(), [API_PATHS.roles]);
      const stale = await api().call('PUT', buildPath(API_PATHS.role, { id: role.id }), { name: 'Overwritten', permissions: [], version: 1 });
      expect(stale.status).toBe(STALE_WRITE_STATUS);
      expect(staleWriteSchema.parse(stale.json)).toEqual({ message: STALE_WRITE_MESSAGE, version: 2 });
      expect(await readBack(api(), [API_PATHS.roles])).toBe(before);
      expect(await c.updateRole(role.id, { name: 'Versioned', permissions: [] })).toMatchObject({ name: 'Versioned', permissions: [], version: 3 });
    });

    it('the roles the product gives by itself (new users, registrations, the sign-ins) cannot be deleted: 409, nothing written', async () => {
      const before = await readBack(api(), [API_PATHS.roles]);
      for (const slug of BUILT_IN_ROLE_SLUGS) {
        const role = (await api().client().getRoles()).find((r) => r.slug === slug);
        if (!role) throw new Error(`the seed has ${slug}`);
        const refused = await api().call('DELETE', buildPath(API_PATHS.role, { id: role.id }));
        expect(refused.status, slug).toBe(409);
        expect(refused.json, slug).toEqual({ errors: { role: [ROLE_BUILT_IN_MESSAGE] } });
      }
      expect(await readBack(api(), [API_PATHS.roles])).toBe(before);
    });
  });

  describe('permissions', () => {
    startsSeeded(api, []);
    it('GET list: 9 permissions, paged, searched by name and sorted by name', async () => {
      const c = api().client();
      const all = await c.getPermissions({ itemsPerPage: 100 });
      expect(all.totalPermissions).toBe(9);
      expect((await c.getPermissions({ itemsPerPage: 5, page: 2 })).permissions.map((p) => p.id)).toEqual(ids(all.permissions).slice(5, 9));
      expect((await c.getPermissions({ q: 'MANAGE' })).permissions.every((p) => p.name.toLowerCase().includes('manage') || p.assignedTo.some((r) => r.startsWith('manage')) || p.createdDate.toLowerCase().includes('manage'))).toBe(true);
      for (const orderBy of ['asc', 'desc'] as const) expectSorted((await c.getPermissions({ sortBy: 'name', orderBy, itemsPerPage: 100 })).permissions.map((p) => p.name), orderBy, 'permissions');
    });

    it('add, edit and delete; the new one is found by name and listed first; 404 after delete', async () => {
      const c = api().client();
      const total = (await c.getPermissions()).totalPermissions;
      const created = await c.addPermission({ name: 'Audit Logs', assignedTo: ['support'] });
      expect((await c.getPermissions({ q: 'audit' })).permissions.map((p) => p.id)).toEqual([created.id]);
      expect((await c.getPermissions()).permissions[0]?.id).toBe(created.id);
      expect((await c.updatePermission(created.id, { name: 'Audit Trail', assignedTo: [] })).name).toBe('Audit Trail');
      expect((await c.getPermissions()).totalPermissions).toBe(total + 1);
      await c.deletePermission(created.id);
      expect((await c.getPermissions()).totalPermissions).toBe(total);
      expect((await api().call('DELETE', buildPath(API_PATHS.permission, { id: created.id }))).status).toBe(404);
    });

    it('a taken or empty name is 400 and writes nothing', async () => {
      const path = `${API_PATHS.permissions}?itemsPerPage=100`;
      const before = await readBack(api(), [path]);
      expectFieldErrors(await api().call('POST', API_PATHS.permissions, { name: 'management' }), ['name']);
      expectFieldErrors(await api().call('POST', API_PATHS.permissions, { name: ' ', assignedTo: ['nobody'] }), ['name']);
      const first = (await api().client().getPermissions()).permissions[0];
      if (!first) throw new Error('permissions');
      expect((await api().call('PUT', buildPath(API_PATHS.permission, { id: first.id }), { name: '' })).status).toBe(400);
      expect(await readBack(api(), [path])).toBe(before);
    });

    it('a permission names each role once and only roles that exist; a deleted role leaves the permissions it was on', async () => {
      const c = api().client();
      expectFieldErrors(await api().call('POST', API_PATHS.permissions, { name: 'Twice', assignedTo: ['users', 'users'] }), ['assignedTo']);
      // Support's holders move to Users, then Support can go
      for (const user of (await c.getUsers({ role: 'support', itemsPerPage: 100 })).users) await c.setUserRole(user.id, { role: 'users' });
      const support = (await c.getRoles()).find((r) => r.slug === 'support');
      if (!support) throw new Error('the seed has Support');
      const onSupport = (await c.getPermissions({ itemsPerPage: 100 })).permissions.filter((p) => p.assignedTo.includes('support'));
      expect(onSupport.length).toBeGreaterThan(0);
      expect((await api().call('DELETE', buildPath(API_PATHS.role, { id: support.id }))).status).toBe(204);
      const after = (await c.getPermissions({ itemsPerPage: 100 })).permissions;
      for (const permission of onSupport) expect(after.find((p) => p.id === permission.id)?.assignedTo).toEqual(permission.assignedTo.filter((slug) => slug !== 'support'));
      const path = `${API_PATHS.permissions}?itemsPerPage=100`;
      const before = await readBack(api(), [path]);
      const unknown = await api().call('POST', API_PATHS.permissions, { name: 'Escalations', assignedTo: ['support'] });
      expect(unknown.status).toBe(400);
      expect(unknown.json).toEqual({ errors: { assignedTo: [UNKNOWN_ROLE_MESSAGE] } });
      const first = after[0];
      if (!first) throw new Error('permissions');
      expect((await api().call('PUT', buildPath(API_PATHS.permission, { id: first.id }), { name: first.name, assignedTo: ['support'] })).json).toEqual({ errors: { assignedTo: [UNKNOWN_ROLE_MESSAGE] } });
      expect(await readBack(api(), [path])).toBe(before);
      expect((await c.getUsers({ role: 'support' })).totalUsers).toBe(0);
    });
  });
}
