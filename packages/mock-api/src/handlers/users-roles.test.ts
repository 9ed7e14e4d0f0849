import { BASELINE_RULES, BUILT_IN_ROLE_SLUGS, emptyMatrix, LIST_TOTAL_EXACT_LIMIT, ROLE_BUILT_IN_MESSAGE, STALE_WRITE_MESSAGE, type LoginResponse } from '@atrium/api';
import { listPermissions } from '../services/permissions';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

const readInvoicesOnly = emptyMatrix().map((row) => (row.subject === 'Invoice' ? { ...row, read: true } : row));

describe('@atrium/mock-api/users mutations (HTTP)', () => {
  it('POST rejects a taken email or username (any case) with field errors', async () => {
    const existing = getDb().users[0];
    if (!existing) throw new Error('seed has users');
    const before = snapshotDb();
    const res = await call('POST', '/api/apps/users', {
      fullName: 'X',
      username: existing.username.toUpperCase(),
      email: existing.email.toUpperCase(),
      currentPlan: 'basic',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ errors: { email: ['Email is already in use'], username: ['Username is already in use'] } });
    expect(snapshotDb()).toBe(before);
  });

  it('PUT merges fields, suspend makes the user inactive, stats count by status', async () => {
    const updated = await client.updateUser(3, { fullName: 'Renamed', currentPlan: 'enterprise' });
    expect(updated).toMatchObject({ id: 3, fullName: 'Renamed', currentPlan: 'enterprise' });
    expect((await client.suspendUser(3)).status).toBe('inactive');
    const stats = await client.getUserStats();
    expect(stats.total).toBe(50);
    expect(stats.active + stats.pending + stats.inactive).toBe(50);
    expect((await call('PUT', '/api/apps/users/999', { fullName: 'x' })).json).toBe('User not found');
    expect((await call('PUT', '/api/apps/users/3', { id: 9 })).status).toBe(400);
  });
});

