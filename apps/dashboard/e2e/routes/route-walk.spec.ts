// Visits every SPEC §2 route as an admin: a visible heading, no console error, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/session';
import { SPEC_REDIRECTS, SPEC_ROUTES } from './spec-routes';

const PUBLIC_ONLY = new Set(['/login', '/forgot-password', '/register']);

test.describe('@atrium/dashboard route walk', () => {
  for (const path of SPEC_ROUTES.filter((p) => !PUBLIC_ONLY.has(p))) {
    test(`${path} renders`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await signInAsAdmin(page);
      await page.goto(path);
      await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const [from, to] of SPEC_REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }
});
