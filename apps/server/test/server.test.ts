// The server in-process on in-memory PGlite: sign-in, sessions, permissions, rate limit, limits,
// errors and transactions. One server for the file (PGlite takes seconds to boot on a busy box);
// tests that change data put it back.
import { API_PATHS, LOGIN_ROLE_TO_ROLE, type RolePermission } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/auth/tokens';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, INVOICE_BODY, login, startTestServer } from './helpers';

let server: AtriumServer;

// invoices take their ids from the table's identity sequence (decision 0021): the last one it handed out
const lastInvoiceId = async () =>
  Number(rowsOf<{ last_id: string | number }>(await server.db.execute(sql`select case when is_called then last_value else last_value - 1 end as last_id from invoices_id_seq`))[0]?.last_id);
// the back office still on the documents (the contact form's messages; the products moved to tables,
// decision 0027) takes its ids from the id counters
const countOf = async (table: 'invoices' | 'clients' | 'invoice_lines') => Number(rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const res = await call(server, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('sessions', () => {
  it('a login issues a token that opens the API; the database keeps only its SHA-256', async () => {
    const res = await call(server, 'POST', API_PATHS.login, { body: { email: 'admin@demo.com', password: 'admin' } });
    expect(res.status).toBe(201);
    const token = (res.body as { accessToken: string }).accessToken;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await call(server, 'GET', API_PATHS.invoices, { token })).status).toBe(200);
    const hashes = rowsOf<{ token_hash: string }>(await server.db.execute(sql`select token_hash from sessions`)).map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('answers 401 without a token, with an unknown one, and on a wrong password', async () => {
    expect((await call(server, 'GET', API_PATHS.invoices)).status).toBe(401);
    expect((await call(server, 'GET', API_PATHS.invoices, { token: 'not-a-real-token' })).status).toBe(401);
    const wrong = await call(server, 'POST', API_PATHS.login, { body: { email: 'nobody@demo.com', password: 'nope' }, headers: { 'X-Test': 'wrong-password' } });
    expect(wrong.status).toBe(400);
  });

  it('logout revokes the token', async () => {
    const token = await login(server, 'admin@demo.com', 'admin');
    expect((await call(server, 'POST', API_PATHS.logout, { token })).status).toBe(204);
    expect((await call(server, 'GET', API_PATHS.invoices, { token })).status).toBe(401);
  });

  it('an expired session no longer counts', async () => {
    const token = await login(server, 'admin@demo.com', 'admin');
    expect((await call(server, 'GET', API_PATHS.invoices, { token })).status).toBe(200);
    await server.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    expect((await call(server, 'GET', API_PATHS.invoices, { token })).status).toBe(401);
    admin = await login(server, 'admin@demo.com', 'admin');
  });
});

describe('sessions on the insights routes (one indexed row per request)', () => {
  it('answer a live session, and 401 at once after a logout or an expiry; 403 for a role without access', async () => {
    const path = '/api/insights/branches';
    expect((await call(server, 'GET', path)).status).toBe(401);
    expect((await call(server, 'GET', path, { token: 'not-a-session' })).status).toBe(401);
    const token = await login(server, 'admin@demo.com', 'admin');
    expect((await call(server, 'GET', path, { token })).status).toBe(200);
    expect((await call(server, 'POST', API_PATHS.logout, { token })).status).toBeLessThan(300);
    expect((await call(server, 'GET', path, { token })).status).toBe(401);
    const expiring = await login(server, 'admin@demo.com', 'admin');
    await server.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    expect((await call(server, 'GET', path, { token: expiring })).status).toBe(401);
    const client = await login(server, 'client@demo.com', 'client');
    expect((await call(server, 'GET', path, { token: client })).status).toBe(403);
    admin = await login(server, 'admin@demo.com', 'admin');
  });

  it('a session ended by another process (a row changed behind this one) counts on the next request', async () => {
    const path = '/api/insights/branches';
    const token = await login(server, 'admin@demo.com', 'admin');
    expect((await call(server, 'GET', path, { token })).status).toBe(200);
    await server.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${tokenHash(token)}`);
    expect((await call(server, 'GET', path, { token })).status).toBe(401);
  });

  it('a role edit served here counts at once for a session checked a moment before', async () => {
    const path = '/api/insights/branches';
    const client = await login(server, 'client@demo.com', 'client');
    expect((await call(server, 'GET', path, { token: client })).status).toBe(403);
    const roles = (await call(server, 'GET', API_PATHS.roles, { token: admin })).body as Array<{ id: number; slug: string; name: string; permissions: RolePermission[] }>;
    const role = roles.find((r) => r.slug === LOGIN_ROLE_TO_ROLE.client);
    if (!role) throw new Error(`no role ${LOGIN_ROLE_TO_ROLE.client}`);
    const rolePath = API_PATHS.role.replace(':id', String(role.id));
    const granted = [...role.permissions.filter((p) => p.subject !== 'Insights'), { subject: 'Insights', read: true, write: false, create: false, delete: false }];
    expect((await call(server, 'PUT', rolePath, { token: admin, body: { name: role.name, permissions: granted } })).status).toBe(200);
    expect((await call(server, 'GET', path, { token: client })).status).toBe(200);
    expect((await call(server, 'PUT', rolePath, { token: admin, body: { name: role.name, permissions: role.permissions } })).status).toBe(200);
    expect((await call(server, 'GET', path, { token: client })).status).toBe(403);
  });
});

describe('housekeeping', () => {
  it('sign-ins sweep sessions ended over a day ago and failed logins older than the window', async () => {
    await server.db.execute(sql`insert into sessions (token_hash, user_id, principal, expires_at) values ('old-session', 1, 'login', now() - interval '2 days')`);
    await server.db.execute(sql`insert into login_attempts (email, ip, attempted_at) values ('old@demo.com', 'local', now() - interval '1 hour')`);
    await call(server, 'POST', API_PATHS.login, { body: { email: 'sweep@demo.com', password: 'wrong' } });
    const attempts = rowsOf<{ email: string }>(await server.db.execute(sql`select email from login_attempts`)).map((r) => r.email);
    expect(attempts).toContain('sweep@demo.com');
    expect(attempts).not.toContain('old@demo.com');
    admin = await login(server, 'admin@demo.com', 'admin');
    const old = rowsOf<{ token_hash: string }>(await server.db.execute(sql`select token_hash from sessions where token_hash = 'old-session'`));
    expect(old).toEqual([]);
  });
});

describe('permissions on the server', () => {
  it('a client token gets 403 on the users list and on deleting an invoice', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    expect((await call(server, 'GET', API_PATHS.users, { token: client })).status).toBe(403);
    const list = await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin });
    const id = (list.body as { invoices: Array<{ id: number }> }).invoices[0]?.id;
    expect(id).toBeTypeOf('number');
    expect((await call(server, 'DELETE', API_PATHS.invoice.replace(':id', String(id)), { token: client })).status).toBe(403);
    // still there
    expect((await call(server, 'GET', API_PATHS.invoice.replace(':id', String(id)), { token: admin })).status).toBe(200);
  });

  it("editing the client's role through the API changes what the same token may do", async () => {
    const client = await login(server, 'client@demo.com', 'client');
    expect((await call(server, 'GET', API_PATHS.users, { token: client })).status).toBe(403);
    const roles = (await call(server, 'GET', API_PATHS.roles, { token: admin })).body as Array<{ id: number; slug: string; name: string; permissions: RolePermission[] }>;
    const role = roles.find((r) => r.slug === LOGIN_ROLE_TO_ROLE.client);
    if (!role) throw new Error(`no role ${LOGIN_ROLE_TO_ROLE.client}`);
    const path = API_PATHS.role.replace(':id', String(role.id));
    const granted = [...role.permissions.filter((p) => p.subject !== 'User'), { subject: 'User', read: true, write: false, create: false, delete: false }];
    expect((await call(server, 'PUT', path, { token: admin, body: { name: role.name, permissions: granted } })).status).toBe(200);
    expect((await call(server, 'GET', API_PATHS.users, { token: client })).status).toBe(200);
    expect((await call(server, 'PUT', path, { token: admin, body: { name: role.name, permissions: role.permissions } })).status).toBe(200);
    expect((await call(server, 'GET', API_PATHS.users, { token: client })).status).toBe(403);
  });
});

describe('no password or hash leaves the server', () => {
  it('login, users, user detail and account answers carry neither', async () => {
    const responses = [
      await call(server, 'POST', API_PATHS.login, { body: { email: 'admin@demo.com', password: 'admin' } }),
      await call(server, 'GET', `${API_PATHS.users}?itemsPerPage=100`, { token: admin }),
      await call(server, 'GET', API_PATHS.user.replace(':id', '1'), { token: admin }),
      await call(server, 'GET', API_PATHS.accountSettings, { token: admin }),
    ];
    for (const res of responses) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toMatch(/"password"\s*:/i);
      expect(res.text).not.toContain('$argon2');
    }
  });

  it('stored passwords are argon2id hashes, and a password set through the API logs in', async () => {
    const users = (await call(server, 'GET', `${API_PATHS.users}?itemsPerPage=5`, { token: admin })).body as { users: Array<{ id: number; email: string; status: string }> };
    const user = users.users.find((u) => u.status !== 'inactive');
    if (!user) throw new Error('no active sample user');
    const res = await call(server, 'PUT', API_PATHS.userPassword.replace(':id', String(user.id)), { token: admin, body: { newPassword: 'Correct-Horse-7', confirmPassword: 'Correct-Horse-7' } });
    expect(res.status).toBeLessThan(300);
    // every password of the credentials table (the demo sign-ins' and this one) is an argon2id hash
    const rows = rowsOf<{ hash: string; user_id: number | null }>(await server.db.execute(sql`select password_hash as hash, user_id from credentials`));
    expect(rows.some((r) => r.user_id === user.id)).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.hash.startsWith('$argon2id$'))).toBe(true);
    expect(await login(server, user.email, 'Correct-Horse-7')).toMatch(/^[\w-]{43}$/);
  });
});

describe('limits', () => {
  it('rate-limits repeated failed logins per email and address with 429 and Retry-After', async () => {
    const body = { email: 'rate-limit@demo.com', password: 'wrong' };
    for (let i = 0; i < 5; i += 1) expect((await call(server, 'POST', API_PATHS.login, { body })).status).toBe(400);
    const limited = await call(server, 'POST', API_PATHS.login, { body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // another email from the same address is not held back
    expect((await call(server, 'POST', API_PATHS.login, { body: { email: 'admin@demo.com', password: 'admin' } })).status).toBe(201);
  });

  it('refuses bodies over the limit with 413', async () => {
    const raw = JSON.stringify({ ...INVOICE_BODY, note: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(server, 'POST', API_PATHS.invoices, { token: admin, raw });
    expect(res.status).toBe(413);
  });

  it('sets security headers and a request id', async () => {
    const res = await call(server, 'GET', '/api/health');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('X-Request-Id')).toMatch(/\S+/);
  });
});

describe('writes', () => {
  it('creates an invoice with an id from the database, then serves it', async () => {
    const before = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    const created = await call(server, 'POST', API_PATHS.invoices, { token: admin, body: INVOICE_BODY });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const counter = await lastInvoiceId();
    expect(counter).toBe(id);
    const after = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    expect(after.totalInvoices).toBe(before.totalInvoices + 1);
    // deleting the newest does not hand its id out again
    expect((await call(server, 'DELETE', API_PATHS.invoice.replace(':id', String(id)), { token: admin })).status).toBe(204);
    const again = await call(server, 'POST', API_PATHS.invoices, { token: admin, body: INVOICE_BODY });
    expect((again.body as { id: number }).id).toBe(id + 1);
  });

  it('bad input answers 400 with field errors and writes nothing', async () => {
    const before = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    const res = await call(server, 'POST', API_PATHS.invoices, { token: admin, body: { ...INVOICE_BODY, items: [] } });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors.items).toBeDefined();
    const after = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    expect(after.totalInvoices).toBe(before.totalInvoices);
  });

  it('a write that fails half-way is rolled back: 500 without a stack, nothing written', async () => {
    const before = { invoices: await countOf('invoices'), clients: await countOf('clients'), lines: await countOf('invoice_lines') };
    // an invoice for a new client writes the client, then the invoice, then its lines: the
    // database refuses the lines, after the client and the invoice were written
    await server.db.execute(sql.raw(`create function atrium_test_fail() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`));
    await server.db.execute(sql.raw(`create trigger atrium_test_fail before insert on invoice_lines for each row execute function atrium_test_fail()`));
    try {
      const body = { ...INVOICE_BODY, client: { ...INVOICE_BODY.client, companyEmail: 'half-way@server-test.example' } };
      const res = await call(server, 'POST', API_PATHS.invoices, { token: admin, body });
      expect(res.status).toBe(500);
      expect(Object.keys(res.body as object).sort()).toEqual(['message', 'requestId']);
      expect(res.text).not.toMatch(/refused by test|at .*\.ts/);
    } finally {
      await server.db.execute(sql.raw('drop trigger atrium_test_fail on invoice_lines'));
      await server.db.execute(sql.raw('drop function atrium_test_fail()'));
    }
    expect({ invoices: await countOf('invoices'), clients: await countOf('clients'), lines: await countOf('invoice_lines') }).toEqual(before);
  });

  it('resetData puts the seed back', async () => {
    const seeded = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    await call(server, 'POST', API_PATHS.invoices, { token: admin, body: INVOICE_BODY });
    await server.resetData();
    const after = (await call(server, 'GET', `${API_PATHS.invoices}?itemsPerPage=1`, { token: admin })).body as { totalInvoices: number };
    expect(after.totalInvoices).toBe(seeded.totalInvoices - 1);
  });
});

describe('openapi', () => {
  it('serves an OpenAPI 3.1 document with every contract path, and a reference page', async () => {
    const res = await call(server, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const pattern of Object.values(API_PATHS)) expect(Object.keys(doc.paths)).toContain(pattern.replace(/:([A-Za-z]+)/g, '{$1}'));
    const page = await call(server, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/apps/invoice');
  });
});
