// Issue 21: the fleet map showed the whole world at a fixed zoom (Antarctica a third of it, white
// stripes where land crossed the antimeridian, vehicles off the map on a phone). It now fits the
// fleet: every vehicle is on the map in each mode. (The land's seams and Antarctica: land.test.ts.)
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
  test(`${mode.name}: the map fits every vehicle of the fleet`, async ({ page }) => {
    await page.setViewportSize({ width: mode.width, height: 844 });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
    await page.goto('/apps/logistics/fleet');
    const map = page.getByTestId('fleet-map');
    const vehicles = map.locator('path.atrium-fleet-vehicle');
    await expect(vehicles.first()).toBeVisible({ timeout: 30_000 });
    await map.scrollIntoViewIfNeeded();
    // let the fit settle after the container's last resize
    await page.waitForTimeout(500);
    const frame = await map.boundingBox();
    expect(frame).not.toBeNull();
    if (!frame) return;
    // measured in one go: positions update live and every update redraws the markers
    const centres = await vehicles.evaluateAll((paths) =>
      paths.map((p) => {
        const r = p.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2] as const;
      }),
    );
    expect(centres.length).toBeGreaterThan(10);
    const outside = centres.filter(([x, y]) => x < frame.x || x > frame.x + frame.width || y < frame.y || y > frame.y + frame.height);
    expect(outside).toEqual([]);
  });
}
