import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asAdmin } from '../support/session';

test.describe('@atrium/dashboard smoke', () => {
  test.use(asAdmin);

  test('opens on the mock API and shows a translated heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Visitors' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('switching to Arabic translates and mirrors the page, and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الزوار' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'الزوار' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
