import { expect, test } from '@playwright/test';
import { asAdmin } from '../support/session';

test.describe('@atrium/pages', () => {
  test.use(asAdmin);

  test('account settings: a saved change is kept after a reload', async ({ page }) => {
    await page.goto('/pages/account-settings/account');
    const first = page.getByLabel('First name');
    await expect(first).toHaveValue('John');
    await first.fill('Johanna');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Johanna');
  });

  test('FAQ search narrows the groups and keeps q in the URL', async ({ page }) => {
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('cancel');
    await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Cancellation & return' })).toBeVisible();
    await expect(page).toHaveURL(/q=cancel/);
  });

  test('the bare account-settings and user-profile paths open their first tab', async ({ page }) => {
    await page.goto('/pages/user-profile');
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await page.goto('/pages/user-profile/nope');
    await expect(page.getByText('Nothing to show here')).toBeVisible();
  });
});
