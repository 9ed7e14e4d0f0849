// A production start (SEED unset with NODE_ENV=production, i.e. seed 'none') on an empty
// database: the schema and no demo account; the first admin comes from create-admin (the
// function, then the command itself, with the password from ATRIUM_ADMIN_PASSWORD).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, INSIGHTS_PATHS } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPasswordProblem, createAdmin } from '../src/admin';
import { loadConfig, seedOf } from '../src/config';
import { rowsOf } from '../src/db/client';
import { createServer, type AtriumServer } from '../src/index';
import { call, login } from './helpers';

const NOW = new Date('2025-06-15T10:00:00Z');
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
let server: AtriumServer | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-production-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SEED', () => {
  it('defaults to none in production and to demo elsewhere; SEED decides', () => {
    expect(seedOf(loadConfig({ NODE_ENV: 'production' }))).toBe('none');
    expect(seedOf(loadConfig({}))).toBe('demo');
    expect(seedOf(loadConfig({ NODE_ENV: 'development' }))).toBe('demo');
    expect(seedOf(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }))).toBe('demo');
    expect(seedOf(loadConfig({ SEED: 'none' }))).toBe('none');
    expect(() => loadConfig({ SEED: 'yes' })).toThrow(/SEED/);
  });
});

describe('a production start on an empty database', () => {
  it('has the schema and no demo account: admin@demo.com cannot sign in', async () => {
    server = await createServer({ logger: false, now: NOW, dataDir, seed: 'none' });
    expect((await call(server, 'POST', API_PATHS.login, { body: { email: 'admin@demo.com', password: 'admin' } })).status).toBe(400);
    expect((await call(server, 'POST', API_PATHS.login, { body: { email: 'client@demo.com', password: 'client' } })).status).toBe(400);
    // no demo record in the tables that hold them
    for (const table of ['invoices', 'orders', 'customers', 'emails', 'vehicles', 'calendar_events']) {
      const rows = rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(rows[0]?.n, table).toBe(0);
    }
    // the help center and the FAQ are reference data, and so is the analytics dashboard's row (decision 0031)
    for (const table of ['help_center_articles', 'faq_questions', 'dashboard_figures']) {
      const rows = rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(rows[0]?.n, table).toBeGreaterThan(0);
    }
    // no product or review in the catalogue's tables; its categories and the store settings are reference data (decision 0027)
    for (const [table, expected] of [['products', 0], ['product_details', 0], ['reviews', 0], ['product_categories', 6], ['store_settings', 1]] as const) {
      const rows = rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(rows[0]?.n, table).toBe(expected);
    }
    // no account in the identity tables either
    for (const table of ['users', 'login_accounts', 'credentials', 'account_settings']) {
      const rows = rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(rows[0]?.n, table).toBe(0);
    }
    // the reference data the screens need is there: the roles and permissions in their tables (decision 0024)
    for (const table of ['roles', 'role_permissions', 'permissions', 'permission_roles']) {
      const rows = rowsOf<{ n: number }>(await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(rows[0]?.n, table).toBeGreaterThan(0);
    }
    await server.close();
    server = undefined;
  }, 300_000);

  it('create-admin refuses weak passwords and a bad email, then creates an admin who can sign in', async () => {
    for (const weak of ['', '            ', 'short1!', 'aaaaaaaaaaaaaaaa', 'password1234', 'abababababababab', '123456789012345']) expect(adminPasswordProblem(weak), JSON.stringify(weak)).toBeDefined();
    expect(adminPasswordProblem('owner-owner-Larch-48', 'owner@example.com')).toMatch(/email/);
    expect(adminPasswordProblem('Sturdy-Larch-48')).toBeUndefined();
    await expect(createAdmin({ dataDir }, { email: 'owner@example.com', password: 'password' })).rejects.toThrow(/too short/);
    await expect(createAdmin({ dataDir }, { email: 'not-an-email', password: 'Sturdy-Larch-48' })).rejects.toThrow(/Not an email/);

    const id = await createAdmin({ dataDir }, { email: ' Owner@Example.com ', password: 'Sturdy-Larch-48', fullName: 'The Owner' });
    expect(id).toBe(1);
    await expect(createAdmin({ dataDir }, { email: 'owner@example.com', password: 'Other-Sturdy-49' })).rejects.toThrow(/already sign in/);

    server = await createServer({ logger: false, now: NOW, dataDir, seed: 'none' });
    const token = await login(server, 'owner@example.com', 'Sturdy-Larch-48');
    const me = await call(server, 'POST', API_PATHS.login, { body: { email: 'owner@example.com', password: 'Sturdy-Larch-48' } });
    expect((me.body as { userData: { role: string; fullName: string } }).userData).toMatchObject({ role: 'admin', fullName: 'The Owner' });
    // an admin: the guarded lists open, empty
    const invoices = await call(server, 'GET', API_PATHS.invoices, { token });
    expect(invoices.status).toBe(200);
    expect((invoices.body as { totalInvoices: number }).totalInvoices).toBe(0);
    expect((await call(server, 'GET', API_PATHS.users, { token })).status).toBe(200);
    // no store-analytics demo chain: the branch list is empty, and the analytics calls still answer
    const branches = await call(server, 'GET', INSIGHTS_PATHS.branches, { token });
    expect(branches.status).toBe(200);
    expect(branches.body).toMatchObject({ total: 0 });
    expect((await call(server, 'GET', `${INSIGHTS_PATHS.live}`, { token })).status).toBe(200);
    expect((await call(server, 'POST', API_PATHS.login, { body: { email: 'owner@example.com', password: 'Sturdy-Larch-4' } })).status).toBe(400);
    await server.close();
    server = undefined;
  }, 300_000);

  it('the create-admin command reads the password from ATRIUM_ADMIN_PASSWORD and refuses a weak or missing one', () => {
    const run = (env: Record<string, string | undefined>, args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--conditions', '@atrium/source', 'src/create-admin.ts', ...args], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const weak = run({ ATRIUM_ADMIN_PASSWORD: 'admin' }, ['--email', 'second@example.com']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/too short/);
    const missing = run({ ATRIUM_ADMIN_PASSWORD: undefined }, ['--email', 'second@example.com']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/ATRIUM_ADMIN_PASSWORD/);
    const made = run({ ATRIUM_ADMIN_PASSWORD: 'Other-Sturdy-Oak-7' }, ['--email', 'second@example.com', '--name', 'Second Admin']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/second@example.com created/);
    // each run compiles the command with tsx: minutes on a busy two-core box
  }, 400_000);

  it('the command-made admin signs in', async () => {
    server = await createServer({ logger: false, now: NOW, dataDir, seed: 'none' });
    expect(await login(server, 'second@example.com', 'Other-Sturdy-Oak-7')).toMatch(/^[\w-]{43}$/);
  }, 300_000);
});