describe('@atrium/mock-api/one role model (HTTP)', () => {
  it('the roles users hold are the roles of /apps/roles: six, with counts that add up to every user', async () => {
    const roles = await client.getRoles();
    expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Manager', 'Users', 'Support', 'Restricted User', 'Client']);
    expect(roles.reduce((s, r) => s + r.totalUsers, 0)).toBe(50);
    const slugs = new Set(roles.map((r) => r.slug));
    expect(getDb().users.every((u) => slugs.has(u.role))).toBe(true);
    expect(roles[0]?.users.length).toBeLessThanOrEqual(5);
  });

  it('the list filters on a role, by its slug or by the spec name that stands for it', async () => {
    const managers = await client.getUsers({ role: 'manager', itemsPerPage: 100 });
    expect(managers.totalUsers).toBeGreaterThan(0);
    expect(managers.users.every((u) => u.role === 'manager')).toBe(true);
    const editors = await call('GET', '/api/apps/users?role=editor&itemsPerPage=100');
    expect((editors.json as { totalUsers: number }).totalUsers).toBe(managers.totalUsers);
  });

  it('a user given a read-invoices role logs in with that rule (and the access overview every account has)', async () => {
    const role = await client.addRole({ name: 'Invoice reader', permissions: readInvoicesOnly });
    expect(role.slug).toBe('invoice-reader');
    const user = getDb().users.find((u) => u.status !== 'inactive');
    if (!user) throw new Error('seed has an active user');
    expect((await client.setUserRole(user.id, { role: role.slug })).role).toBe('invoice-reader');
    await client.setUserPassword(user.id, { newPassword: 'reader123', confirmPassword: 'reader123' });

    const res = await call('POST', '/api/auth/login', { email: user.email, password: 'reader123' });
    expect(res.status).toBe(201);
    const login = res.json as LoginResponse;
    expect(login.userAbilityRules).toEqual([...BASELINE_RULES, { action: 'read', subject: 'Invoice' }]);
    expect(login.userData).toEqual({ id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: 'client' });
  });

  it('a role edit applies to the next request of a session already signed in', async () => {
    const role = await client.addRole({ name: 'Invoice reader', permissions: readInvoicesOnly });
    const user = getDb().users.find((u) => u.status !== 'inactive');
    if (!user) throw new Error('seed has an active user');
    await client.setUserRole(user.id, { role: role.slug });
    await client.setUserPassword(user.id, { newPassword: 'reader123', confirmPassword: 'reader123' });
    const { accessToken: token } = await client.login({ email: user.email, password: 'reader123' });

    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(200);
    expect((await call('GET', '/api/apps/users', undefined, { token })).status).toBe(403);
    await client.updateRole(role.id, { name: 'Invoice reader', permissions: [{ subject: 'User', read: true, write: false, create: false, delete: false }] });
    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(403);
    expect((await call('GET', '/api/apps/users', undefined, { token })).status).toBe(200);
    // moved to another role: that role's rules, on the next request
    await client.setUserRole(user.id, { role: 'administrator' });
    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(200);
    // suspended: the session no longer counts
    await client.suspendUser(user.id);
    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(401);
  });

  it('the demo client signs in with the Client role: granting it invoices lets client@demo.com read them', async () => {
    const { accessToken: token, userAbilityRules } = await client.login({ email: 'client@demo.com', password: 'client' });
    expect(userAbilityRules).toEqual([...BASELINE_RULES]);
    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(403);
    const clientRole = (await client.getRoles()).find((r) => r.slug === 'client');
    if (!clientRole) throw new Error('seed has the Client role');
    await client.updateRole(clientRole.id, { name: clientRole.name, permissions: readInvoicesOnly });
    expect((await call('GET', '/api/apps/invoice', undefined, { token })).status).toBe(200);
  });

  it('GET /api/auth/rules answers the signed-in user\'s rules as their role grants them now, 401 without a session', async () => {
    const { accessToken: token } = await client.login({ email: 'client@demo.com', password: 'client' });
    expect((await call('GET', '/api/auth/rules', undefined, { token })).json).toEqual({ userAbilityRules: [...BASELINE_RULES] });
    const clientRole = (await client.getRoles()).find((r) => r.slug === 'client');
    if (!clientRole) throw new Error('seed has the Client role');
    await client.updateRole(clientRole.id, { name: clientRole.name, permissions: readInvoicesOnly });
    expect((await call('GET', '/api/auth/rules', undefined, { token })).json).toEqual({
      userAbilityRules: [...BASELINE_RULES, { action: 'read', subject: 'Invoice' }],
    });
    expect((await call('GET', '/api/auth/rules', undefined, { token: 'not-a-token' })).status).toBe(401);
  });

  it('wrong password, no password set or a suspended user get the §8 error; demo logins still work', async () => {
    const user = getDb().users[1];
    if (!user) throw new Error('seed has users');
    const invalid = { errors: { email: ['Invalid email or password'] } };
    expect((await call('POST', '/api/auth/login', { email: user.email, password: '' })).json).toEqual(invalid);
    await client.setUserPassword(user.id, { newPassword: 'secret123', confirmPassword: 'secret123' });
    expect((await call('POST', '/api/auth/login', { email: user.email, password: 'wrong' })).json).toEqual(invalid);
    await client.suspendUser(user.id);
    expect((await call('POST', '/api/auth/login', { email: user.email, password: 'secret123' })).json).toEqual(invalid);
    expect((await client.login({ email: 'admin@demo.com', password: 'admin' })).userAbilityRules).toContainEqual({ action: 'manage', subject: 'all' });
  });

  it('role names are unique; a role users hold cannot be deleted until they hold another', async () => {
    expect((await call('PUT', '/api/apps/users/1/password', { newPassword: 'abc12345', confirmPassword: 'abc' })).status).toBe(400);
    expect((await call('POST', '/api/apps/roles', { name: 'manager', permissions: [] })).json).toEqual({ errors: { name: ['A role with this name exists'] } });
    const refused = await call('DELETE', '/api/apps/roles/2');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ errors: { role: ['Users hold this role: give them another role first'] } });
    for (const u of getDb().users.filter((x) => x.role === 'manager')) await client.setUserRole(u.id, { role: 'support' });
    expect((await call('DELETE', '/api/apps/roles/2')).status).toBe(204);
    expect((await call('DELETE', '/api/apps/roles/2')).status).toBe(404);
    expect((await call('PUT', '/api/apps/users/3/role', { role: 'manager' })).json).toEqual({ errors: { role: ['Unknown role'] } });
  });

  it('the roles the product gives by itself cannot be deleted, even when nobody holds them (409)', async () => {
    for (const slug of BUILT_IN_ROLE_SLUGS) {
      const role = getDb().roles.find((r) => r.slug === slug);
      if (!role) throw new Error(`seed has ${slug}`);
      for (const u of getDb().users.filter((x) => x.role === slug)) u.role = 'users';
      const before = snapshotDb();
      const refused = await call('DELETE', `/api/apps/roles/${role.id}`);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ errors: { role: [ROLE_BUILT_IN_MESSAGE] } });
      expect(snapshotDb()).toBe(before);
    }
  });

  it('a role edit naming an older version is 409 with the version now and changes nothing', async () => {
    const role = await client.addRole({ name: 'Versioned', permissions: [{ subject: 'Pages', read: true }] });
    expect(role.version).toBe(1);
    expect((await client.updateRole(role.id, { name: 'Versioned 2', permissions: [], version: 1 })).version).toBe(2);
    const before = snapshotDb();
    const stale = await call('PUT', `/api/apps/roles/${role.id}`, { name: 'Lost', permissions: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE_WRITE_MESSAGE, version: 2 });
    expect(snapshotDb()).toBe(before);
  });
});

