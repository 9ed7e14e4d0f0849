// The axe check feature specs share: no serious or critical violations in the page's content
// (the shell has its own axe tests in e2e/shell).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe run in the page itself (axe.run), reporting violations in full and passes and
 * incomplete results by one example each (`resultTypes`), which is most of axe's time on a page
 * with thousands of elements. The default mode merges per-frame results in a blank
 * page it opens for every analysis, which costs a renderer and a second copy of axe each time; the
 * app has no cross-origin frames, the only ones that mode adds.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/** The rules issue 23 names: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  await expect(page.locator('main#main-content')).toBeVisible({ timeout: 15_000 });
  const results = await axe(page).include('main#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
