// Issue 21, "one role model": the roles users hold are the roles of /apps/roles; the user form
// assigns them, the users list filters on them (the spec's names still filter), and editing a
// role's permissions changes what its holders can do.
import { expect, test } from '@playwright/test';
import { asAdmin, CREDENTIALS } from './support/session';

expect.configure({ timeout: 15_000 });
test.setTimeout(180_000);

const ROLES = ['Administrator', 'Manager', 'Users', 'Support', 'Restricted User', 'Client'];

test.describe('@atrium/dashboard roles: one role model', () => {
  test.use(asAdmin);

  test('the users list filters on the roles of /apps/roles, and ?role=editor still filters (Manager)', async ({ page }) => {
    await page.goto('/apps/roles');
    for (const name of ROLES) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();

    await page.goto('/apps/user/list?role=editor');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const roleCells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(roleCells.length).toBeGreaterThan(0);
    for (const row of roleCells) expect(row).toContain('Manager');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Manager');

    await page.getByRole('combobox', { name: 'Role' }).click();
    await expect(page.getByRole('option')).toHaveText(ROLES);
  });

  test('the user form assigns a role, and the roles page counts it', async ({ page }) => {
    await page.goto('/apps/roles');
    const support = page.getByRole('region', { name: 'Support', exact: true });
    const before = Number((await support.getByText(/^Total \d+ users$/).innerText()).replace(/\D/g, ''));

    await page.goto('/apps/user/view/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user information' });
    await edit.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Support', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved')).toBeVisible();
    await expect(page.getByRole('main').getByText('Support', { exact: true }).first()).toBeVisible();

    await page.goto('/apps/roles');
    await expect(page.getByRole('region', { name: 'Support', exact: true }).getByText(/^Total \d+ users$/)).toHaveText(`Total ${before + 1} users`);
  });

  test("granting the Client role invoices gives client@demo.com the invoices (menu, shortcut, home)", async ({ page }) => {
    await page.goto('/apps/roles');
    await page.getByRole('button', { name: 'Edit role Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByRole('checkbox', { name: 'Read Invoices' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role “Client” saved')).toBeVisible();

    // sign out and in as the client (the demo database stays in this browser)
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(CREDENTIALS.client.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CREDENTIALS.client.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(CREDENTIALS.client.landing);

    await expect(page.getByRole('region', { name: 'What you can do' })).toContainText('Invoices');
    await expect(page.getByRole('region', { name: 'Where you can go' }).getByRole('link', { name: /List/ })).toHaveAttribute('href', '/apps/invoice/list');
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    // the invoices, and the client's own account (every account may read and change its own, decision 0020)
    const shortcuts = page.getByRole('dialog').getByRole('link');
    await expect(shortcuts).toHaveCount(2);
    const invoices = page.getByRole('dialog').locator('a[href="/apps/invoice/list"]');
    await expect(invoices).toHaveCount(1);
    await invoices.click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list/);
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  });
});
