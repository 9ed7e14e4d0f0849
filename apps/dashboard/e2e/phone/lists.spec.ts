// The lists on a phone (issue 36), at 390 × 844 in he light and ar dark: each list keeps the
// columns that answer its question visible in every row (an invoice's client, total, balance and
// status; an order's customer, total and status; the customer, product, review, referral, category,
// user, permission and vehicle lists likewise), the page never scrolls sideways, every pager
// range reads in logical order ("1–10", never "10–1"), and a folded row opens from the keyboard.
// The order and invoice details show their summary first. axe's label-content-name-mismatch
// (an experimental rule) stays at 0 on /apps/calendar and /apps/roles.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { runAxe, WCAG_TAGS } from '../routes/page-checks';
import { misreadings, readNumbers } from './bidi-reading';
import { openIn, type PagePool, test } from '../support/page-pool';
import { asAdmin, withSettings } from '../support/session';
import { PHONE, phoneMode } from './phone-modes';

// The app boots the mock API in the page: give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use(asAdmin);

type Lang = 'en' | 'he' | 'ar';
interface Mode {
  name: string;
  lang: Lang;
  scheme: 'light' | 'dark';
}
const MODES: readonly Mode[] = [
  { name: 'he light', lang: 'he', scheme: 'light' },
  { name: 'ar dark', lang: 'ar', scheme: 'dark' },
];

const locales = new Map<string, Record<string, unknown>>();
/** A visible string from a package's locale file, e.g. text('he', 'invoice', 'list.columns.total'). */
function text(lang: Lang, ns: string, key: string): string {
  const file = `../../packages/${ns}/src/locales/${lang}.json`;
  if (!locales.has(file)) locales.set(file, JSON.parse(readFileSync(new URL(file, `file://${process.cwd()}/`), 'utf8')) as Record<string, unknown>);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales.get(file));
  if (typeof value !== 'string') throw new Error(`no string ${ns}:${key} in ${lang}`);
  return value;
}

/**
 * `route` on the worker's phone page for `mode` (support/page-pool.ts): the lists only read, so each
 * mode boots the app once per worker and moves from list to list through the router. Shared with
 * phone/insights.spec.ts, which opens the same modes the same way.
 */
async function openOnPhone(pagePool: PagePool, mode: Mode, route: string): Promise<Page> {
  const page = await pagePool(phoneMode(mode));
  await openIn(page, route);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  return page;
}

/** A list's table once its rows (not skeletons) are in. */
async function loadedTable(page: Page, caption: string): Promise<Locator> {
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr:not([data-skeleton]) td').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

interface CellProblem {
  row: number;
  header: string;
  problem: string;
}

/**
 * Every body row has a non-empty cell under each of `headers`, wholly inside the viewport and the
 * table's own scroll box (a column scrolled out of sight is as lost as a hidden one).
 */
async function cellsOutOfSight(table: Locator, headers: readonly string[]): Promise<{ rows: number; problems: CellProblem[] }> {
  return table.evaluate((el, wanted) => {
    const tableEl = el as HTMLTableElement;
    const heads = [...tableEl.tHead?.rows[0]?.cells ?? []].map((th) => th.textContent?.trim() ?? '');
    const frame = (tableEl.parentElement?.closest('.mantine-Table-scrollContainer, [class*="ScrollContainer"]') ?? tableEl.parentElement ?? tableEl).getBoundingClientRect();
    const rows = [...tableEl.tBodies[0]?.rows ?? []].filter((tr) => !tr.hasAttribute('data-details') && !tr.hasAttribute('data-skeleton'));
    const problems: CellProblem[] = [];
    for (const header of wanted) {
      const index = heads.indexOf(header);
      if (index < 0) {
        problems.push({ row: -1, header, problem: `no column; headers are ${JSON.stringify(heads)}` });
        continue;
      }
      rows.forEach((tr, r) => {
        const cell = tr.cells[index];
        if (!cell) return void problems.push({ row: r, header, problem: 'no cell' });
        const box = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0) problems.push({ row: r, header, problem: 'hidden' });
        else if (!(cell.innerText ?? '').trim()) problems.push({ row: r, header, problem: 'empty' });
        else if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push({ row: r, header, problem: `outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})` });
        else if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) problems.push({ row: r, header, problem: 'scrolled out of the table' });
      });
    }
    return { rows: rows.length, problems };
  }, headers);
}

/** The page's own width beyond the viewport, in px (0: no horizontal scrolling). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every pager range on the page reads in its logical order (see bidi-reading.ts); the ranges read. */
async function expectRangesInLogicalOrder(page: Page) {
  const readings = await readNumbers(page);
  expect(readings.ranges.length, 'a pager range on the page').toBeGreaterThan(0);
  expect(misreadings(readings, 'rtl')).toEqual([]);
  return readings.ranges;
}

/** The numeric ranges painted on the page. */
const readRanges = async (page: Page) => (await readNumbers(page)).ranges;

