// What the route walk and the a11y modes spec share: waiting until a page is finished, and axe run
// in the page with its source injected once per document (a walk navigates one document from
// route to route, so axe is parsed once per worker and mode, not twice per route as AxeBuilder does).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type ResultType = 'violations' | 'incomplete' | 'passes' | 'inapplicable';

/** The rules issue 23 names: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// the axe-core that @axe-core/playwright ships (the dashboard has no direct dependency on axe-core)
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: {
    configure: (spec: object) => void;
    run: (context: unknown, options: object) => Promise<AxeResults>;
  };
}

/**
 * axe-core's `axe.run` on the page (or on `include`), with the WCAG tags and only the result types
 * asked for in full (the others by one example each). The same run AxeBuilder's legacy mode makes,
 * minus re-evaluating axe's 550 kB source twice per analysis.
 */
export async function runAxe(page: Page, { tags = WCAG_TAGS, include, resultTypes = ['violations'] }: { tags?: readonly string[]; include?: string; resultTypes?: ResultType[] } = {}): Promise<AxeResults> {
  // same-origin frames get axe too, so it looks inside them as AxeBuilder would
  for (const frame of page.frames()) {
    const has = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function').catch(() => true);
    if (has) continue;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() => (window as AxeWindow).axe?.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  return page.evaluate(
    ({ tags, include, resultTypes }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(include ? { include: [[include]] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes });
    },
    { tags: [...tags], include, resultTypes },
  );
}

/**
 * Whether the page has finished: no query fetching or mutating, no loader, skeleton or aria-busy
 * region (a loader shown as a picture, role="img" on the component demos, is content), fonts loaded, no finite animation or transition running (colours are final). Infinite
 * animations (a spinning icon) never end, so they do not count.
 */
function isFinished(): boolean {
  interface QueryClientLike {
    isFetching: () => number;
    isMutating: () => number;
  }
  const router = (window as unknown as { __TSR_ROUTER__?: { options: { context?: { queryClient?: QueryClientLike } } } }).__TSR_ROUTER__;
  const client = router?.options.context?.queryClient;
  if (client && (client.isFetching() > 0 || client.isMutating() > 0)) return false;
  if (document.fonts.status !== 'loaded') return false;
  if (document.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root:not([role="img"])')) return false;
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
}

/**
 * Resolves once the page is finished (see isFinished) and no request is in flight, on two checks
 * in a row 50 ms apart (a query that starts right after another one ends is not missed).
 * `inflight` counts the page's open requests, if the caller tracks them.
 */
export async function settled(page: Page, inflight: () => number = () => 0, timeout = 30_000): Promise<void> {
  let quiet = 0;
  await expect
    .poll(
      async () => {
        quiet = inflight() === 0 && (await page.evaluate(isFinished)) ? quiet + 1 : 0;
        return quiet >= 2;
      },
      { intervals: [50], timeout, message: 'the page never finished loading (a query, loader, skeleton, font or animation was still busy)' },
    )
    .toBe(true);
}
