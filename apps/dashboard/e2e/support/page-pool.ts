// One signed-in page per mode (language, theme, viewport) in each worker, kept for the worker's
// life and shared by every read-only test that worker runs: the first test of a mode boots the app
// (a full load, the in-browser mock seeding itself), the next ones move through the app's router
// (e2e/support/router.ts) as a click on a link would. A boot costs seconds on a loaded 2-core
// runner; a route change through the router costs a fraction of that. Only for tests that change
// nothing a later test reads (the demo database lives in the page): a test that writes, or checks a
// deep link or a reload, takes Playwright's own fresh `page`. A failed test restarts its worker, so
// the next test starts from a fresh pool.
import { test as base, type Page } from '@playwright/test';
import { appBooted, navigate } from './router';
import { type Role, storageStatePath, withSettings } from './session';

export interface PageMode {
  /** the pool's key: two modes with one name share their page */
  name: string;
  lang: 'en' | 'ar' | 'he';
  scheme: 'light' | 'dark';
  /** undefined keeps the project's desktop viewport */
  viewport?: { width: number; height: number };
  /** emulate prefers-reduced-motion: reduce (no animated layout to wait for) */
  reducedMotion?: boolean;
  /** further UI settings, in localStorage before the app's first script runs */
  settings?: Record<string, string>;
  /** whose saved session the page starts with (admin unless named) */
  role?: Role;
}

export type PagePool = (mode: PageMode) => Promise<Page>;

export const test = base.extend<object, { pagePool: PagePool }>({
  pagePool: [
    async ({ browser }, use, workerInfo) => {
      const { viewport: desktop, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      const open = async (mode: PageMode) => {
        const context = await browser.newContext({
          viewport: mode.viewport ?? desktop,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          baseURL,
          locale,
          colorScheme: mode.scheme,
          reducedMotion: mode.reducedMotion ? 'reduce' : 'no-preference',
          storageState: storageStatePath(mode.role ?? 'admin'),
        });
        const page = await context.newPage();
        await withSettings(page, { ...mode.settings, 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme });
        return page;
      };
      await use((mode) => {
        if (!pages.has(mode.name)) pages.set(mode.name, open(mode));
        return pages.get(mode.name) as Promise<Page>;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

/** A full load the first time a pooled page is used, then the app's own router (no reload, no new boot). */
export async function openIn(page: Page, href: string): Promise<void> {
  if (!(await appBooted(page))) return void (await page.goto(href));
  await navigate(page, href);
  // a test measures from the top of the screen, as a freshly opened page starts
  await page.evaluate(() => window.scrollTo(0, 0));
}
