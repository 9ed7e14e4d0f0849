// "Nothing lost": a write acknowledged with 2xx is there after a restart, both when the server
// is closed and re-created on the same PGlite folder, and when the built server is killed with
// SIGKILL right after the 201 (no chance to flush anything more).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@atrium/api';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, prepareSeededDataDir } from '../src/index';
import { call, INVOICE_BODY, login, SEED_CACHE } from './helpers';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-server-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('durable writes', () => {
  it('an invoice created, the server closed and re-created on the same data folder, is still there', async () => {
    const dataDir = tempDir();
    // the empty folder starts from the run's seeded template (or seeds itself and makes it)
    const first = await createServer({ dataDir, logger: false, ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
    const token = await login(first, 'admin@demo.com', 'admin');
    const created = await call(first, 'POST', API_PATHS.invoices, { token, body: INVOICE_BODY });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await first.close();

    const second = await createServer({ dataDir, logger: false });
    try {
      // the session survived too: only its hash was stored, the token still works
      const res = await call(second, 'GET', API_PATHS.invoice.replace(':id', String(id)), { token });
      expect(res.status).toBe(200);
      expect((res.body as { invoice: { client: { name: string } } }).invoice.client.name).toBe(INVOICE_BODY.client.name);
    } finally {
      await second.close();
    }
  }, 300_000);

  it('the built server killed with SIGKILL after a 201 still has the invoice after a restart', async () => {
    const main = join(root, 'dist', 'main.js');
    if (!existsSync(main)) {
      const build = spawnSync(join(root, 'node_modules', '.bin', 'tsup'), { cwd: root, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
    }
    const dataDir = tempDir();
    // from the run's seeded template (made by the case above): the process below starts on stored data
    if (SEED_CACHE) await prepareSeededDataDir(dataDir, { seedCache: SEED_CACHE });
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    const start = async (): Promise<ChildProcess> => {
      const child = spawn(process.execPath, [main], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_DIR: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes(`Atrium API listening on ${base}`)) resolve();
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${String(code)} before listening: ${out}`)));
      });
      return child;
    };
    const remote = { fetch: (request: Request) => fetch(new Request(request.url.replace('http://localhost', base), request)) };

    const first = await start();
    const token = await login(remote, 'admin@demo.com', 'admin');
    const created = await call(remote, 'POST', API_PATHS.invoices, { token, body: INVOICE_BODY });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const exited = new Promise((resolve) => first.on('exit', resolve));
    first.kill('SIGKILL');
    await exited;

    const second = await start();
    try {
      const res = await call(remote, 'GET', API_PATHS.invoice.replace(':id', String(id)), { token });
      expect(res.status).toBe(200);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.on('exit', resolve));
    }
  }, 400_000);
});
