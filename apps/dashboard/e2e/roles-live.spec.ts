// Issue 21, "one role model": a role edit reaches a holder who is already signed in, in another
// browser, without signing in again: the app re-reads GET /api/auth/rules (src/auth/session-rules.tsx)
// and menus and route guards follow. Two browsers need one backend: the demo build's mock lives
// in each browser's storage, so this runs on the real server (the remote build, dist-remote),
// started here in its own data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CREDENTIALS } from './support/session';

// E2E_SERVER_MAIN / E2E_SERVER_STATIC: a run's own server and remote builds, as in e2e/server
const SERVER_MAIN = process.env.E2E_SERVER_MAIN ?? fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const SERVER_INDEX = pathToFileURL(join(dirname(SERVER_MAIN), 'index.js')).href;
const STATIC_DIR = process.env.E2E_SERVER_STATIC ?? fileURLToPath(new URL('../dist-remote', import.meta.url));
const PORT = Number(process.env.E2E_ROLES_SERVER_PORT ?? 4176);
const BASE = `http://127.0.0.1:${PORT}`;

type ServerBundle = { prepareSeededDataDir: (dataDir: string, options: { seedCache: string }) => Promise<boolean> };

let dataDir = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-e2e-roles-'));
  // in `npm test` the seeded template exists already (ATRIUM_SEED_CACHE): a copy, not a seed
  const seedCache = process.env.ATRIUM_SEED_CACHE;
  if (seedCache) await ((await import(SERVER_INDEX)) as ServerBundle).prepareSeededDataDir(dataDir, { seedCache });
  server = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health in time');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  const running = server;
  if (running && running.exitCode === null) {
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, role: 'admin' | 'client') {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(CREDENTIALS[role].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CREDENTIALS[role].password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(CREDENTIALS[role].landing);
}

test('a role edit in one browser reaches its holder, signed in in another, without signing in again', async ({ browser }) => {
  // two sign-ins and one edit: about 15 s on an idle machine, four times that on a busy one
  test.setTimeout(120_000);
  const client = await browser.newContext();
  const admin = await browser.newContext();
  try {
    const b = await client.newPage();
    // the client's tab keeps running; its clock is ours so the periodic re-read comes now, not in two minutes
    await b.clock.install();
    await signIn(b, 'client');
    const can = b.getByRole('region', { name: 'What you can do' });
    await expect(can).toBeVisible();
    await expect(can).not.toContainText('Invoices');

    const a = await admin.newPage();
    await signIn(a, 'admin');
    await a.goto(`${BASE}/apps/roles`);
    await a.getByRole('button', { name: 'Edit role Client' }).click();
    const dialog = a.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByRole('checkbox', { name: 'Read Invoices' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(a.getByText('Role “Client” saved')).toBeVisible();

    // the client's tab, untouched since: its rules come back from the API, the page follows
    await b.clock.fastForward('02:05');
    await expect(can).toContainText('Invoices');
    const list = b.getByRole('region', { name: 'Where you can go' }).getByRole('link', { name: /List/ });
    await expect(list).toHaveAttribute('href', '/apps/invoice/list');
    // the route guard follows too: the list opens instead of not-authorized
    await list.click();
    await expect(b).toHaveURL(/\/apps\/invoice\/list/);
    await expect(b.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  } finally {
    await client.close();
    await admin.close();
  }
});
