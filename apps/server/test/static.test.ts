// `start` serves the built dashboard same-origin: files as they are, any other GET outside /api
// gets index.html (client-side routes), and /api keeps answering JSON (404 for unknown calls).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AtriumServer } from '../src/index';
import { call } from './helpers';

let server: AtriumServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atrium-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Atrium test shell</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  server = await createServer({ logger: false, staticDir: dir, corsOrigin: 'http://localhost:5173' });
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
});
