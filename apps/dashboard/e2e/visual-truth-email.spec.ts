// Issue 21: an opened email showed broken-image icons with their alt text ("broken", "Company
// logo"). Held-back remote images are counted in the notice, and an image that does not load is
// left out, before and after the reader allows images.
import { expect, type Page, test } from '@playwright/test';
import { asAdmin, withSettings } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

const MODES = [
  { name: 'en light 1440', lang: 'en', scheme: 'light', width: 1440 },
  { name: 'ar dark 1440', lang: 'ar', scheme: 'dark', width: 1440 },
  { name: 'he light 390', lang: 'he', scheme: 'light', width: 390 },
] as const;

/** Images in the body that the reader sees as broken: shown, but without a picture. */
function brokenImages(page: Page) {
  return page
    .getByTestId('email-body')
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.getClientRects().length > 0 && img.naturalWidth === 0).map((img) => img.alt));
}

for (const mode of MODES) {
  test(`${mode.name}: the opened email shows no broken image or alt text`, async ({ page }) => {
    await page.setViewportSize({ width: mode.width, height: 844 });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
    await page.goto('/apps/email');
    await page.getByText('Invoice overdue: action required').first().click();
    const body = page.getByTestId('email-body');
    await expect(body).toContainText('Your invoice is overdue');
    expect(await brokenImages(page)).toEqual([]);
    // the notice above the body offers the held-back images; allowed, the ones that fail stay out
    await page.getByRole('alert').getByRole('button').click();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="email-body"] img')].every((img) => img.complete));
    await expect.poll(() => brokenImages(page)).toEqual([]);
  });
}
