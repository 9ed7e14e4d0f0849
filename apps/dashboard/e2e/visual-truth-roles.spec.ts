// Issue 21: the avatar stacks on the role cards overlapped so far that the initials ran into each
// other. Each face now shows at least three quarters of itself, in every mode.
import { expect, test } from '@playwright/test';
import { asAdmin, withSettings } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

const MODES = [
  { name: 'en light 1440', lang: 'en', scheme: 'light', width: 1440 },
  { name: 'ar dark 1440', lang: 'ar', scheme: 'dark', width: 1440 },
  { name: 'he light 390', lang: 'he', scheme: 'light', width: 390 },
] as const;

for (const mode of MODES) {
  test(`${mode.name}: role-card avatars overlap by at most a quarter`, async ({ page }) => {
    await page.setViewportSize({ width: mode.width, height: 844 });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
    await page.goto('/apps/roles');
    const stacks = page.locator('.mantine-AvatarGroup-group');
    await expect(stacks.first()).toBeVisible({ timeout: 30_000 });
    const worst = await stacks.evaluateAll((groups) =>
      Math.max(
        ...groups.map((g) => {
          const boxes = [...g.children].map((c) => c.getBoundingClientRect()).sort((a, b) => a.left - b.left);
          return Math.max(0, ...boxes.slice(1).map((b, i) => ((boxes[i]?.right ?? 0) - b.left) / b.width));
        }),
      ),
    );
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThanOrEqual(0.25);
  });
}
