import { expect as baseExpect, test } from '@playwright/test';
import { asAdmin } from '../support/session';

// The app boots the mock API (and its stored data) in the page: give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.use(asAdmin);

test.describe('@atrium/ecommerce reviews, orders and customers', () => {
  test('deletes a review after confirmation', async ({ page }) => {
    await page.goto('/apps/ecommerce/manage-review');
    await expect(page.getByText(/1–10 of 100/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Manage reviews' });
    const deleteButton = table.getByRole('button', { name: /^Delete the review by / }).first();
    const label = (await deleteButton.getAttribute('aria-label')) ?? '';
    await deleteButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/1–10 of 99/)).toBeVisible();
    expect(await table.getByRole('button', { name: label }).count()).toBe(0);
  });

  test('filters reviews by Pending and keeps it in the URL', async ({ page }) => {
    await page.goto('/apps/ecommerce/manage-review');
    await page.locator('input[type=radio][value=Pending] + label').click();
    await expect(page).toHaveURL(/status=Pending/);
    // the previous page of rows stays on screen until the filtered one arrives: wait for it
    const cells = page.getByRole('table', { name: 'Manage reviews' }).locator('tbody tr td:nth-child(5)');
    await expect.poll(async () => [...new Set(await cells.allTextContents())]).toEqual(['Pending']);
  });

  // an unknown order's not-found state: packages/ecommerce/src/pages/detail-pages.test.tsx
  test('opens an order from the list', async ({ page }) => {
    await page.goto('/apps/ecommerce/order/list');
    const link = page.getByRole('table', { name: 'Orders' }).getByRole('link').first();
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/details\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('Shipping address')).toBeVisible();
    await expect(page.getByText('Order placed')).toBeVisible();
  });

  // an unknown customer's not-found state: packages/ecommerce/src/pages/detail-pages.test.tsx
  test('opens a customer and switches tab (kept in the URL)', async ({ page }) => {
    await page.goto('/apps/ecommerce/customer/list');
    const link = page.getByRole('table', { name: 'Customers' }).getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d{6}/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('tab', { name: 'Address & billing' }).click();
    await expect(page).toHaveURL(/tab=address-billing/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Address & billing' })).toHaveAttribute('aria-selected', 'true');
  });

  test('settings save through the API and survive a reload', async ({ page }) => {
    await page.goto('/apps/ecommerce/settings?section=store');
    const name = page.getByRole('textbox', { name: /^Store name/ });
    await expect(name).toHaveValue('Atrium Store');
    await name.fill('Atrium Outlet');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Store name/ })).toHaveValue('Atrium Outlet');
  });
});