/** The other lists at 390 px: the columns that stay (in order) and those that fold, as locale keys. */
const OTHER_LISTS: ReadonlyArray<{ route: string; ns: string; caption: string; keep: string[]; fold: string[]; selectable?: boolean }> = [
  {
    route: '/apps/ecommerce/customer/list',
    ns: 'ecommerce',
    caption: 'customers.title',
    keep: ['customers.columns.customer', 'customers.columns.orders', 'customers.columns.totalSpent'],
    fold: ['customers.columns.customerId', 'customers.columns.country'],
  },
  {
    route: '/apps/ecommerce/product/list',
    ns: 'ecommerce',
    caption: 'products.title',
    keep: ['products.columns.product', 'products.columns.price', 'products.columns.status'],
    fold: ['products.columns.category', 'products.columns.stock', 'products.columns.sku', 'products.columns.qty', 'table.actions'],
    selectable: true,
  },
  {
    route: '/apps/ecommerce/manage-review',
    ns: 'ecommerce',
    caption: 'reviews.title',
    keep: ['reviews.columns.product', 'reviews.columns.review', 'reviews.columns.status'],
    fold: ['reviews.columns.reviewer', 'reviews.columns.date', 'table.actions'],
  },
  {
    route: '/apps/ecommerce/referrals',
    ns: 'ecommerce',
    caption: 'referrals.title',
    keep: ['referrals.columns.user', 'referrals.columns.status', 'referrals.columns.earning'],
    fold: ['referrals.columns.referredId', 'referrals.columns.value'],
  },
  {
    route: '/apps/ecommerce/product/category-list',
    ns: 'ecommerce',
    caption: 'categories.title',
    keep: ['categories.columns.name', 'categories.columns.products', 'categories.columns.status'],
    fold: ['categories.columns.inStock', 'categories.columns.value', 'table.actions'],
  },
  {
    route: '/apps/user/list',
    ns: 'users',
    caption: 'list.caption',
    keep: ['columns.user', 'columns.role', 'columns.status'],
    fold: ['columns.email', 'columns.plan', 'columns.billing', 'columns.actions'],
  },
  {
    route: '/apps/permissions',
    ns: 'users',
    caption: 'permissions.caption',
    keep: ['permissions.name', 'permissions.assignedTo'],
    fold: ['permissions.createdDate', 'columns.actions'],
  },
  {
    route: '/apps/logistics/dashboard',
    ns: 'logistics',
    caption: 'vehicles.title',
    keep: ['vehicles.location', 'vehicles.warnings', 'vehicles.progress'],
    fold: ['vehicles.start', 'vehicles.end'],
  },
];

