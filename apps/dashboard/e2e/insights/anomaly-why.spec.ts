// "Why?" on London's planted checkout-capacity anomaly (issue 33): on /insights/branch/lon-01 the
// anomaly shows its metric and cause chip, and its dialog says which queue, which hours, the wait
// against the expected wait and that arrivals were normal, in English and in Hebrew, axe clean.
// The page's clock is pinned to the seed's morning; the in-browser mock reads the same clock.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axe, WCAG_TAGS } from '../support/a11y';
import { asAdmin, withSettings } from '../support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use(asAdmin);

const SEED_MORNING = new Date('2025-06-15T10:00:00Z');
const PLANTED = 'lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00';
const SHOTS = 'docs/screenshots/issue-33';
const shotsDir = new URL(`../../../../${SHOTS}/`, import.meta.url).pathname;

async function openWhy(page: Page, why: RegExp, cause: string) {
  await page.goto('/insights/branch/lon-01');
  const item = page.locator(`[data-anomaly-id="${PLANTED}"]`);
  // the in-browser backend judges every branch over months of facts: give it time on a loaded box
  await expect(item).toBeVisible({ timeout: 150_000 });
  await expect(item.locator('[data-cause]')).toHaveText(cause);
  const button = item.getByRole('button', { name: why });
  await button.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog');
}

async function expectAxeClean(page: Page) {
  const results = await axe(page).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('@atrium/insights explained anomalies', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(SEED_MORNING);
  });

  test('en, light, 1280 px: the checkout-capacity sentence, the waterfall and tables; Escape closes it', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'en', 'atrium-color-scheme': 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const dialog = await openWhy(page, /^Why\? Queue wait, London Oxford Street, /, 'Checkout capacity');
    await expect(dialog.getByRole('heading', { name: 'Why did this happen?' })).toBeVisible();
    const sentence = dialog.getByTestId('why-sentence');
    await expect(sentence).toHaveText(/^At Main checkout, .+, customers waited .+ against .+ expected \(.+×.*\) while arrivals were normal \(.+%.*\): too few lanes were open\.$/, { timeout: 90_000 });
    await expect(dialog.getByRole('table', { name: 'Sales change: traffic, conversion, basket' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Top queues (wait)' }).getByRole('rowheader').first()).toHaveText('Main checkout');
    await expectAxeClean(page);
    await page.screenshot({ path: `${shotsDir}why-en-light-1280.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('he, dark, 390 px: the sentence in Hebrew, right to left, axe clean', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'he', 'atrium-color-scheme': 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openWhy(page, /^למה\? המתנה בתור, /, 'קיבולת קופות');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sentence = dialog.getByTestId('why-sentence');
    await expect(sentence).toHaveText(/^בקופות ראשיות, .+ הלקוחות המתינו .+ לעומת .+ צפויות .+ בזמן שמספר המגיעים היה רגיל .+: היו פתוחות פחות מדי קופות\.$/, { timeout: 90_000 });
    await expectAxeClean(page);
    await page.screenshot({ path: `${shotsDir}why-he-dark-390.png`, fullPage: false });
  });
});
