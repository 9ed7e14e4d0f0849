// Issue 21: toasts covered the app bar's buttons (they sat in the top corner, over the bell, the
// theme switch and the account menu). They now rise from the bottom corner at the end of the line.
import { expect, type Page, test } from '@playwright/test';
import { asAdmin, withSettings } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

const MODES = [
  { name: 'en light 1440', lang: 'en', scheme: 'light', width: 1440 },
  { name: 'ar dark 1440', lang: 'ar', scheme: 'dark', width: 1440 },
  { name: 'he light 390', lang: 'he', scheme: 'light', width: 390 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function headerButtons(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const button of await page.locator('header').getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && box.width > 0) boxes.push(box);
  }
  return boxes;
}

for (const mode of MODES) {
  test(`${mode.name}: a toast leaves the app bar's buttons free`, async ({ page }) => {
    await page.setViewportSize({ width: mode.width, height: 844 });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
    await page.goto('/apps/academy/course-details/2');
    // ticking a topic answers with a toast
    await page.getByRole('checkbox', { checked: false }).first().click();
    const toast = page.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const buttons = await headerButtons(page);
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) expect(box && overlaps(box, button)).toBe(false);
    // and it stays on the screen, at the end of the line
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height <= viewport.height && box.y > viewport.height / 2).toBe(true);
  });
}
