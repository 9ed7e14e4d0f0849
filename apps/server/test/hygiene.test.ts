// Issue 32's hygiene on a running server: a refused body closes its connection cleanly, the
// sign-in limit counts per account and per client address (X-Forwarded-For only from a trusted
// proxy), argon2 runs through the async API before the write lock (an unknown email costs one
// verification too), and the database timeouts are in effect on the server's connection.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve } from '@hono/node-server';
import type * as Argon2 from '@node-rs/argon2';
import { PNG } from 'pngjs';
import { API_PATHS, buildPath, type ProductEdit } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, parseTrustedProxies } from '../src/client-address';
import { rowsOf } from '../src/db/client';
import type * as Images from '../src/images';
import { prepareContent } from '../src/prepare-content';
import type * as Sanitize from '../src/sanitize';
import { createServer, type AtriumServer } from '../src/index';
import { call, login, PRODUCT_BODY, SEED_CACHE } from './helpers';

// every argon2 call of the server counted, the real library underneath
const argon2 = vi.hoisted(() => ({ hash: 0, verify: 0, hashSync: 0, verifySync: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => ((argon2.hash += 1), real.hash(...args)),
    verify: (...args: Parameters<typeof real.verify>) => ((argon2.verify += 1), real.verify(...args)),
    hashSync: (...args: Parameters<typeof real.hashSync>) => ((argon2.hashSync += 1), real.hashSync(...args)),
    verifySync: (...args: Parameters<typeof real.verifySync>) => ((argon2.verifySync += 1), real.verifySync(...args)),
  };
});

// the image encoder and the HTML sanitizer counted too: each runs once per value, ahead of the lock
const cleaning = vi.hoisted(() => ({ images: 0, html: 0 }));
vi.mock('../src/images', async (importOriginal) => {
  const real = await importOriginal<typeof Images>();
  return { ...real, reencodeImageDataUrl: (dataUrl: string) => ((cleaning.images += 1), real.reencodeImageDataUrl(dataUrl)) };
});
vi.mock('../src/sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof Sanitize>();
  return { ...real, sanitizeStoredHtml: (html: string) => ((cleaning.html += 1), real.sanitizeStoredHtml(html)) };
});

const SEED_NOW = new Date('2025-06-15T10:00:00Z');
const TIMEOUTS = { statementTimeoutMs: 12_345, lockTimeoutMs: 2_345, idleInTransactionTimeoutMs: 34_567 };
const LIMITS = { windowMs: 15 * 60_000, maxPerAccount: 3, maxPerAddress: 4 };
const databaseUrl = process.env.ATRIUM_TEST_DATABASE_URL;

let server: AtriumServer;

beforeAll(async () => {
  server = await createServer({
    logger: false,
    now: SEED_NOW,
    dbTimeouts: TIMEOUTS,
    loginLimits: LIMITS,
    trustedProxies: '10.0.0.0/8, ::1',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}),
  });
  if (databaseUrl) {
    await server.resetData();
    await server.db.execute(sql`delete from login_attempts`);
  }
}, 300_000);
afterAll(async () => {
  await server.close();
});

