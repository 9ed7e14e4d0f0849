// Every pager and range label on the list routes and the store-analytics screens reads in its
// logical order in Hebrew and Arabic at 390 × 844 (issue 36: "0 reversed numeric ranges in he and
// ar"): a numeric range ("1–10", "9:00–15:00") has its smaller number first, painted on the left,
// inside an isolate; an "x of y" count ("1–10 מתוך 36", "3 من 12") reads its part before its whole
// (to the right of it); a date-range label reads its start first. Each language walks its routes
// on one page through the app's router (as a click on a link would), so the app boots once.
import { expect as baseExpect, type Page } from '@playwright/test';
import { settled } from '../routes/page-checks';
import { openIn, test } from '../support/page-pool';
import { phoneMode } from './phone-modes';
import { misreadings, readNumbers } from './bidi-reading';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** Routes with a pager (page 1 and page 2) and the screens with range labels and counts. */
const PAGED = [
  '/apps/invoice/list',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
  '/apps/ecommerce/product/category-list',
  '/apps/user/list',
  '/apps/permissions',
  '/apps/logistics/dashboard',
] as const;
const LABELLED = ['/dashboards/all-branches-visitors', '/dashboards/all-branches', '/insights/branch/tlv-01', '/insights/branch/visitors/tlv-01', '/apps/academy/my-course'] as const;

/** `href` through the router (the pooled page's first one a full load), read once it has settled. */
async function go(page: Page, href: string) {
  await openIn(page, href);
  await expect(page.locator('h1:visible').first()).toBeVisible();
  await settled(page);
}

for (const mode of [
  { lang: 'he', scheme: 'light' },
  { lang: 'ar', scheme: 'dark' },
] as const) {
  test(`${mode.lang} ${mode.scheme} at 390 px: every pager, range and count reads in its logical order`, async ({ pagePool }) => {
    // the worker's phone page for this mode, shared with the other phone specs (it only reads)
    const page = await pagePool(phoneMode(mode));
    const seen: Record<string, string[]> = {};
    const problems: Record<string, string[]> = {};
    /** Reads the page; with `firstRow`, waits for the pager's range that starts there and answers the list's total. */
    const visit = async (href: string, firstRow: number | null): Promise<number> => {
      await go(page, href);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (firstRow !== null) {
        // the pager's own range, once the page's rows are in
        await expect.poll(async () => (await readNumbers(page)).ranges.map((r) => r.from), { message: `${href}: a pager range from ${firstRow}` }).toContain(firstRow);
      }
      const readings = await readNumbers(page);
      seen[href] = [...readings.ranges.map((r) => r.text), ...readings.counts.map((c) => c.text), ...readings.dateRanges.map((d) => d.text)];
      const wrong = misreadings(readings, 'rtl');
      if (wrong.length) problems[href] = wrong;
      // the pager reads "from–to of total": the count whose part is the range's end
      const pager = readings.ranges.find((r) => r.from === firstRow);
      return readings.counts.find((c) => pager && c.first === pager.to)?.second ?? 0;
    };
    for (const route of PAGED) {
      const total = await visit(route, 1);
      expect(total, `${route}: the pager's total`).toBeGreaterThan(0);
      if (total > 10) await visit(`${route}?page=2`, 11);
    }
    for (const route of LABELLED) await visit(route, null);

    expect(problems).toEqual({});
    // the walk read what it was meant to: a pager on every list, counts and date ranges on the analytics screens
    for (const route of PAGED) expect(seen[route]?.length, route).toBeGreaterThan(0);
    const all = Object.values(seen).flat();
    expect(all.filter((t) => /מתוך|من/.test(t)).length, 'x of y counts read').toBeGreaterThan(PAGED.length);
    expect(Object.entries(seen).filter(([route]) => route.startsWith('/dashboards') || route.startsWith('/insights')).flatMap(([, t]) => t).length, 'range labels on the analytics screens').toBeGreaterThan(0);
  });
}

// the reading itself: what it must flag, on a page of its own (no app)
test('the reading flags a reversed range, an unisolated one, a count drawn backwards or larger than its whole (not an occupancy over its capacity) and a date range drawn backwards', async ({ page }) => {
  await page.setContent(`<html dir="rtl" lang="he"><body><main id="main-content">
    <p id="bare">1–10 מתוך 36</p>
    <p id="good"><bdi dir="ltr">11–20</bdi> מתוך 36</p>
    <p id="ltr-count"><span dir="ltr">3 מתוך 12</span></p>
    <p id="over">40 מתוך 36</p>
    <p id="occupancy">352 בפנים מתוך 340</p>
    <p data-testid="range-dates"><span dir="ltr">30 באוק׳ – 26 בנוב׳</span></p>
    <p data-testid="range-dates">1 בנוב׳ – 26 בנוב׳</p>
  </main></body></html>`);
  const readings = await readNumbers(page);
  expect(readings.ranges.map((r) => [r.text, r.isolated])).toEqual([
    ['1–10', false],
    ['11–20', true],
  ]);
  const wrong = misreadings(readings, 'rtl');
  expect(wrong).toEqual([
    '1–10: 1 is not painted left of 10',
    '1–10: not in an isolate (bdi, dir, unicode-bidi or LRI … PDI)',
    '3 מתוך 12: 3 is not painted before (right of) 12',
    '40 מתוך 36: the part is larger than the whole',
    '30 באוק׳ – 26 בנוב׳: the range\'s start is not painted before (right of) its end',
  ]);
});
