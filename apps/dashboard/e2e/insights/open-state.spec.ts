// One open/closed rule (issue 33): on the evening of US Thanksgiving (6:43 PM in New York) the
// live board, the New York page and the chain ranking all say New York is closed, and why. The
// page's clock is pinned, and the in-browser mock reads the same clock.
import { expect as baseExpect, test } from '@playwright/test';
import { asAdmin, withSettings } from '../support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use(asAdmin);

const THANKSGIVING_EVENING = new Date('2026-11-26T23:43:00Z');
const shots = process.env.E2E_SHOTS;

test.describe('@atrium/insights one open/closed state', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(THANKSGIVING_EVENING);
  });

  test('Thanksgiving evening: live board, branch header and ranking agree that New York is closed for Thanksgiving', async ({ page }) => {
    await page.goto('/dashboards/all-branches-visitors');
    const board = page.getByRole('region', { name: 'Live occupancy' });
    const card = board.getByRole('group', { name: 'New York SoHo' });
    await expect(card).toHaveAttribute('data-status', 'closed', { timeout: 90_000 });
    await expect(card.getByTestId('live-closed-reason')).toHaveText('Thanksgiving');
    await expect(board.getByRole('group', { name: 'London Oxford Street' }).getByTestId('live-closed-reason')).toHaveText('Outside opening hours');
    // the range says which days it counts
    await expect(page.getByTestId('range-dates').first()).toHaveText(/^Oct 29\s*–\s*Nov 25, 2026, in each branch's own days$/);
    if (shots) await board.screenshot({ path: `${shots}/live-board-en.png` });

    await page.goto('/insights/branch/nyc-01');
    await expect(page.getByRole('heading', { level: 1, name: 'New York SoHo' })).toBeVisible();
    await expect(page.getByTestId('branch-open-state')).toHaveText('Closed for Thanksgiving · opens Friday at 10:00 AM');
    await expect(page.getByTestId('range-dates').first()).toHaveText(/^Oct 29\s*–\s*Nov 25, 2026, in the branch's own days$/);
    if (shots) await page.screenshot({ path: `${shots}/branch-header-en.png`, clip: { x: 0, y: 0, width: 1280, height: 420 } });

    await page.goto('/dashboards/all-branches');
    const ranking = page.getByRole('table', { name: 'Branch ranking' });
    const row = ranking.getByRole('row').filter({ has: page.getByRole('link', { name: 'New York SoHo' }) });
    await expect(row.getByTestId('ranking-open-state')).toHaveText('Closed', { timeout: 90_000 });
    await expect(row.getByText('Thanksgiving')).toBeVisible();
    await expect(ranking.getByTestId('ranking-open-state').filter({ hasText: 'Open' })).toHaveCount(0);
    if (shots) await ranking.screenshot({ path: `${shots}/ranking-en.png` });
  });

  test('in Arabic (right to left, dark) and Hebrew the closed card and the header name the holiday', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'ar', 'atrium-color-scheme': 'dark' });
    await page.goto('/dashboards/all-branches-visitors');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.locator('[data-status][aria-label="نيويورك سوهو"]');
    await expect(card.getByTestId('live-closed-reason')).toHaveText('عيد الشكر', { timeout: 90_000 });
    if (shots) await page.getByRole('region', { name: 'الإشغال المباشر' }).screenshot({ path: `${shots}/live-board-ar-dark.png` });
    await page.goto('/insights/branch/nyc-01');
    await expect(page.getByTestId('branch-open-state')).toHaveText(/^مغلق بمناسبة عيد الشكر · يفتح يوم الجمعة الساعة /);
    if (shots) await page.screenshot({ path: `${shots}/branch-header-ar-dark.png`, clip: { x: 0, y: 0, width: 1280, height: 420 } });
  });

  test('in Hebrew the header names the holiday', async ({ page }) => {
    await withSettings(page, { 'atrium-language': 'he', 'atrium-color-scheme': 'light' });
    await page.goto('/insights/branch/nyc-01');
    await expect(page.getByTestId('branch-open-state')).toHaveText(/^סגור לרגל חג ההודיה · נפתח ביום שישי ב-/, { timeout: 90_000 });
    if (shots) await page.screenshot({ path: `${shots}/branch-header-he.png`, clip: { x: 0, y: 0, width: 1280, height: 420 } });
  });
});
