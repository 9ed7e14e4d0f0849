// `start` serves the built dashboard same-origin: files as they are, any other GET outside /api
// gets index.html (client-side routes), and /api keeps answering JSON (404 for unknown calls).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AtriumServer } from '../src/index';
import { call, SEED_CACHE } from './helpers';

let server: AtriumServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atrium-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Atrium test shell</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  // what the dashboard's build writes (apps/dashboard/security-headers.ts)
  writeFileSync(
    join(dir, '_headers'),
    "# the build's headers\n/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n  X-Frame-Options: DENY\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: immutable\n",
  );
  server = await createServer({ logger: false, staticDir: dir, corsOrigin: 'http://localhost:5173', ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
}, 300_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built dashboard, same-origin', () => {
  it('serves files and falls back to index.html for client routes', async () => {
    const asset = await call(server, 'GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app")');
    const route = await call(server, 'GET', '/apps/invoice/list');
    expect(route.status).toBe(200);
    expect(route.text).toContain('Atrium test shell');
  });

  it("sends the build's own security headers with the pages and files (security review #6)", async () => {
    for (const path of ['/apps/invoice/list', '/assets/app.js', '/']) {
      const res = await call(server, 'GET', path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe("default-src 'self'; frame-ancestors 'none'");
      // the build's values win over the defaults (SAMEORIGIN, no-referrer)
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(res.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      // only the /* section applies to every path
      expect(res.headers.get('Cache-Control'), path).not.toBe('immutable');
    }
    // the API keeps its own, stricter policy
    const api = await call(server, 'GET', '/api/health');
    expect(api.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // and every other default of the pages' middleware, which is not run a second time for it
    for (const name of ['X-Frame-Options', 'Referrer-Policy', 'Strict-Transport-Security', 'Cross-Origin-Resource-Policy', 'Cross-Origin-Opener-Policy', 'X-Permitted-Cross-Domain-Policies', 'X-XSS-Protection']) {
      expect(api.headers.get(name), name).toBeTruthy();
    }
    // the headers file itself is not served
    expect((await call(server, 'GET', '/_headers')).status).toBe(404);
  });

  it('keeps /api for the API: an unknown call is a JSON 404, not the shell', async () => {
    const res = await call(server, 'GET', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers CORS for the configured origin only', async () => {
    const allowed = await call(server, 'GET', '/api/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    const other = await call(server, 'GET', '/api/health', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('marks the session cookie Secure on an https request (http has it without)', async () => {
    const login = (url: string) =>
      server.fetch(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) }));
    expect((await login('https://atrium.example/api/auth/login')).headers.get('set-cookie')).toMatch(/^atrium_session=[^;]+;.*; Secure/);
    expect((await login('http://atrium.example/api/auth/login')).headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  // decision 0014: the listed origin's page sends the session cookie (credentials) and the CSRF header
  it('lets the configured origin send credentials and X-Atrium-CSRF, and only it', async () => {
    const preflight = await call(server, 'OPTIONS', '/api/apps/users/1', {
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'x-atrium-csrf' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-atrium-csrf');
    const foreign = await call(server, 'OPTIONS', '/api/apps/users/1', {
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'x-atrium-csrf' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
