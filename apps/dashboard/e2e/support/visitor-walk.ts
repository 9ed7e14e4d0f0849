// A visitor's walk (issue 37): every public route of the spec opened with no session, one full
// load each, as someone arriving from a search engine would. What it reports is what a visitor
// would meet: an API answer of 401, 403 or 5xx, a console error, an error state ("Could not
// load"), a page that never finishes, or a bounce to the sign-in page. The mock build
// (e2e/pages/visitor-walk.spec.ts) and the server's build (e2e/server/server.spec.ts) both run it.
import { expect, type Page } from '@playwright/test';
import { settled } from '../routes/page-checks';
import { PUBLIC_ROUTES } from '../routes/spec-routes';

/** The error states of ui-kit's ErrorState and the shell's route error boundary, in English. */
const ERROR_TEXT = /Could not load|Something went wrong/i;

/** Opens `path` (relative to `base`) as a visitor and returns what went wrong, empty when nothing. */
export async function visitAsVisitor(page: Page, base: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  let inflight = 0;
  const onResponse = (res: { url: () => string; status: () => number; request: () => { method: () => string } }) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && (res.status() === 401 || res.status() === 403 || res.status() >= 500)) {
      problems.push(`${res.request().method()} ${url.pathname} answered ${res.status()}`);
    }
  };
  const onConsole = (msg: { type: () => string; text: () => string }) => void (msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
  const onError = (error: Error) => void problems.push(`page error: ${error.message}`);
  const started = () => void (inflight += 1);
  const ended = () => void (inflight = Math.max(0, inflight - 1));
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(`${base}${path}`);
    await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 30_000 });
    await settled(page, () => inflight);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) problems.push(`redirected to ${landed}`);
    const errorText = await page.getByText(ERROR_TEXT).allInnerTexts();
    if (errorText.length > 0) problems.push(`error state shown: ${errorText.join(' | ').slice(0, 160)}`);
  } finally {
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return problems;
}

export { PUBLIC_ROUTES };
