// WCAG 2.2 AA in every language and theme (issue 23): axe (2.0–2.2 A/AA rules) on a representative
// route set in en dark and ar light (the route walk covers every route in en light and samples in
// ar dark and he light at 390 px; the story tests every screen in en light and ar dark); on the open states in ar dark and he light at 390 px (customizer, account menu, Ctrl+K, the add-user drawer, a confirmation dialog, the event
// drawer, the email composer); and a keyboard pass (skip link, Tab into the nav and the page,
// Escape closes a drawer and focus returns). Fails on any serious or critical finding.
// Sized for CI: the saved admin session, one tab per mode (language and theme set through the
// settings store's localStorage keys before boot), routes reached by client-side navigation, axe
// injected once per tab, waits on the page being finished rather than on the clock, and a trace
// only on CI's retry (see e2e/routes/page-checks.ts).
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { runAxe, settled } from '../routes/page-checks';
import { asAdmin, withSettings } from '../support/session';

type Lang = 'en' | 'ar' | 'he';
type Scheme = 'light' | 'dark';

interface Mode {
  name: string;
  lang: Lang;
  scheme: Scheme;
  width: number;
  routes: readonly string[];
}

/**
 * Every route in en light (and samples in ar dark and he light at 390 px) is walked by
 * e2e/routes/route-walk.spec.ts, every screen's stories run in en light and ar dark
 * (apps/storybook); here the two other combinations on the pages that differ by colour or direction.
 */
const SHORT = ['/dashboards/analytics', '/pages/pricing', '/apps/chat', '/apps/calendar'] as const;

const AR_DARK: Mode = { name: 'ar dark', lang: 'ar', scheme: 'dark', width: 1280, routes: SHORT };
const HE_PHONE: Mode = { name: 'he light 390px', lang: 'he', scheme: 'light', width: 390, routes: SHORT };
const MODES: readonly Mode[] = [
  { name: 'en dark', lang: 'en', scheme: 'dark', width: 1280, routes: SHORT },
  { name: 'ar light', lang: 'ar', scheme: 'light', width: 1280, routes: SHORT },
];

const localeCache = new Map<string, Record<string, unknown>>();
/** A visible string of the app in `lang`, from the package's locale file (`path` like `users:add.open`). */
function text(lang: Lang, path: string): string {
  const [ns, key] = path.includes(':') ? (path.split(':') as [string, string]) : ['common', path];
  const file = ns === 'common' ? `../../packages/i18n/src/locales/${lang}.json` : `../../packages/${ns}/src/locales/${lang}.json`;
  if (!localeCache.has(file)) localeCache.set(file, JSON.parse(readFileSync(new URL(file, `file://${process.cwd()}/`), 'utf8')) as Record<string, unknown>);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], localeCache.get(file));
  if (typeof value !== 'string') throw new Error(`no string ${path} in ${lang}`);
  return value;
}
/** The part of a string before its first {{placeholder}}. */
const prefix = (s: string) => s.split('{{')[0] ?? s;

async function openApp(page: Page, mode: Pick<Mode, 'lang' | 'scheme' | 'width'>) {
  await page.setViewportSize({ width: mode.width, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme, 'atrium-content-layout-nav': 'vertical' });
}

/** The first route loads the app; the next ones go through the router (no reload, no second boot). */
async function visit(page: Page, route: string, first: boolean) {
  if (first) {
    await page.goto(route);
    return;
  }
  await page.evaluate((to) => {
    const state: unknown = window.history.state;
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, route);
  await page.waitForFunction((to) => window.location.pathname === to, route);
}

/** Waits for the page's content: a heading, then nothing loading or moving (a page caught loading is not judged). */
async function settle(page: Page) {
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
}

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string;
}

async function axe(page: Page, where: string, include?: string): Promise<{ serious: Finding[]; review: Finding[] }> {
  const results = await runAxe(page, { include, resultTypes: ['violations', 'incomplete'] });
  const toFinding = (v: (typeof results.violations)[number]): Finding => ({
    where,
    rule: v.id,
    impact: v.impact ?? '',
    targets: v.nodes
      .slice(0, 4)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
      .join(', '),
  });
  return {
    serious: results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(toFinding),
    // issue 23: aria-label on a plain <p>, <div> or <a> comes back "for review"
    review: results.incomplete.filter((v) => v.id === 'aria-prohibited-attr' || v.id === 'label-content-name-mismatch').map(toFinding),
  };
}

const format = (f: Finding) => `${f.where}: ${f.rule} [${f.impact}] (${f.targets})`;

