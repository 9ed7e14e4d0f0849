// The contract's access table, enforced by the mock: every endpoint but the public ones answers
// 401 without a live session and 403 when the caller's CASL rules do not grant its ability.
import { API_ACCESS, API_PATHS, type Access, buildPath, emptyMatrix, INSIGHTS_ACCESS, INSIGHTS_PATHS, type ApiPathName, type HttpMethod, type RoleSubject } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { login } from '../services/auth';
import { clearSessions, issueSession } from '../store/sessions';
import { getDb } from '../store/store';
import { BASE_URL, call, snapshotDb, tokenFor, useMockServer } from '../test/server';

useMockServer();

const PARAMS = { id: 1, userId: 1, courseId: 1, sectionId: 'a', topicIndex: 0, slug: 'a' };
const every = [
  ...Object.entries(API_ACCESS).flatMap(([name, methods]) =>
    Object.entries(methods as Partial<Record<HttpMethod, Access>>).map(([method, access]) => ({ method: method as HttpMethod, path: buildPath(API_PATHS[name as ApiPathName], PARAMS), access })),
  ),
  ...Object.entries(INSIGHTS_ACCESS).map(([name, methods]) => ({
    method: 'GET' as const,
    path: buildPath(INSIGHTS_PATHS[name as keyof typeof INSIGHTS_PATHS], { id: 'lon-01' }),
    access: methods.GET,
  })),
];
const firstInvoiceId = () => getDb().invoices[0]?.id ?? 0;

type Grant = Partial<Record<RoleSubject, Partial<Record<'read' | 'write' | 'create' | 'delete', boolean>>>>;

/** A session of an active sample user (not user 3) who holds a new role granting `grant`. */
function sessionWithRole(grant: Grant): string {
  const db = getDb();
  db.roles.push({ id: 99, slug: 'under-test', name: 'Under test', permissions: emptyMatrix().map((row) => ({ ...row, ...grant[row.subject] })), version: 1 });
  const user = db.users.find((u) => u.id !== 3 && u.status !== 'inactive');
  if (!user) throw new Error('seed has an active user');
  user.role = 'under-test';
  return issueSession(user.id, [], { principal: 'user' }).token;
}
const guarded = every.filter((e) => e.access !== 'public');

describe('@atrium/mock-api access table', () => {
  it('answers 401 to a call without a token on every non-public endpoint, and changes nothing', async () => {
    expect(guarded.length).toBeGreaterThan(80);
    const before = snapshotDb();
    for (const { method, path } of guarded) {
      const res = await call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, { token: null });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
    expect(snapshotDb()).toBe(before);
  });

  it('answers 401 to an unknown, a revoked and an expired token', async () => {
    expect((await call('GET', API_PATHS.invoices, undefined, { token: 'not-a-session' })).status).toBe(401);
    const expired = issueSession(1, [{ action: 'manage', subject: 'all' }], { now: Date.now() - 31 * 24 * 3_600_000, remember: true });
    expect((await call('GET', API_PATHS.invoices, undefined, { token: expired.token })).status).toBe(401);
    const token = tokenFor('admin');
    expect((await call('POST', API_PATHS.logout, undefined, { token })).status).toBe(204);
    expect((await call('GET', API_PATHS.invoices, undefined, { token })).status).toBe(401);
  });

  it('answers 403 to a client token on the users list and on deleting an invoice (the invoice stays)', async () => {
    const token = tokenFor('client');
    expect((await call('GET', API_PATHS.users, undefined, { token })).status).toBe(403);
    const before = snapshotDb();
    const res = await call('DELETE', buildPath(API_PATHS.invoice, { id: firstInvoiceId() }), undefined, { token });
    expect(res.status).toBe(403);
    expect((await call('DELETE', buildPath(API_PATHS.user, { id: 1 }), undefined, { token })).status).toBe(403);
    expect(snapshotDb()).toBe(before);
  });

  it('lets a client do what its rules allow: its own account and the public pages', async () => {
    const token = tokenFor('client');
    expect((await call('GET', API_PATHS.accountSettings, undefined, { token })).status).toBe(200);
    expect((await call('GET', API_PATHS.helpCenter, undefined, { token: null })).status).toBe(200);
  });

  it('admits the admin everywhere (manage all)', async () => {
    expect((await call('GET', API_PATHS.users)).status).toBe(200);
    expect((await call('DELETE', buildPath(API_PATHS.invoice, { id: firstInvoiceId() }))).status).toBe(204);
  });

  it("checks the rules of the session holder's role, the same CASL rules the client guards read", async () => {
    const token = sessionWithRole({ Invoice: { read: true } });
    expect((await call('GET', API_PATHS.invoices, undefined, { token })).status).toBe(200);
    expect((await call('DELETE', buildPath(API_PATHS.invoice, { id: firstInvoiceId() }), undefined, { token })).status).toBe(403);
  });

  it('a role change needs its own permission: a user editor cannot give someone the Administrator role', async () => {
    const token = sessionWithRole({ User: { read: true, write: true, create: true, delete: true } });
    const path = buildPath(API_PATHS.userRole, { id: 3 });
    expect((await call('PUT', path, { role: 'administrator' }, { token })).status).toBe(403);
    expect((await call('PUT', buildPath(API_PATHS.user, { id: 3 }), { role: 'administrator' }, { token })).status).toBe(400);
    expect((await call('PUT', path, { role: 'admin' })).json).toMatchObject({ id: 3, role: 'administrator' });
  });

  it('login answers a token that works and an expiry; "remember me" makes it last longer', async () => {
    clearSessions();
    const short = login(getDb(), { email: 'admin@demo.com', password: 'admin' });
    const long = login(getDb(), { email: 'admin@demo.com', password: 'admin', remember: true });
    if (!short.ok || !long.ok) throw new Error('demo login failed');
    expect(Date.parse(long.value.expiresAt)).toBeGreaterThan(Date.parse(short.value.expiresAt) + 24 * 3_600_000);
    expect((await call('GET', API_PATHS.users, undefined, { token: short.value.accessToken })).status).toBe(200);
  });

  // security review #5 (issue 22): the browser's session is the login's HttpOnly cookie; through
  // the node MSW server a test can send it as a Cookie header instead of a bearer token
  it('the login cookie authenticates through MSW node; a write on it needs X-Atrium-CSRF', async () => {
    const res = await fetch(`${BASE_URL}${API_PATHS.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^atrium_session=[^;]+; HttpOnly; SameSite=Lax; Path=\/api$/);
    const cookie = setCookie.split(';')[0] ?? '';
    const invoice = buildPath(API_PATHS.invoice, { id: firstInvoiceId() });
    expect((await fetch(`${BASE_URL}${invoice}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${BASE_URL}${invoice}`, { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(403);
    expect((await fetch(`${BASE_URL}${invoice}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${BASE_URL}${invoice}`, { method: 'DELETE', headers: { Cookie: cookie, 'X-Atrium-CSRF': '1' } })).status).toBe(204);
  });

  it('register is public and makes a client, whatever the body says about roles', async () => {
    const res = await call('POST', API_PATHS.register, { username: 'newbie', email: 'newbie@example.com', password: 'secret123' }, { token: null });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ role: 'client', status: 'active' });
    // the Client role grants nothing beyond the access overview every account has
    const escalate = await call('POST', API_PATHS.register, { username: 'boss', email: 'boss@example.com', password: 'secret123', role: 'admin' }, { token: null });
    expect(escalate.status).toBe(400);
    const session = login(getDb(), { email: 'newbie@example.com', password: 'secret123' });
    expect(session.ok && session.value.userData.role).toBe('client');
  });
});
