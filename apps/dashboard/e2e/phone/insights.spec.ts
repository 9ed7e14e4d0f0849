// Store analytics on a phone (issue 36): a branch manager at 390 × 844, in Hebrew (light) and
// Arabic (dark). What must be on the screen: the landing's first trend chart within 1,700 px of
// the top (the live board folds to one line per branch), a branch's key KPIs in the first screen,
// place names in the reader's language, compact KPI money with the exact figure a tap away,
// time running left to right on every chart (decision 0016), number ranges that do not
// reverse in right-to-left text, and an anomaly list that reads within the screen.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from '../routes/page-checks';
import { openIn, type PagePool, test } from '../support/page-pool';
import { PHONE, phoneMode } from './phone-modes';

type Lang = 'ar' | 'he';
const MODES = [
  { lang: 'he', scheme: 'light' },
  { lang: 'ar', scheme: 'dark' },
] as const satisfies ReadonlyArray<{ lang: Lang; scheme: 'light' | 'dark' }>;

const { width: WIDTH, height: HEIGHT } = PHONE;

const locales = new Map<Lang, Record<string, unknown>>();
/** A string of the insights namespace in `lang` (`live.title`). */
function text(lang: Lang, key: string): string {
  if (!locales.has(lang)) locales.set(lang, JSON.parse(readFileSync(new URL(`../../../../packages/insights/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales.get(lang));
  if (typeof value !== 'string') throw new Error(`no string insights:${key} in ${lang}`);
  return value;
}

/** The seeded branches and cities as English stores them (packages/mock-api's insights seed). */
const ENGLISH_PLACES = ['Tel Aviv Dizengoff', 'Haifa Grand Canyon', 'London Oxford Street', 'Dubai Mall', 'Tokyo Shibuya', 'New York SoHo', 'Tel Aviv', 'London'];

/**
 * `route` on the worker's phone page in `lang` and `scheme` (support/page-pool.ts, shared with
 * phone/lists.spec.ts): these tests only read, so each mode boots the app once per worker and
 * moves from screen to screen through the router.
 */
async function open(pagePool: PagePool, lang: Lang, scheme: 'light' | 'dark', route: string): Promise<Page> {
  const page = await pagePool(phoneMode({ lang, scheme }));
  await openIn(page, route);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A card (section) by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Distance from the top of the document. */
const docTop = (loc: Locator) => loc.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** The x of a chart's first and last time tick (the SVG chart's, or recharts'). */
async function tickSpan(chart: Locator): Promise<{ first: number; last: number; count: number }> {
  // cards below the first screen skip rendering until they come near it (content-visibility)
  await chart.scrollIntoViewIfNeeded();
  const ticks = chart.locator('[data-tick], .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  // the chart's data and its lazy chunk may take a while on a loaded machine
  await expect(ticks.first()).toBeVisible({ timeout: 45_000 });
  const xs = await ticks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2));
  return { first: xs[0] ?? 0, last: xs[xs.length - 1] ?? 0, count: xs.length };
}

/**
 * Every text in `root` that holds a numeric range ("5–10", "9:00–15:00") or a count pair, with
 * where its first and its last number are drawn: in right-to-left text an unisolated range
 * draws its first number to the right of the last ("10–5").
 */
async function numberRanges(root: Locator) {
  return root.evaluate((el) => {
    const out: Array<{ text: string; firstLeft: number; lastLeft: number }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      // not the pieces of a numeric date ("30‏/10‏/2026 – 26‏/11‏/2026"): Intl's marks order those
      const match = /(?<![\d/\u200e\u200f-])(\d[\d:.,]*)\s?[–-]\s?(\d[\d:.,]*)(?![\d/\u200e\u200f-])/.exec(value);
      if (!match || !(node.parentElement?.checkVisibility() ?? false)) continue;
      const firstAt = match.index;
      const lastAt = match.index + match[0].length - (match[2]?.length ?? 0);
      range.setStart(node, firstAt);
      range.setEnd(node, firstAt + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, lastAt);
      range.setEnd(node, lastAt + 1);
      const last = range.getBoundingClientRect();
      if (first.width === 0 || last.width === 0 || Math.abs(first.top - last.top) > 4) continue;
      out.push({ text: value, firstLeft: first.left, lastLeft: last.left });
    }
    return out;
  });
}

for (const { lang, scheme } of MODES) {
  test.describe(`@atrium/insights on a phone, ${lang} ${scheme}`, () => {
    // a mode's first test boots the app and the in-browser mock API
    test.describe.configure({ timeout: 120_000 });

    test('the landing: live board folded, the first trend chart within 1,700 px, time left to right, places translated', async ({ pagePool }) => {
      const page = await open(pagePool, lang, scheme, '/dashboards/all-branches-visitors');
      const live = section(page, text(lang, 'live.title'));
      // one line per branch, with its state: no card grid on a phone
      const lines = live.getByTestId('live-line');
      // the live answer comes with the rest of the landing's first requests: slow on a loaded 2-core runner
      await expect(lines.first()).toBeVisible({ timeout: 45_000 });
      expect(await lines.count()).toBeGreaterThanOrEqual(10);
      await expect(live.locator('[data-status][role="group"]')).toHaveCount(0);
      const footfall = section(page, text(lang, 'landing.footfall')).locator('[data-chart]');
      await expect(footfall).toBeVisible({ timeout: 30_000 });
      await settled(page);
      expect(await docTop(footfall)).toBeLessThanOrEqual(1_700);
      // time runs left to right in every language (decision 0016)
      const ticks = await tickSpan(footfall);
      expect(ticks.count).toBeGreaterThan(1);
      expect(ticks.first).toBeLessThan(ticks.last);
      // the branch names and cities in the reader's language
      const board = (await live.innerText()).normalize();
      for (const english of ENGLISH_PLACES) expect(board).not.toContain(english);
      expect(board).toContain(text(lang, 'branchNames.tlvDizengoff'));
      // the full cards are one tap away
      await live.getByRole('button', { name: text(lang, 'live.showCards') }).click();
      await expect(live.locator('[data-status][role="group"]').first()).toBeVisible();
      await expect(live.getByRole('button', { name: text(lang, 'live.showLines') })).toBeVisible();
      // nothing sideways at 390 px
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
      // dwell bins ("5–10 min") and spans read in logical order
      const ranges = await numberRanges(page.locator('main'));
      expect(ranges.length).toBeGreaterThan(0);
      for (const r of ranges) expect(r.firstLeft, r.text).toBeLessThan(r.lastLeft);
    });

    test('the chain overview: compact KPI money with the exact figure on focus, its chart left to right', async ({ pagePool }) => {
      const page = await open(pagePool, lang, scheme, '/dashboards/all-branches');
      const sales = page.locator('[data-kpi="sales"] [data-stat-value]');
      await expect(sales).toBeVisible({ timeout: 30_000 });
      const shown = (await sales.innerText()).trim();
      const exact = await sales.getAttribute('data-exact');
      // compact: no cents, clearly shorter than the exact figure (Arabic spells the unit out:
      // "14.1 مليون US$" against "14,110,762.27 US$"), not the exact figure
      expect(exact).toMatch(/\d{1,3}(,\d{3})+\.\d{2}/);
      expect(shown).not.toMatch(/\.\d{2}(?!\d)/);
      const bare = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, '');
      expect(bare(shown).length).toBeLessThanOrEqual(bare(exact ?? '').length - 4);
      expect(shown).not.toBe(exact);
      // the exact figure on focus (a phone has no hover: a tap focuses). Today's sales grow while
      // the page is open (the live figures refresh), so the tooltip is compared with the figure
      // the KPI holds at that moment, not the one read above
      await sales.focus();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect
        .poll(async () => {
          const [tip, now] = await Promise.all([tooltip.innerText(), sales.getAttribute('data-exact')]);
          return now !== null && tip.trim() === now.trim();
        })
        .toBe(true);
      const chart = section(page, text(lang, 'chain.visitorsVsConversion'));
      const ticks = await tickSpan(chart);
      expect(ticks.first).toBeLessThan(ticks.last);
      // the ranking table keeps exact figures
      await expect(section(page, text(lang, 'ranking.title')).getByRole('cell').filter({ hasText: /\d{1,3}(,\d{3})+\.\d{2}/ }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    });

    test("a branch page: its key KPIs in the first screen, the branch's name and city translated", async ({ pagePool }) => {
      const page = await open(pagePool, lang, scheme, '/insights/branch/tlv-01');
      await expect(page.locator('h1')).toHaveText(text(lang, 'branchNames.tlvDizengoff'));
      for (const metric of ['visitors', 'conversion', 'sales']) {
        const value = page.locator(`[data-kpi="${metric}"] [data-stat-value]`);
        await expect(value).toBeVisible({ timeout: 30_000 });
        const box = await value.boundingBox();
        expect(box, metric).not.toBeNull();
        expect((box?.y ?? HEIGHT) + (box?.height ?? 0), `${metric} is in the first screen`).toBeLessThanOrEqual(HEIGHT);
      }
      const header = await page.locator('header, main').first().innerText();
      expect(header).not.toContain('Tel Aviv');
      await expect(page.getByText(text(lang, 'cities.telAviv'), { exact: false }).first()).toBeVisible();
      await settled(page);
      const ranges = await numberRanges(page.locator('main'));
      for (const r of ranges) expect(r.firstLeft, r.text).toBeLessThan(r.lastLeft);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    });

    // the anomaly list on the chain overview and on a branch page: every entry (its kind in words,
    // its branch, its time span, what was seen against what was expected) inside the card and the
    // screen, nothing sideways, its spans in order
    for (const route of ['/dashboards/all-branches', '/insights/branch/tlv-01']) {
      test(`${route}: the anomaly list reads on a phone`, async ({ pagePool }) => {
        const page = await open(pagePool, lang, scheme, route);
        // its heading carries the count: "חריגות (56)"
        const list = page.getByRole('region', { name: new RegExp(`^${text(lang, 'anomalies.title')} \\(\\d+\\)$`) });
        const items = list.locator('li');
        await expect(items.first()).toBeVisible({ timeout: 45_000 });
        await list.scrollIntoViewIfNeeded();
        await settled(page);
        const card = await list.boundingBox();
        expect(card && card.x >= 0 && card.x + card.width <= WIDTH, 'the card inside the screen').toBe(true);
        const kinds = ['spike', 'dip', 'outage', 'data'].map((k) => text(lang, `anomalies.kind.${k}`));
        const count = await items.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          const item = items.nth(i);
          // every piece of the entry is within the card's width (nothing cut off or scrolled away)
          const outside = await item.evaluate((li, frame) => {
            const pieces = [...li.querySelectorAll('a, p, .mantine-Badge-root')];
            return pieces.filter((el) => { const r = el.getBoundingClientRect(); return r.width === 0 || r.left < frame.x - 0.5 || r.right > frame.x + frame.width + 0.5; }).map((el) => el.textContent);
          }, card ?? { x: 0, width: WIDTH });
          expect(outside, `entry ${i}`).toEqual([]);
          // its kind in words, a link to its branch and a time span (and, since issue 33, its cause)
          // the kind's badge; the cause chips beside it carry data-cause (issue 33)
          expect(kinds).toContain((await item.locator('.mantine-Badge-root:not([data-cause])').innerText()).trim());
          await expect(item.getByRole('link')).toHaveText(/\S/);
          expect(await item.innerText()).toMatch(/\d{1,2}:\d{2}/);
        }
        const ranges = await numberRanges(list);
        expect(ranges.length).toBeGreaterThan(0);
        for (const r of ranges) expect(r.firstLeft, r.text).toBeLessThan(r.lastLeft);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
      });
    }

    test("a branch's visitors page: its zones named in the reader's language, nothing sideways", async ({ pagePool }) => {
      const page = await open(pagePool, lang, scheme, '/insights/branch/visitors/tlv-01');
      await expect(page.locator('h1')).toContainText(text(lang, 'branchNames.tlvDizengoff'));
      await expect(page.getByText(text(lang, 'places.mainEntrance')).first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      expect(await page.locator('main').innerText()).not.toContain('Main entrance');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    });
  });
}