// a trace of each axe pass costs as much as the pass; CI's retry of a failure records one
test.use({ trace: 'on-first-retry' });

test.describe('@atrium/dashboard a11y in every mode', () => {
  test.use(asAdmin);

  for (const mode of MODES) {
    test(`axe: ${mode.name} on ${mode.routes.length} routes`, async ({ page }, testInfo) => {
      test.setTimeout(60_000 + mode.routes.length * 25_000);
      await openApp(page, mode);
      const serious: Finding[] = [];
      const review: Finding[] = [];
      for (const [index, route] of mode.routes.entries()) {
        await visit(page, route, index === 0);
        await expect(page.locator('html')).toHaveAttribute('lang', mode.lang);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode.scheme);
        await settle(page);
        const found = await axe(page, route);
        serious.push(...found.serious);
        review.push(...found.review);
      }
      await testInfo.attach(`axe-${mode.name}.json`, { body: JSON.stringify({ serious, review }, null, 2), contentType: 'application/json' });
      expect(serious.map(format)).toEqual([]);
    });
  }

  for (const mode of [AR_DARK, HE_PHONE]) {
    test(`axe: open states in ${mode.name}`, async ({ page }) => {
      test.setTimeout(180_000);
      await openApp(page, mode);
      const serious: Finding[] = [];
      const check = async (where: string, open: Locator, include: string) => {
        await expect(open).toBeVisible();
        // the opening transition over, so colours are final
        await settled(page);
        serious.push(...(await axe(page, where, include)).serious);
      };

      await page.goto('/dashboards/analytics');
      await settle(page);
      await page.getByRole('button', { name: text(mode.lang, 'customizer.open') }).click();
      await check('customizer drawer', page.getByRole('dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: new RegExp(`^${prefix(text(mode.lang, 'user.menu'))}`) }).click();
      await check('account menu', page.getByRole('menu'), '[role="menu"]');
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+k');
      await check('search (Ctrl+K)', page.getByRole('dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');

      await visit(page, '/apps/user/list', false);
      await settle(page);
      await page.getByRole('button', { name: text(mode.lang, 'users:add.open') }).click();
      await check('add-user drawer', page.getByRole('dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // on a phone a row's actions fold into its details (issue 36): open the first row's
      if (mode.width < 768) await page.getByRole('table').first().locator('[data-details-toggle][aria-expanded="false"]').first().click();
      await page.getByRole('button', { name: new RegExp(`^${prefix(text(mode.lang, 'users:list.deleteLabel'))}`) }).first().click();
      await check('confirm dialog', page.getByRole('dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');

      await visit(page, '/apps/calendar', false);
      await settle(page);
      // an event: a button in the month grid (desktop) and in the list view a phone gets
      await page.locator('.fc-event[role="button"], .fc-list-event [role="button"]').first().click();
      await check('event drawer', page.getByRole('dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');

      await visit(page, '/apps/email', false);
      await settle(page);
      // on a phone Compose sits in the mailboxes drawer
      if (mode.width < 976) await page.getByRole('button', { name: text(mode.lang, 'email:sidebar.open') }).click();
      await page.getByRole('button', { name: text(mode.lang, 'email:actions.compose') }).click();
      await check('email composer', page.getByRole('dialog', { name: text(mode.lang, 'email:compose.title') }), '[role="dialog"]');

      expect(serious.map(format)).toEqual([]);
    });
  }

  test('keyboard: a skip link first, Tab reaches the nav and the page, Escape closes a drawer and focus returns', async ({ page }) => {
    test.setTimeout(120_000);
    await openApp(page, { lang: 'en', scheme: 'light', width: 1280 });
    await page.goto('/dashboards/analytics');
    await settle(page);
    // start the Tab sequence from the top of the document
    const fromTop = () =>
      page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
        document.body.removeAttribute('tabindex');
      });
    await fromTop();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // from the skip target, the next Tab lands in the page content
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // from the top, Tab walks the main nav before the page content
    await fromTop();
    const seen: string[] = [];
    for (let i = 0; i < 60 && !seen.includes('main'); i += 1) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (el?.closest('main')) return 'main';
          if (el?.closest('nav')) return 'nav';
          return el?.closest('header') ? 'header' : 'other';
        }),
      );
    }
    expect(seen).toContain('nav');
    expect(seen.indexOf('nav')).toBeLessThan(seen.indexOf('main'));

    // a drawer opened from the keyboard closes on Escape and gives focus back to its opener
    const toggle = page.getByRole('button', { name: 'Open the theme customizer' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
