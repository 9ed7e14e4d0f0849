// Issue 21: the help-center search did not find the popular articles shown right above it, and
// every article showed the same content. The search runs over titles, summaries and text; each
// article shows its own text.
import { expect, test } from '@playwright/test';
import { withSettings } from './support/session';

test.describe.configure({ timeout: 90_000 });

for (const mode of [
  { name: 'en light 1440', lang: 'en', scheme: 'light', width: 1440 },
  { name: 'he light 390', lang: 'he', scheme: 'light', width: 390 },
] as const) {
  test(`${mode.name}: searching finds the popular article by words of its text, and it opens its own content`, async ({ page }) => {
    await page.setViewportSize({ width: mode.width, height: 844 });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
    await page.goto('/front-pages/help-center');
    const popular = page.locator('section[aria-labelledby="popular-title"]');
    await expect(popular.getByRole('heading', { name: 'How do I return an item?' })).toBeVisible({ timeout: 30_000 });
    // words from the article's text, not its title
    await page.getByRole('searchbox').fill('post office');
    await expect(popular.getByRole('heading', { level: 3 })).toHaveText(['How do I return an item?']);
    const all = page.locator('section[aria-labelledby="all-title"]');
    await expect(all.getByRole('link')).toHaveText(['How do I return an item?']);
    await all.getByRole('link', { name: 'How do I return an item?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How do I return an item?' })).toBeVisible();
    await expect(page.getByText(/15 days to return an item/)).toBeVisible();
  });
}
