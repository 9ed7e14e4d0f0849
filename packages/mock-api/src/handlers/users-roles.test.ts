import { emptyMatrix, type LoginResponse } from '@atrium/api';
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

describe('@atrium/mock-api/roles and login with a role', () => {
  it('lists the five sample roles with user counts that add up to every user', async () => {
    const roles = await client.getRoles();
    expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Manager', 'Users', 'Support', 'Restricted User']);
    expect(roles.reduce((s, r) => s + r.totalUsers, 0)).toBe(50);
    expect(roles[0]?.users.length).toBeLessThanOrEqual(5);
  });

  it('a user given a read-invoices role logs in with exactly that rule', async () => {
    const role = await client.addRole({ name: 'Invoice reader', permissions: readInvoicesOnly });
    const user = getDb().users.find((u) => u.status !== 'inactive');
    if (!user) throw new Error('seed has an active user');
    await client.setUserRole(user.id, { roleId: role.id });
    await client.setUserPassword(user.id, { newPassword: 'reader123', confirmPassword: 'reader123' });

    const res = await call('POST', '/api/auth/login', { email: user.email, password: 'reader123' });
    expect(res.status).toBe(201);
    const login = res.json as LoginResponse;
    expect(login.userAbilityRules).toEqual([{ action: 'read', subject: 'Invoice' }]);
    expect(login.userData).toEqual({ id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: 'client' });

    // the matrix is read at login time: an edit shows at the next login
    await client.updateRole(role.id, { name: 'Invoice reader', permissions: [{ subject: 'Invoice', read: true, write: true, create: true, delete: true }] });
    expect((await client.login({ email: user.email, password: 'reader123' })).userAbilityRules).toEqual([{ action: 'manage', subject: 'Invoice' }]);
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
    expect((await client.login({ email: 'admin@demo.com', password: 'admin' })).userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('password must be confirmed; role names are unique; deleting a role unassigns its users', async () => {
    expect((await call('PUT', '/api/apps/users/1/password', { newPassword: 'abc12345', confirmPassword: 'abc' })).status).toBe(400);
    expect((await call('POST', '/api/apps/roles', { name: 'manager', permissions: [] })).json).toEqual({ errors: { name: ['A role with this name exists'] } });
    expect((await call('DELETE', '/api/apps/roles/2')).status).toBe(204);
    expect(getDb().users.some((u) => u.roleId === 2)).toBe(false);
    expect((await call('DELETE', '/api/apps/roles/2')).status).toBe(404);
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
});
