// The public pages answer every visitor (issue 37), on the demo build: no session, a full load per
// route. The same walk runs on the server's build in e2e/server/server.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedOut, withSettings } from '../support/session';
import { PUBLIC_ROUTES, visitAsVisitor } from '../support/visitor-walk';

test.use(signedOut);

test.describe('@atrium/dashboard visitor walk (demo build)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of PUBLIC_ROUTES) {
    test(`${path} opens for a visitor`, async ({ page, baseURL }) => {
      expect(await visitAsVisitor(page, baseURL ?? '', path)).toEqual([]);
    });
  }
});

/** The FAQ strings of the pages package in `lang`, from its locale file. */
function faqStrings(lang: 'en' | 'ar' | 'he') {
  const file = new URL(`../../../../packages/pages/src/locales/${lang}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { faq: { search: string; noResults: string; groups: Record<string, string> } }).faq;
}

test.describe('@atrium/pages pricing questions for a visitor', () => {
  for (const lang of ['en', 'ar', 'he'] as const) {
    test(`${lang}: the questions load, narrow as the visitor types, and say when nothing matches`, async ({ page }) => {
      const faq = faqStrings(lang);
      await withSettings(page, { 'atrium-language': lang });
      await page.goto('/front-pages/pricing');
      await expect(page.getByRole('heading', { name: faq.groups.Payment })).toBeVisible();
      const search = page.getByRole('searchbox', { name: faq.search });
      await search.fill('cancel');
      await expect(page.getByRole('heading', { name: faq.groups.Payment })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: faq.groups.Cancellation })).toBeVisible();
      await search.fill('zzzz-no-such-question');
      await expect(page.getByText(faq.noResults)).toBeVisible();
    });
  }
});