for (const mode of MODES) {
  test.describe(`lists on a phone, ${mode.name}`, () => {
    test('the invoice list keeps client, total, balance and status in every row', async ({ pagePool }) => {
      const page = await openOnPhone(pagePool, mode, '/apps/invoice/list');
      const table = await loadedTable(page, text(mode.lang, 'invoice', 'list.caption'));
      const headers = ['client', 'total', 'balance', 'status'].map((c) => text(mode.lang, 'invoice', `list.columns.${c}`));
      const seen = await cellsOutOfSight(table, headers);
      expect(seen.problems).toEqual([]);
      expect(seen.rows).toBe(10);
      // statuses carry their words: each status cell reads one of the translated statuses
      const statuses = ['paid', 'downloaded', 'sent', 'draft', 'partialPayment', 'pastDue'].map((s) => text(mode.lang, 'invoice', `status.${s}`));
      const statusCells = await table.locator('tbody [data-status]').allInnerTexts();
      expect(statusCells).toHaveLength(10);
      for (const status of statusCells) expect(statuses).toContain(status.trim());
      // money reads in the language's order, drawn right to left: the figure first (on the right),
      // then its currency, and Arabic's "US$" whole, never "$US" (decision 0017)
      const money = await table.locator('tbody tr:not([data-details]) td').evaluateAll((cells) => {
        const cell = cells.find((td) => /\$/.test(td.textContent ?? '') && /\d/.test(td.textContent ?? ''));
        const node = cell && document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (/\$/.test(n.nodeValue ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) }).nextNode();
        if (!node) return null;
        const text = node.nodeValue ?? '';
        const left = (i: number) => {
          const r = document.createRange();
          r.setStart(node, i);
          r.setEnd(node, i + 1);
          return r.getBoundingClientRect().left;
        };
        const u = text.indexOf('U');
        return { text, digit: left(text.search(/\d/)), dollar: left(text.indexOf('$')), u: u < 0 ? null : left(u) };
      });
      expect(money, 'a money cell').not.toBeNull();
      expect(money?.dollar ?? 0, `${money?.text}: the currency after the figure, read right to left`).toBeLessThan(money?.digit ?? 0);
      if (mode.lang === 'ar') expect(money?.u ?? Infinity, `${money?.text}: "US$" whole`).toBeLessThan(money?.dollar ?? 0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const ranges = await expectRangesInLogicalOrder(page);
      expect(ranges.map((r) => r.text)).toContain('1–10');

      // a folded row opens from the keyboard and shows what folded, with its labels
      const toggle = table.getByRole('button', { name: `${text(mode.lang, 'invoice', 'table.details')}: #5036` });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(details.locator('dt')).toHaveText(['#', text(mode.lang, 'invoice', 'list.columns.issued'), text(mode.lang, 'invoice', 'list.columns.actions')]);
      await expect(details.getByRole('link', { name: '#5036' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(details).toHaveCount(0);

      // the next page's range reads 11–20 in its order too
      await page.getByRole('button', { name: text(mode.lang, 'invoice', 'table.nextPage') }).click();
      await expect(page).toHaveURL(/page=2/);
      await loadedTable(page, text(mode.lang, 'invoice', 'list.caption'));
      await expect.poll(async () => (await readRanges(page)).map((r) => r.text)).toContain('11–20');
      await expectRangesInLogicalOrder(page);
    });

    test('the order list keeps customer, total and status in every row', async ({ pagePool }) => {
      const page = await openOnPhone(pagePool, mode, '/apps/ecommerce/order/list');
      const table = await loadedTable(page, text(mode.lang, 'ecommerce', 'orders.title'));
      const headers = ['customer', 'spent', 'status'].map((c) => text(mode.lang, 'ecommerce', `orders.columns.${c}`));
      const seen = await cellsOutOfSight(table, headers);
      expect(seen.problems).toEqual([]);
      expect(seen.rows).toBe(10);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectRangesInLogicalOrder(page);
    });

    // the other lists keep the columns that answer their question; the rest folds into each row's details
    for (const list of OTHER_LISTS) {
      test(`${list.route} keeps ${list.keep.join(', ')} in every row, no sideways scroll, its pager in order`, async ({ pagePool }) => {
        const page = await openOnPhone(pagePool, mode, list.route);
        const table = await loadedTable(page, text(mode.lang, list.ns, list.caption));
        const seen = await cellsOutOfSight(table, list.keep.map((key) => text(mode.lang, list.ns, key)));
        expect(seen.problems).toEqual([]);
        expect(seen.rows).toBeGreaterThan(0);
        // the folded columns are a row's details away, with their labels
        await expect(table.locator('thead th')).toHaveCount(list.keep.length + 1 + (list.selectable ? 1 : 0));
        const toggle = table.locator('[data-details-toggle]').first();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await expect(details.locator('dt')).toHaveText(list.fold.map((key) => text(mode.lang, list.ns, key)));
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectRangesInLogicalOrder(page);
      });
    }

    test('an order opens on its total and customer, and every item line shows its total', async ({ pagePool }) => {
      const page = await openOnPhone(pagePool, mode, '/apps/ecommerce/order/details/5402');
      const summary = page.getByTestId('order-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(text(mode.lang, 'ecommerce', 'orders.total'));
      const box = await summary.boundingBox();
      expect(box && box.y + box.height, 'the summary fits the first screen').toBeLessThanOrEqual(PHONE.height);
      const lines = page.getByTestId('order-items-phone').locator('li');
      expect(await lines.count()).toBeGreaterThan(0);
      for (const line of await lines.all()) {
        const b = await line.boundingBox();
        expect(b && b.x >= 0 && b.x + b.width <= PHONE.width, 'an item line inside the screen').toBe(true);
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('an invoice opens on what is due, by when, and its status', async ({ pagePool }) => {
      const page = await openOnPhone(pagePool, mode, '/apps/invoice/preview/4987');
      const summary = page.getByTestId('invoice-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(text(mode.lang, 'invoice', 'pdf.totalDue'));
      await expect(summary.locator('[data-status]')).toBeVisible();
      const box = await summary.boundingBox();
      expect(box && box.y + box.height, 'the summary fits the first screen').toBeLessThanOrEqual(PHONE.height);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
}

// axe's experimental label-content-name-mismatch (WCAG 2.5.3): 18 calendar cells in en and he and
// 12 role buttons in he named without their visible text (issue 36)
for (const [lang, route] of [
  ['en', '/apps/calendar'],
  ['he', '/apps/calendar'],
  ['he', '/apps/roles'],
] as const) {
  test(`${route} in ${lang}: every accessible name contains its visible text`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await withSettings(page, { 'atrium-language': lang, 'atrium-color-scheme': 'light', 'atrium-content-layout-nav': 'vertical' });
    await page.goto(route);
    const content = route === '/apps/calendar' ? page.locator('.fc-daygrid-day[role=gridcell]').first() : page.getByRole('heading', { level: 2 }).first();
    await expect(content).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await runAxe(page, { tags: [...WCAG_TAGS, 'experimental'], include: 'main#main-content' });
    const mismatch = results.violations.filter((v) => v.id === 'label-content-name-mismatch').flatMap((v) => v.nodes.map((n) => n.html.slice(0, 160)));
    expect(mismatch).toEqual([]);
  });
}
