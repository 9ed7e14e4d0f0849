// Issue 21: the landing page sold a form builder ("Unlimited forms and surveys", "Basic form
// creation tools", "Up to 2 subdomains"); every front page speaks of Atrium, in en, ar and he.
import { expect, test } from '@playwright/test';
import { withSettings } from './support/session';

test.describe.configure({ timeout: 90_000 });

const MODES = [
  { name: 'en light 1440', lang: 'en', scheme: 'light', width: 1440, brand: 'Atrium', old: /forms and surveys|form creation|subdomain/i },
  { name: 'ar dark 1440', lang: 'ar', scheme: 'dark', width: 1440, brand: 'أتريوم', old: /نماذج واستبيانات|إنشاء النماذج|نطاقين/ },
  { name: 'he light 390', lang: 'he', scheme: 'light', width: 390, brand: 'אטריום', old: /טפסים וסקרים|יצירת טפסים|דומיינים/ },
] as const;

for (const mode of MODES) {
  for (const path of ['/front-pages/landing-page', '/front-pages/pricing']) {
    test(`${mode.name}: ${path} speaks of Atrium, not of a form builder`, async ({ page }) => {
      await page.setViewportSize({ width: mode.width, height: 844 });
      await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
      await page.goto(path);
      const plans = page.locator('#pricing, main').first();
      await expect(plans.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('body')).not.toContainText(mode.old);
      if (path.endsWith('landing-page')) await expect(page.getByRole('heading', { level: 1 })).toContainText(mode.brand);
    });
  }
}