/** A sign-in as if from `peer` (the socket's address), with an optional X-Forwarded-For. */
async function signIn(body: { email: string; password: string }, peer: string, forwardedFor?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
  const request = new Request(`http://localhost${API_PATHS.login}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return server.app.fetch(request, { incoming: { socket: { remoteAddress: peer } } });
}

const wrong = (email: string) => ({ email, password: 'not-the-password' });

describe('a refused body', () => {
  it('closes its keep-alive connection cleanly: the next request on the same client succeeds', async () => {
    const http1 = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(http1, 'listening');
    const { port } = http1.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const request = http.request({ agent, host: '127.0.0.1', port, method, path, headers: body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
        });
        request.on('error', reject);
        request.end(body);
      });
    try {
      const refused = await send('POST', API_PATHS.invoices, JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) }));
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.text)).toEqual({ message: 'Request body too large' });
      // straight after, through the same keep-alive agent (it used to get ECONNRESET here)
      const next = await send('GET', '/api/health');
      expect(next.status).toBe(200);
      const again = await send('POST', API_PATHS.login, JSON.stringify({ email: 'admin@demo.com', password: 'admin' }));
      expect(again.status).toBe(201);
    } finally {
      agent.destroy();
      await new Promise((resolve) => http1.close(resolve));
    }
  });
});

describe('a refused body still being sent', () => {
  it('gets its 413, not a reset mid-upload: the rest of the body is read and dropped before the answer closes', async () => {
    const http1 = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(http1, 'listening');
    const { port } = http1.address() as AddressInfo;
    const total = 12 * 1024 * 1024;
    const socket = net.connect(port, '127.0.0.1');
    try {
      await once(socket, 'connect');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      const failed = new Promise<Error>((resolve) => socket.once('error', resolve));
      const closed = once(socket, 'close');
      socket.write(`POST ${API_PATHS.accountPassword} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`);
      // the first part, then a pause in which the server has refused the body: the rest arrives after
      socket.write(Buffer.alloc(1024 * 1024, 120));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // a slow client: another pause, longer than @hono/node-server's own drain waits (500 ms)
      for (let sent = 1024 * 1024; sent < total; sent += 1024 * 1024) {
        if (sent === 6 * 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 1_000));
        socket.write(Buffer.alloc(1024 * 1024, 120));
      }
      const outcome = await Promise.race([closed.then(() => 'closed'), failed.then((error) => `error: ${error.message}`)]);
      expect(outcome).toBe('closed');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('{"message":"Request body too large"}');
    } finally {
      socket.destroy();
      await new Promise((resolve) => http1.close(resolve));
    }
  });
});

describe('the sign-in rate limit', () => {
  it('counts failures per account across addresses', async () => {
    const email = 'per-account@demo.com';
    for (const peer of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await signIn(wrong(email), peer)).status).toBe(400);
    const limited = await signIn(wrong(email), '198.51.100.4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(800);
    // the account's limit does not hold another account back from those addresses
    expect((await signIn({ email: 'admin@demo.com', password: 'admin' }, '198.51.100.4')).status).toBe(201);
  });

  it('counts failures per address across accounts, and refuses even the right password then', async () => {
    const peer = '203.0.113.9';
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await signIn(wrong(`spray-${i}@demo.com`), peer)).status).toBe(400);
    expect((await signIn(wrong('spray-next@demo.com'), peer)).status).toBe(429);
    expect((await signIn({ email: 'admin@demo.com', password: 'admin' }, peer)).status).toBe(429);
    // the refused attempts did not count against the accounts they named
    expect((await signIn({ email: 'admin@demo.com', password: 'admin' }, '203.0.113.10')).status).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const peer = '192.0.2.50';
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await signIn(wrong(`xff-untrusted-${i}@demo.com`), peer, `192.0.2.${100 + i}`)).status).toBe(400);
    // a new forged address each time changed nothing: the peer's own address is counted
    expect((await signIn(wrong('xff-untrusted-last@demo.com'), peer, '192.0.2.200')).status).toBe(429);
  });

  it('believes X-Forwarded-For from a trusted proxy, and counts the client it names', async () => {
    const proxy = '10.1.2.3';
    // distinct clients behind one proxy: the proxy's address is not what is counted
    for (let i = 0; i < LIMITS.maxPerAddress + 2; i += 1) expect((await signIn(wrong(`behind-proxy-${i}@demo.com`), proxy, `198.18.0.${i + 1}`)).status).toBe(400);
    // one client behind it: counted by its own address (the proxy's IPv4-mapped form too)
    const client = '198.18.1.1';
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await signIn(wrong(`one-client-${i}@demo.com`), `::ffff:${proxy}`, `${client}`)).status).toBe(400);
    expect((await signIn(wrong('one-client-last@demo.com'), proxy, `6.6.6.6, ${client}`)).status).toBe(429);
    const rows = rowsOf<{ ip: string }>(await server.db.execute(sql`select distinct ip from login_attempts where email like 'one-client-%'`));
    expect(rows.map((r) => r.ip)).toEqual([client]);
  });
});

describe('client address', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, fd00::/8');
  if (!proxies) throw new Error('the list should parse');

  it('is the peer unless the peer is trusted', () => {
    expect(clientAddress('203.0.113.1', '1.2.3.4', proxies)).toBe('203.0.113.1');
    expect(clientAddress('::ffff:203.0.113.1', undefined, proxies)).toBe('203.0.113.1');
    expect(clientAddress(undefined, '1.2.3.4', proxies)).toBe('local');
  });

  it('walks X-Forwarded-For from the right, past trusted proxies, to the first untrusted hop', () => {
    expect(clientAddress('10.0.0.1', '1.2.3.4', proxies)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 1.2.3.4, 192.168.1.7', proxies)).toBe('1.2.3.4');
    expect(clientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
    // a malformed hop ends the walk at the last good one
    expect(clientAddress('10.0.0.1', 'garbage, 10.0.0.2', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.1', '', proxies)).toBe('10.0.0.1');
  });

  it('refuses a list that is not addresses or ranges', () => {
    expect(parseTrustedProxies('10.0.0.0/33')).toBeUndefined();
    expect(parseTrustedProxies('proxy.internal')).toBeUndefined();
    expect(parseTrustedProxies('10.0.0.0/8/1')).toBeUndefined();
    expect(parseTrustedProxies('')).toBeDefined();
  });
});

describe('argon2 outside the lock', () => {
  const counts = () => ({ ...argon2 });

  it('verifies an unknown email against a dummy hash: one async verification, like a known email', async () => {
    const before = counts();
    expect((await signIn(wrong('nobody-at-all@demo.com'), '198.51.100.77')).status).toBe(400);
    const unknown = counts();
    expect(unknown.verify - before.verify).toBe(1);
    expect((await signIn(wrong('admin@demo.com'), '198.51.100.78')).status).toBe(400);
    const known = counts();
    expect(known.verify - unknown.verify).toBe(1);
    expect(known.verifySync).toBe(before.verifySync);
  });

  it('signs in, registers and sets passwords with the async API only', async () => {
    const before = counts();
    const admin = await signIn({ email: 'admin@demo.com', password: 'admin' }, '198.51.100.90');
    expect(admin.status).toBe(201);
    const token = ((await admin.json()) as { accessToken: string }).accessToken;
    const registered = await server.fetch(
      new Request(`http://localhost${API_PATHS.register}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'asyncreg', email: 'async-reg@demo.com', password: 'Async-Hash-42' }) }),
    );
    expect(registered.status).toBe(201);
    const user = (await registered.json()) as { id: number };
    const set = await server.fetch(
      new Request(`http://localhost/api/apps/users/${user.id}/password`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ newPassword: 'Second-Pass-77', confirmPassword: 'Second-Pass-77' }),
      }),
    );
    expect(set.status).toBe(204);
    expect((await signIn({ email: 'async-reg@demo.com', password: 'Second-Pass-77' }, '198.51.100.91')).status).toBe(201);
    const after = counts();
    expect(after.hash - before.hash).toBe(2);
    expect(after.verify - before.verify).toBeGreaterThanOrEqual(2);
    expect(after.hashSync).toBe(before.hashSync);
    expect(after.verifySync).toBe(before.verifySync);
  });
});

