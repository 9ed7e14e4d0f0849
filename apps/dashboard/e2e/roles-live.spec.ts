// Issue 21, "one role model": a role edit reaches a holder who is already signed in, in another
// browser, without signing in again: the app re-reads GET /api/auth/rules (src/auth/session-rules.tsx)
// and menus and route guards follow. Two browsers need one backend: the demo build's mock lives
// in each browser's storage, so this runs on the real server (the remote build, dist-remote),
// started here in its own data folder.
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CREDENTIALS } from './support/session';
import { newDataDir, startServer, type ServerProcess } from './support/server-process';

const PORT = Number(process.env.E2E_ROLES_SERVER_PORT ?? 4176);
const BASE = `http://127.0.0.1:${PORT}`;

let dataDir = '';
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = await newDataDir('atrium-e2e-roles-');
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(async () => {
  await server?.kill();
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
