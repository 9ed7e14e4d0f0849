import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { asAdmin } from '../support/session';

// pages load lazily and axe on a full dashboard takes a while on a loaded machine
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use(asAdmin);

test.describe('@atrium/dashboards', () => {
  // a page beyond the last shows page 1: packages/dashboards/src/components/projects-table/projects-table.test.tsx
  test('analytics: the projects table pages through the URL', async ({ page }) => {
    await page.goto('/dashboards/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Support tracker' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(page.getByText('1–5 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('6–7 of 7')).toBeVisible();
    await expect(table.getByRole('progressbar')).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
  });

  test('crm: shows its panels from the API and passes axe', async ({ page }) => {
    await page.goto('/dashboards/crm');
    await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
    for (const name of ['Sales', 'Revenue growth', 'Project status', 'Active projects', 'Recent transactions', 'Activity timeline']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
  });
});
