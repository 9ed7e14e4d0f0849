// Security review #6: the built app is served with its security headers (the `_headers` file the
// build writes; vite preview and apps/server send the same), another site cannot frame it, and
// the app runs under its CSP with no violation. Against the demo build (vite preview).
import { expect, test } from '@playwright/test';
import { navigate } from '../support/router';
import { asAdmin } from '../support/session';

const ROUTES = ['/dashboards/all-branches-visitors', '/apps/invoice/list', '/apps/email', '/apps/calendar', '/apps/academy/dashboard', '/apps/logistics/fleet'];

test.describe('security headers', () => {
  test('the page and its scripts carry the CSP, nosniff, framing and referrer headers', async ({ page }) => {
    const scripts: Promise<Record<string, string>>[] = [];
    page.on('response', (r) => void (r.request().resourceType() === 'script' && scripts.push(Promise.resolve(r.allHeaders()))));
    const response = await page.goto('/login');
    if (!response) throw new Error('no response for /login');
    const headers = await response.allHeaders();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const h of await Promise.all(scripts)) expect(h['x-content-type-options']).toBe('nosniff');
  });

  test('another site cannot frame the app (clickjacking)', async ({ page, baseURL }) => {
    // an attacker's page on another origin puts the login page in a frame
    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>win a prize</title><iframe src="${baseURL}/login" width="800" height="600"></iframe>` }),
    );
    await page.goto('http://attacker.test/');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('the attacker page has no frame');
    // Chromium replaces a refused frame with its error page; the app's login form (which renders
    // within a second or two when framing is allowed) never appears inside it
    // (that error page is the frame's document from then on: no app script runs in it, so
    // nothing needs waiting for before looking)
    await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
    expect(await frame.locator('input[type="password"]').count().catch(() => 0)).toBe(0);
  });

  test.describe('signed in', () => {
    test.use(asAdmin);
    test('the app runs under its CSP: no violation on the main screens', async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      // the first screen is a full load (the document and its policy); the others open through the
      // app's router, as the menu would: the same document and policy, each screen's code, styles,
      // images and API calls loaded under it, without a new boot of the app per screen
      // (6 full loads and 'networkidle' after each took most of a minute on a loaded box)
      for (const [i, route] of ROUTES.entries()) {
        if (i === 0) await page.goto(route);
        else await navigate(page, route);
        await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 20_000 });
        // what the screen loads once it shows (images, fonts) has loaded or been refused too
        await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete));
        const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
        expect(violations, route).toEqual([]);
      }
    });
  });
});
