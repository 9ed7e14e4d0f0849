// Signs in as the demo admin before any page script runs (the app reads these keys at boot).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem(
      'userData',
      JSON.stringify({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' }),
    );
    localStorage.setItem('accessToken', 'e2e-token');
    localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }]));
  });
}

/** No serious or critical axe violations in the page's content (the shell has its own axe test). */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 15_000 });
  const results = await new AxeBuilder({ page }).include('main#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
