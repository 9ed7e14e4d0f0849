import type { User } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

const newUser = { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', currentPlan: 'team', status: 'active' } as const;

describe('@atrium/mock-api/users (HTTP)', () => {
  it('GET: users, totalPages, totalUsers and page; newest first', async () => {
    const res = await client.getUsers();
    expect(res).toMatchObject({ totalUsers: 50, totalPages: 5, page: 1 });
    expect(res.users[0]?.id).toBe(50);
    expect(res.users[0]).not.toHaveProperty('taxId');
  });

  it('a page beyond the last reports page 1 (§9)', async () => {
    const res = await client.getUsers({ page: 99 });
    expect(res.page).toBe(1);
    expect(res.users[0]?.id).toBe(50);
  });

  it('role, plan and status filter; q matches name, username or email', async () => {
    // the spec's role names still filter: editor stands for the Manager role
    const res = await client.getUsers({ role: 'editor', plan: 'team', status: 'active', itemsPerPage: 100 });
    expect(res.users.length).toBeGreaterThan(0);
    expect(res.users.every((u) => u.role === 'manager' && u.currentPlan === 'team' && u.status === 'active')).toBe(true);
    const all = await client.getUsers({ itemsPerPage: 100 });
    const target = all.users[12];
    const byName = await client.getUsers({ q: target?.fullName.toUpperCase() ?? '' });
    expect(byName.users.map((u) => u.id)).toContain(target?.id);
    const byEmail = await client.getUsers({ q: target?.email ?? '' });
    expect(byEmail.users.map((u) => u.id)).toContain(target?.id);
  });

  it('sorts by each key', async () => {
    for (const [sortBy, field] of [['user', 'fullName'], ['email', 'email'], ['plan', 'currentPlan'], ['status', 'status'], ['billing', 'billing']] as const) {
      const values = (await client.getUsers({ sortBy, itemsPerPage: 100 })).users.map((u) => u[field]);
      expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    }
    // by role: the role names people read (Administrator, Client, Manager, …), not the slugs
    const names = new Map((await client.getRoles()).map((r) => [r.slug, r.name]));
    const byRole = (await client.getUsers({ sortBy: 'role', itemsPerPage: 100 })).users.map((u) => names.get(u.role) ?? '?');
    expect(byRole).toEqual([...byRole].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(byRole.indexOf('Client')).toBeLessThan(byRole.indexOf('Manager'));
  });

  it('GET /users/{id} adds taskDone, projectDone, taxId, language', async () => {
    const user = await client.getUser(7);
    expect(user.id).toBe(7);
    expect(user).toHaveProperty('taxId');
    expect(typeof user.taskDone).toBe('number');
  });

  it('a missing user answers 404 "User not found" for detail and delete (§8)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, '/api/apps/users/999');
      expect(res.status).toBe(404);
      expect(res.json).toBe('User not found');
    }
  });

  it('DELETE answers 204 and the user is gone', async () => {
    expect((await call('DELETE', '/api/apps/users/7')).status).toBe(204);
    expect((await call('GET', '/api/apps/users/7')).status).toBe(404);
    expect((await client.getUsers()).totalUsers).toBe(49);
  });

  it('POST answers 201 with the new user (next id)', async () => {
    const res = await call('POST', '/api/apps/users', newUser);
    expect(res.status).toBe(201);
    const created = res.json as User;
    expect(created).toMatchObject({ ...newUser, id: 51, role: 'restricted-user' });
    expect((await client.getUsers()).users[0]?.id).toBe(51);
    // email and username are unique, so the second user needs both of its own
    expect((await client.addUser({ ...newUser, username: 'ada2', email: 'ada2@example.com' })).id).toBe(52);
  });

  it('POST with missing or wrong-typed fields answers 400 per field and stores nothing', async () => {
    const before = snapshotDb();
    const res = await call('POST', '/api/apps/users', { ...newUser, email: 'not-an-email', currentPlan: 'king', fullName: 42 });
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as { errors: object }).errors).sort()).toEqual(['currentPlan', 'email', 'fullName']);
    // the role is not the creator's to set in this body (it has its own endpoint and permission)
    expect((await call('POST', '/api/apps/users', { ...newUser, role: 'admin' })).status).toBe(400);
    expect((await call('PUT', '/api/apps/users/3', { role: 'admin' })).status).toBe(400);
    expect((await call('PUT', '/api/apps/users/3/role', { roleId: 1 })).status).toBe(400);
    expect((await call('POST', '/api/apps/users', undefined, { rawBody: '{' })).status).toBe(400);
    expect((await call('POST', '/api/apps/users', null)).status).toBe(400);
    expect(snapshotDb()).toBe(before);
  });
});

describe('@atrium/mock-api/auth (HTTP)', () => {
  it('admin@demo.com / admin logs in: 201 with rules, token and userData', async () => {
    const res = await call('POST', '/api/auth/login', { email: 'admin@demo.com', password: 'admin' });
    expect(res.status).toBe(201);
    const body = res.json as { userAbilityRules: unknown; accessToken: string; userData: Record<string, unknown> };
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.accessToken.length).toBeGreaterThan(10);
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(body.userData).not.toHaveProperty('password');
    expect(body.userData).not.toHaveProperty('abilityRules');
  });

  it('client@demo.com / client logs in with read AclDemo and their own account', async () => {
    const res = await client.login({ email: 'client@demo.com', password: 'client' });
    expect(res.userData.role).toBe('client');
    expect(res.userAbilityRules).toEqual([
      { action: 'read', subject: 'AclDemo' },
      { action: 'read', subject: 'Account' },
      { action: 'update', subject: 'Account' },
    ]);
  });

  it('wrong credentials answer 400 errors.email "Invalid email or password" (§8)', async () => {
    for (const body of [{ email: 'admin@demo.com', password: 'nope' }, { email: 'ADMIN@demo.com', password: 'admin' }, { email: 'admin@demo.com' }, { email: 1, password: 2 }]) {
      const res = await call('POST', '/api/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { email: ['Invalid email or password'] } });
    }
  });

  it('a body that is not credentials answers 400 errors.email "Something went wrong" (§8)', async () => {
    for (const rawBody of ['{', '"text"', '[1]', '']) {
      const res = await call('POST', '/api/auth/login', undefined, { rawBody });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { email: ['Something went wrong'] } });
    }
  });
});
