// Moving between screens through the app's own router (TanStack Router exposes itself as
// window.__TSR_ROUTER__ in the browser), as a click on a link would: no reload, so no new boot of
// the app and its in-browser mock per screen. A spec's first page is still a full load (page.goto),
// and so is any check about deep links or reloads.
import type { Page } from '@playwright/test';

interface Router {
  history: { push: (href: string) => void };
  state: { status: string; isLoading: boolean; location: { href: string; pathname: string }; resolvedLocation?: { href: string } };
}

/** Whether the app has booted in this tab (its router is there to navigate with). */
export async function appBooted(page: Page): Promise<boolean> {
  return page.evaluate(() => '__TSR_ROUTER__' in window).catch(() => false);
}

/**
 * Waits until the router has finished whatever navigation is under way: its guards, loaders and
 * redirects (a guard's redirect to not-authorized is seen, not raced).
 */
export async function routerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { state } = (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__;
    return state.status === 'idle' && !state.isLoading && state.resolvedLocation?.href === state.location.href;
  });
}

/** Opens `href` through the router and waits until it has settled (wherever the guards sent it). */
export async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__.history.push(to), href);
  await routerSettled(page);
}
