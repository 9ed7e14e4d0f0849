import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { asAdmin } from '../support/session';

// pages load lazily and axe on a full dashboard takes a while on a loaded machine
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use(asAdmin);

test.describe('@atrium/logistics', () => {
  test('opens the fleet map and focuses a vehicle chosen in the list', async ({ page }) => {
    await page.goto('/apps/logistics/fleet');
    const map = page.getByTestId('fleet-map');
    await expect(map).toBeVisible({ timeout: 15_000 });
    // the land layer and one marker per vehicle are drawn offline
    await expect(map.locator('path.atrium-fleet-land').first()).toBeAttached();
    await expect(map.locator('path.atrium-fleet-vehicle')).toHaveCount(25);
    const first = page.getByRole('region', { name: 'Vehicles on the map' }).getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/vehicle=\d+/);
    await expect(map.locator('path.atrium-fleet-vehicle-selected')).toHaveCount(1);
    await expect(map.locator('path.atrium-fleet-route-selected')).toHaveCount(1);
    await expect(page.getByText(/^Departed from /)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('a vehicle marker on the map selects that vehicle', async ({ page }) => {
    await page.goto('/apps/logistics/fleet');
    const marker = page.getByTestId('fleet-map').locator('path.atrium-fleet-vehicle').first();
    await expect(marker).toBeAttached({ timeout: 15_000 });
    await marker.dispatchEvent('click');
    await expect(page.getByRole('region', { name: 'Vehicles on the map' }).locator('[aria-pressed="true"]')).toHaveCount(1);
  });

  for (const path of ['/apps/logistics/dashboard', '/dashboards/logistics']) {
    test(`${path} sorts the vehicles through the URL and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Logistics' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Vehicles' });
      await expect(table.getByRole('progressbar')).toHaveCount(10);
      await table.getByRole('button', { name: /Progress/ }).click();
      await expect(page).toHaveURL(/sortBy=progress/);
      await page.reload();
      await expect(page).toHaveURL(/sortBy=progress/);
      const values = await table.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      await expectNoSeriousA11yIssues(page);
    });
  }
});
