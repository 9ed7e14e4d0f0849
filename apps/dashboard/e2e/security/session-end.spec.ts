// Security review #5 (issue 22): a session that ends must end everywhere, at once. Signing out in
// one tab left the other tabs working; a revoked or expired session kept the page up until a
// reload; a refused call showed a generic error. Each test here performs one of those and fails
// without its fix (src/auth/session-store.ts's `storage` listener, src/lib/query-client.ts's
// QueryCache onError for 401 and 403, wired in src/main.tsx).
//
// The demo build's backend lives in the tab (decision 0014): its session table is the mock's own
// localStorage key, which every tab's mock keeps in step with, so "revoked server-side" is that
// table losing the session; the app's own session keys are left alone, as a real server's
// revocation would.
import { expect, test, type Page } from '@playwright/test';
import { asAdmin, asClient, MOCK_DB_KEY } from '../support/session';

const INVOICES = '/apps/invoice/list';

async function openInvoices(page: Page) {
  await page.goto(INVOICES);
  // a tab's first load boots the app and seeds its mock: slow on a loaded machine
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({ timeout: 45_000 });
}

/** A click on a link, as far as the app can tell: the router moves, no reload. */
async function followLink(page: Page, href: string) {
  await page.evaluate((to) => (window as unknown as { __TSR_ROUTER__: { history: { push: (h: string) => void } } }).__TSR_ROUTER__.history.push(to), href);
}

test.describe('signed in as admin', () => {
  test.use(asAdmin);

  test('signing out in one tab sends the other tab to the login page, with no reload and no action there', async ({ context }) => {
    // each tab boots in front (a tab opened behind another may be held back by the browser)
    const first = await context.newPage();
    await openInvoices(first);
    const second = await context.newPage();
    await openInvoices(second);

    await first.bringToFront();
    await first.getByRole('button', { name: /John Doe|menu/i }).first().click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(first).toHaveURL(/\/login$/);

    // nothing is done in the second tab: it hears the sign-out and leaves the page by itself
    await expect(second).toHaveURL(/\/login\?to=%2Fapps%2Finvoice%2Flist/);
    await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Invoices', level: 1 })).toHaveCount(0);
  });

  test('a session revoked on the API sends the page to /login?to=<where it was> on its next request', async ({ page, context }) => {
    await openInvoices(page);
    // the backend forgets every session (revocation, or expiry: the same 401 to the app), written
    // from outside the app (another document of the origin, no app in it), as a server would; the
    // page's mock hears it the way it hears another tab's writes. The app's own keys still say
    // "signed in", so only the API's answer can end the session here.
    const backend = await context.newPage();
    await backend.goto('/favicon.svg');
    await backend.evaluate((table) => window.localStorage.setItem(table, '{}'), `${MOCK_DB_KEY}.sessions`);
    await backend.close();

    await followLink(page, '/apps/user/list');
    await expect(page).toHaveURL(/\/login\?(.*&)?to=%2Fapps%2Fuser%2Flist/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // signed out for good: the app's session keys are gone, a reload stays on the login page
    expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
  });
});

test.describe('signed in as client', () => {
  test.use(asClient);

  test('a page whose data the API refuses (403) shows not-authorized instead of its error state', async ({ page }) => {
    // The client's rules in this tab still grant the invoices (as after a role edit that took
    // them away, before the tab re-read its rules); the API decides on the role as it is now.
    await page.addInitScript(() => {
      const rules = JSON.parse(window.localStorage.getItem('userAbilityRules') ?? '[]') as unknown[];
      window.localStorage.setItem('userAbilityRules', JSON.stringify([...rules, { action: 'read', subject: 'Invoice' }]));
    });
    await page.goto(INVOICES);
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  });
});