describe('@atrium/mock-api/permissions mutations (HTTP)', () => {
  it('add, edit and delete; the new one is found by name and listed first', async () => {
    const created = await client.addPermission({ name: 'Audit Logs', assignedTo: ['support'] });
    expect(created.id).toBe(10);
    expect((await client.getPermissions({ q: 'audit' })).permissions.map((p) => p.id)).toEqual([10]);
    expect((await client.getPermissions()).permissions[0]?.id).toBe(10);
    expect((await client.updatePermission(10, { name: 'Audit Trail', assignedTo: [] })).name).toBe('Audit Trail');
    expect((await call('POST', '/api/apps/permissions', { name: 'management' })).status).toBe(400);
    await client.deletePermission(10);
    expect((await client.getPermissions()).totalPermissions).toBe(9);
    expect((await call('DELETE', '/api/apps/permissions/10')).status).toBe(404);
  });

  it('a permission names each role once and only roles that exist; a deleted role leaves the permissions it was on', async () => {
    expect((await call('POST', '/api/apps/permissions', { name: 'Twice', assignedTo: ['users', 'users'] })).status).toBe(400);
    for (const u of getDb().users.filter((x) => x.role === 'support')) u.role = 'users';
    const onSupport = getDb().permissions.filter((p) => p.assignedTo.includes('support')).map((p) => p.id);
    expect(onSupport.length).toBeGreaterThan(0);
    expect((await call('DELETE', '/api/apps/roles/4')).status).toBe(204);
    expect(getDb().permissions.some((p) => p.assignedTo.includes('support'))).toBe(false);
    const before = snapshotDb();
    expect((await call('POST', '/api/apps/permissions', { name: 'Escalations', assignedTo: ['support'] })).json).toEqual({ errors: { assignedTo: ['Unknown role'] } });
    expect((await call('PUT', `/api/apps/permissions/${onSupport[0] ?? 0}`, { name: 'Renamed', assignedTo: ['support'] })).json).toEqual({ errors: { assignedTo: ['Unknown role'] } });
    expect(snapshotDb()).toBe(before);
  });

  it('the total is exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound', () => {
    const db = getDb();
    const many = Array.from({ length: LIST_TOTAL_EXACT_LIMIT + 2 }, (_, i) => ({ id: 1000 + i, name: `Bulk ${i}`, assignedTo: [], createdDate: '01 Jan 2025, 9:00 AM' }));
    const capped = listPermissions({ ...db, permissions: [...db.permissions, ...many] }, { q: 'bulk', page: 1, itemsPerPage: 10 });
    expect(capped).toMatchObject({ totalPermissions: LIST_TOTAL_EXACT_LIMIT, totalExact: false });
    expect(capped.permissions).toHaveLength(10);
    const exact = listPermissions({ ...db, permissions: [...db.permissions, ...many.slice(0, 5)] }, { q: 'bulk', page: 1, itemsPerPage: 10 });
    expect(exact.totalPermissions).toBe(5);
    expect(exact).not.toHaveProperty('totalExact');
  });
});
