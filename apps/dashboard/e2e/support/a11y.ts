// The axe check feature specs share: no serious or critical violations in the page's content
// (the shell has its own axe tests in e2e/shell).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 15_000 });
  const results = await new AxeBuilder({ page }).include('main#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