describe('database timeouts', () => {
  it('are in effect on the server connection, from the configuration', async () => {
    const show = async (name: string) => Object.values(rowsOf<Record<string, string>>(await server.db.execute(sql.raw(`show ${name}`)))[0] ?? {})[0];
    expect(await show('statement_timeout')).toBe('12345ms');
    expect(await show('lock_timeout')).toBe('2345ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('34567ms');
  });
});

describe('image re-encoding and HTML sanitizing before the lock', () => {
  const png = () => {
    const image = new PNG({ width: 2, height: 2 });
    image.data.fill(200);
    return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
  };

  it('prepares every image data URL and every string with markup of a write body', async () => {
    const image = `${png()}`;
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: '<p>hi<script>alert(1)</script></p>', plain: 'no markup', images: [image, 'data:image/png;base64,AAAA'] }),
    });
    const prepared = await prepareContent(request);
    expect(prepared?.html.get('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(prepared?.html.has('no markup')).toBe(false);
    expect(prepared?.image(image)).toMatchObject({ found: true, value: expect.stringMatching(/^data:image\/png;base64,/) as unknown });
    // bytes that do not decode are known to be refused before the lock
    expect(prepared?.image('data:image/png;base64,AAAA')).toEqual({ found: true, value: undefined });
    // a read carries nothing to prepare; the request's body is still there for the handler
    expect(await prepareContent(new Request('http://localhost/api/x'))).toBeUndefined();
    expect(((await request.json()) as { plain: string }).plain).toBe('no markup');
  });

  it('a product write re-encodes its image and sanitizes its description once each, before the lock, and stores the clean copies', async () => {
    const token = await login(server, 'admin@demo.com', 'admin');
    const before = { ...cleaning };
    const created = await call(server, 'POST', API_PATHS.products, {
      token,
      body: { ...PRODUCT_BODY, productName: 'Prepared Product', sku: 77_332, images: [png()], description: '<p>ok<img src=x onerror=alert(1)></p>' },
    });
    expect(created.status).toBe(201);
    expect(cleaning.images - before.images).toBe(1);
    expect(cleaning.html - before.html).toBe(1);
    const edit = await call(server, 'GET', buildPath(API_PATHS.product, { id: (created.body as { id: number }).id }), { token });
    const { values } = edit.body as ProductEdit;
    expect(values.description).toContain('<p>ok');
    expect(values.description).not.toContain('onerror');
    expect(values.images[0]).toMatch(/^data:image\/png;base64,/);
  });
});
