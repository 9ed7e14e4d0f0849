// The axe check feature specs share: no serious or critical violations in the page's content
// (the shell has its own axe tests in e2e/shell).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe run in the page itself (axe.run). The default mode merges per-frame results in a blank
 * page it opens for every analysis, which costs a renderer and a second copy of axe each time; the
 * app has no cross-origin frames, the only ones that mode adds.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 15_000 });
  const results = await axe(page).include('main#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
