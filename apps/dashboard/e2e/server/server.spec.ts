// The dashboard on the real server (issue 17's "done when"): the remote build (dist-remote,
// VITE_API_MODE=remote) served same-origin by apps/server on its embedded PGlite, started by
// this file in a fresh data folder so it can be killed and started again. Serial: one server,
// one story: sign in, create an invoice, kill the server, start it again, find the invoice; a
// client's token is refused by the server; every spec screen renders on the server's data.
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from '../routes/spec-routes';
import { newDataDir, startServer, type ServerProcess } from '../support/server-process';
import { PUBLIC_ROUTES, visitAsVisitor } from '../support/visitor-walk';

const PORT = Number(process.env.E2E_SERVER_PORT ?? 4175);
const BASE = `http://127.0.0.1:${PORT}`;

let dataDir = '';
let server: ServerProcess | undefined;

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

// the first start seeds the database (a minute or two on a busy 2-core machine)
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = await newDataDir('atrium-e2e-server-');
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

let invoiceNumber = '';

test('an admin signs in on the server and creates an invoice', async ({ page }) => {
  await signIn(page, 'admin@demo.com', 'admin');
  await page.goto(`${BASE}/apps/invoice/add`);
  await page.getByRole('combobox', { name: 'Invoice to' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Item' }).fill('Server durability check');
  await page.getByRole('textbox', { name: 'Cost' }).fill('321');
  await page.getByRole('textbox', { name: 'Qty' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  const article = page.getByRole('article', { name: /^Invoice #\d+$/ });
  await expect(article).toContainText('Server durability check');
  invoiceNumber = ((await article.getAttribute('aria-label')) ?? '').replace(/^Invoice #/, '');
  expect(invoiceNumber).toMatch(/^\d+$/);
});

test('the invoice is still there after the server is killed and started again', async ({ page }) => {
  await server?.kill();
  server = await startServer({ port: PORT, dataDir });
  await signIn(page, 'admin@demo.com', 'admin');
  await page.goto(`${BASE}/apps/invoice/preview/${invoiceNumber}`);
  await expect(page.getByRole('article', { name: `Invoice #${invoiceNumber}` })).toContainText('Server durability check');
});

test("the session is an HttpOnly cookie no script sees; the server refuses a client's session on admin endpoints, whatever the browser's storage says", async ({ page }) => {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await signIn(page, 'client@demo.com', 'client');
  const { accessToken } = (await (await login).json()) as { accessToken: string };
  // security review #5 (issue 22): the token was in localStorage, readable by any script
  const seen = await page.evaluate(() => {
    const entries = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const));
    return { entries, cookie: document.cookie };
  });
  expect(seen.entries.map(([key]) => key)).not.toContain('accessToken');
  for (const [key, value] of seen.entries) expect(value, key).not.toContain(accessToken);
  expect(seen.cookie).not.toContain('atrium_session');
  const cookie = (await page.context().cookies(`${BASE}/api/`)).find((c) => c.name === 'atrium_session');
  expect(cookie).toMatchObject({ value: accessToken, httpOnly: true, sameSite: 'Lax', path: '/api' });

  // the attack of issue 17: grant yourself everything in local storage. page.request sends the
  // context's cookies, as the page's own fetch does
  await page.evaluate(() => localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }])));
  const csrf = { 'X-Atrium-CSRF': '1' };
  expect((await page.request.get(`${BASE}/api/apps/users`)).status()).toBe(403);
  expect((await page.request.delete(`${BASE}/api/apps/invoice/${invoiceNumber}`, { headers: csrf })).status()).toBe(403);
  expect((await page.request.get(`${BASE}/api/apps/users`, { headers: { Authorization: `Bearer ${accessToken}` } })).status()).toBe(403);
  await page.context().clearCookies();
  expect((await page.request.get(`${BASE}/api/apps/users`)).status()).toBe(401);
});

interface Router {
  history: { push: (href: string) => void };
  state: { status: string; isLoading: boolean; location: { pathname: string; href: string } };
}

// The screens that read or write through the API; the static UI demos (components, forms,
// cards, charts) are walked on the mock build by e2e/routes/route-walk.spec.ts.
const ON_THE_API = /^\/(dashboards|insights|apps|access-control|pages\/(account-settings|user-profile|faq|pricing))(\/|$)/;

test('every screen on the API renders on the server, with no failed API call and no error', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'admin@demo.com', 'admin');
  const failures: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  for (const path of SPEC_ROUTES.filter((p) => ON_THE_API.test(p))) {
    if (process.env.E2E_DEBUG) console.log(new Date().toISOString(), path);
    // through the app's router, as a click would: one boot for the whole walk (a route may
    // redirect, e.g. /apps/academy/course-details to a course: wait for the router, not a path)
    const before = await page.evaluate(() => (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__.state.location.href);
    await page.evaluate((href) => (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__.history.push(href), path);
    await page.waitForFunction((previous) => {
      const { state } = (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__;
      return state.location.href !== previous && state.status === 'idle' && !state.isLoading;
    }, before);
    await expect(page.locator('h1:visible, h2:visible').first(), path).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
    expect(failures, `after ${path}`).toEqual([]);
  }
});

// Issue 37: a visitor's walk over every public route on the server's build, no session at all
// (this test's context has no cookie), one full load each.
test('every public route opens for a visitor on the server, with no 401/403/5xx, error state or console error', async ({ page }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const path of PUBLIC_ROUTES) problems.push(...(await visitAsVisitor(page, BASE, path)).map((p) => `${path}: ${p}`));
  expect(problems).toEqual([]);
});
