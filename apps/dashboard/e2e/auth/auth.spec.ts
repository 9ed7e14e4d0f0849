import { expect, test, type Page } from '@playwright/test';
import { asClient } from '../support/session';

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('@atrium/auth sign-in and guards', () => {
  test('a wrong password shows the API error under the email and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'admin@demo.com', 'wrong');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('admin@demo.com');
  });

  test('admin lands on the visitors dashboard, the session survives a reload, and logout ends it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'admin@demo.com', 'admin');
    await expect(page).toHaveURL(/\/dashboards\/all-branches-visitors/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboards\/all-branches-visitors/);
    await page.getByRole('button', { name: /John Doe|menu/i }).first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/apps/user/list');
    await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Fuser%2Flist/);
  });

  test('an anonymous visit keeps the target in `to` and lands there after login', async ({ page }) => {
    await page.goto('/apps/user/list?q=abc');
    // The router writes the list's search defaults into the URL first; the user's own query is kept.
    await expect(page).toHaveURL(/\/login\?q=abc.*to=%2Fapps%2Fuser%2Flist/);
    await logIn(page, 'admin@demo.com', 'admin');
    await expect(page).toHaveURL(/\/apps\/user\/list/);
  });

  test('a client sees the access-control page and is not authorized elsewhere', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'client@demo.com', 'client');
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/apps/user/list');
    await expect(page).toHaveURL(/\/not-authorized$/);
  });

  test('a `to` pointing off-site is ignored', async ({ page }) => {
    for (const to of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      await page.goto(`/login?to=${encodeURIComponent(to)}`);
      await logIn(page, 'admin@demo.com', 'admin');
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboards\/all-branches-visitors/);
      await page.evaluate(() => window.localStorage.clear());
    }
  });
});

test.describe('@atrium/auth with a saved session', () => {
  test.use(asClient);

  test('a signed-in user is sent away from the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/access-control$/);
  });
});
