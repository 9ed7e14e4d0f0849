// An anomaly on its day's chart (issue 33): from New York's planted zone draw in the branch page's
// list, "Show on the day's chart" draws that day hour by hour with the expected band and the
// anomaly's hours marked (en, light, 1280 px); London's planted checkout-capacity anomaly opened
// from a shared URL draws its queue's wait the same way in Arabic (dark, right to left, time still
// left to right), and its chip clears it. Axe clean; screenshots of both cards in
// docs/screenshots/issue-33/. The page's clock is pinned to the seed's morning.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { axe, WCAG_TAGS } from '../support/a11y';
import { asAdmin, withSettings } from '../support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use(asAdmin);

const SEED_MORNING = new Date('2025-06-15T10:00:00Z');
const ZONE_DRAW = 'nyc-01-visitors-hour-2025-06-10T14:00';
const CAPACITY = 'lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00';
const SHOTS = 'docs/screenshots/issue-33';
const shotsDir = new URL(`../../../../${SHOTS}/`, import.meta.url).pathname;

async function expectAxeClean(page: Page, selector: string) {
  const results = await axe(page).include(selector).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The card's band, its mark and the dots of the hours outside the band. */
async function expectBandAndMark(card: Locator, mark: string) {
  await expect(card.locator('path[data-band]')).toHaveCount(1);
  await expect(card.locator(`[data-mark^="${mark}"] rect`)).toHaveCount(1);
  await expect(card.locator('[data-outside]').first()).toBeAttached();
  const box = await card.locator(`[data-mark^="${mark}"] rect`).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(10);
}

test.describe('@atrium/insights an anomaly on its day\'s chart', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(SEED_MORNING);
  });

  test('en, light, 1280 px: from the list to the day\'s chart, band and mark, keyboard on the chip', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'en', 'atrium-color-scheme': 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/insights/branch/nyc-01');
    const item = page.locator(`[data-anomaly-id="${ZONE_DRAW}"]`);
    // the in-browser backend judges every branch over months of facts: give it time on a loaded box
    await expect(item).toBeVisible({ timeout: 150_000 });
    const show = item.getByRole('button', { name: /^Show on chart: Visitors, / });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]anomaly=nyc-01-visitors-hour-2025-06-10T14(%3A|:)00/);
    await expect(page).toHaveURL(/[?&]day=2025-06-10/);
    const card = page.getByTestId('intraday-card');
    await expect(card.getByRole('heading', { name: 'Visitors by hour, against the expected band' })).toBeVisible({ timeout: 90_000 });
    await expect(card.getByTestId('anomaly-chip')).toHaveText(/^Anomaly: Visitors, Jun 10, /);
    await expect(card.getByTestId('anomaly-mark')).toHaveText(/^Anomaly Jun 10, .+: Visitors [\d,\u2068\u2069]+ against [\d,\u2068\u2069]+ expected$/);
    await expectBandAndMark(card, '2025-06-10T14:00');
    // the keyboard lands on the chip's clear button, and the chart reads its points with the arrows
    await expect(card.getByRole('button', { name: 'Clear the anomaly from the chart' })).toBeFocused();
    const chart = card.getByRole('group', { name: 'Chart: use the arrow keys to read each value' });
    await chart.focus();
    await page.keyboard.press('End');
    await expect(chart).toContainText(/Expected range/);
    await page.keyboard.press('Escape');
    await expectAxeClean(page, 'main#main-content');
    await card.scrollIntoViewIfNeeded();
    // no focus ring in the picture
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await card.screenshot({ path: `${shotsDir}band-en-light-1280.png` });
    // the table view: the band's columns
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(card.getByRole('columnheader')).toHaveText(['Time', 'Visitors', 'Expected', 'Expected low', 'Expected high']);
  });

  test('ar, dark, 1280 px: a shared URL draws the queue\'s wait against its band, right to left around a left-to-right time axis; the chip clears it', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'ar', 'atrium-color-scheme': 'dark' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/insights/branch/lon-01?day=2025-06-06&anomaly=${CAPACITY}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByTestId('intraday-card');
    await expect(card.getByRole('heading', { name: /حسب الساعة مقابل النطاق المتوقع$/ })).toBeVisible({ timeout: 150_000 });
    await expect(card.getByTestId('anomaly-mark')).toHaveText(/^حالة شاذة .+: .+ مقابل .+ متوقع$/, { timeout: 90_000 });
    await expectBandAndMark(card, '2025-06-06T12:00');
    // decision 0016: the first hour is on the left in Arabic too
    const ticks = card.locator('[data-chart="svg"] [data-tick]');
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first?.x ?? 0).toBeLessThan(last?.x ?? 0);
    // the chip sits at the card's start: its right in a right-to-left page
    const chip = await card.getByTestId('anomaly-chip').locator('.mantine-Badge-root').boundingBox();
    const cardBox = await card.boundingBox();
    expect((chip?.x ?? 0) + (chip?.width ?? 0)).toBeGreaterThan((cardBox?.x ?? 0) + (cardBox?.width ?? 0) / 2);
    await expectAxeClean(page, 'main#main-content');
    await card.scrollIntoViewIfNeeded();
    // no focus ring in the picture
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await card.screenshot({ path: `${shotsDir}band-ar-dark-1280.png` });
    await card.getByRole('button', { name: 'إزالة الحالة الشاذة من المخطط' }).click();
    await expect(page).not.toHaveURL(/anomaly=/);
    await expect(card.getByTestId('anomaly-chip')).toHaveCount(0);
    // back to the day's visitors, same day
    await expect(card.getByRole('heading', { name: 'الزوار على مدار اليوم' })).toBeVisible();
  });
});
