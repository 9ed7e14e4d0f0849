// Issue 21, "permission-aware everywhere": signed in as the client, everything the shell offers
// (the Shortcuts, the account menu, Ctrl+K's suggestions and results, the customer's home) opens
// a page, never the not-authorized page; and the client's home says what their account can do.
import { expect, type Page, test } from '@playwright/test';
import { navigate, routerSettled } from './support/router';
import { asClient } from './support/session';

expect.configure({ timeout: 15_000 });
test.setTimeout(180_000);

const HOME = '/access-control';

/** Not the not-authorized page: neither its address nor its heading. */
async function expectLetIn(page: Page, what: string) {
  await page.waitForLoadState('domcontentloaded');
  await expect(page, `${what} opened the not-authorized page`).not.toHaveURL(/not-authorized/);
  await expect(page.getByRole('heading', { name: 'You are not authorized' }), what).toHaveCount(0);
}

/**
 * Back to the client's home through the app's router, as the account menu's "My access" would:
 * the page and the mock stay booted, so each search result costs a navigation, not a full load.
 */
async function backHome(page: Page) {
  if (new URL(page.url()).pathname !== HOME) await navigate(page, HOME);
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe' })).toBeVisible();
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  return page.getByRole('combobox', { name: 'Search pages' });
}

test.describe('@atrium/dashboard roles: the client', () => {
  test.use(asClient);

  test("the client's home is written for a customer: who they are, where they can go, what they can do", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe' })).toBeVisible();
    await expect(page.getByText('client@demo.com')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Client');
    const abilities = page.getByRole('region', { name: 'What you can do' });
    await expect(abilities).toContainText('Your access (this page)');
    await expect(abilities).not.toContainText('Invoices');
    // the template's sample pages are not offered to a customer
    await expect(page.getByRole('region', { name: 'Where you can go' })).not.toContainText('Login v1');
    // the developer's demo wording is gone
    await expect(page.getByText('Only admins')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Subject' })).toHaveCount(0);
    // every link the home offers lets the client in
    const places = page.getByRole('region', { name: 'Where you can go' }).getByRole('link');
    const hrefs = await places.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await navigate(page, href);
      await expectLetIn(page, `home link ${href}`);
    }
  });

  test('the client opens their own account settings, which are theirs (issue 32)', async ({ page }) => {
    await page.goto('/pages/account-settings/account');
    await expectLetIn(page, 'account settings');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('client@demo.com');
  });

  test('no shortcut and no account-menu entry leads to not-authorized', async ({ page }) => {
    await page.goto(HOME);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // shortcuts: only those the client may open (none of the six: then no button at all)
    const shortcutsButton = page.getByRole('button', { name: 'Shortcuts' });
    if ((await shortcutsButton.count()) > 0) {
      await shortcutsButton.click();
      const hrefs = await page.getByRole('dialog').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      for (const href of hrefs) {
        await navigate(page, href);
        await expectLetIn(page, `shortcut ${href}`);
      }
    }
    await backHome(page);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    const entries = await page.getByRole('menuitem').evaluateAll((items) => items.map((i) => ({ name: i.textContent?.trim() ?? '', href: i.getAttribute('href') })));
    expect(entries.map((e) => e.name)).toContain('My access');
    expect(entries.map((e) => e.name)).toContain('Log out');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);
    for (const entry of entries.filter((e) => e.href)) {
      await backHome(page);
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: entry.name }).click();
      await routerSettled(page);
      await expectLetIn(page, `account menu "${entry.name}"`);
    }
  });

  test("Ctrl+K: every suggestion and every result opens a page the client may see", async ({ page }) => {
    test.setTimeout(360_000);
    await page.goto(HOME);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the suggestions (nothing typed), then the results of words that match most of the catalogue
    const queries = ['', 'a', 'e', 'o', 'list', 'dashboard'];
    const seen = new Set<string>();
    let opened = 0;
    for (const query of queries) {
      await backHome(page);
      const input = await openSearch(page);
      await expect(input).toBeVisible();
      await input.fill(query);
      const list = page.getByRole('listbox', { name: 'Search results' });
      // the results (or the "no results" line) are there once the debounced query has answered
      await expect(list.getByRole('option').first().or(list.getByText(/^No results/))).toBeVisible();
      const names = await list.getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      for (const name of names.map((n) => n.trim())) {
        if (seen.has(name)) continue;
        seen.add(name);
        await backHome(page);
        const again = await openSearch(page);
        await again.fill(query);
        await page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name, exact: true }).click();
        // the navigation the click started has ended: on its page, or on not-authorized if a guard said no
        await routerSettled(page);
        await expectLetIn(page, `Ctrl+K "${query}" → ${name}`);
        opened += 1;
      }
    }
    // the client can open its home at least; the back-office entries are not offered
    expect(opened).toBeGreaterThan(0);
    expect([...seen]).not.toContain('User List');
    expect([...seen]).not.toContain('Invoice List');
  });
});
