// Issue 21: in Hebrew, a Latin name, subject or email cut with an ellipsis lost its beginning
// ("…st regards, Kenji Sato"). Cut lines take their own text's direction: the start stays and
// the ellipsis comes at the logical end. Checked on the email list in he at 390 px and 1440 px.
import { expect, type Page, test } from '@playwright/test';
import { asAdmin, withSettings } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

/** Lines cut with an ellipsis whose text is Latin, and whether their first letter is on screen. */
function cutLatinLines(page: Page) {
  return page.locator('main [data-truncate]').evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && /^[\s\W]*[A-Za-z]/.test(el.textContent ?? ''))
      .map((el) => {
        const box = el.getBoundingClientRect();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && (node.textContent ?? '').trim() === '') node = walker.nextNode();
        const text = node?.textContent ?? '';
        const at = text.search(/\S/);
        const range = document.createRange();
        if (node) {
          range.setStart(node, Math.max(0, at));
          range.setEnd(node, Math.max(0, at) + 1);
        }
        const first = range.getBoundingClientRect();
        return { text: (el.textContent ?? '').slice(0, 30), startVisible: first.left >= box.left - 1 && first.right <= box.right + 1 };
      }),
  );
}

for (const width of [390, 1440]) {
  test(`he ${width}px: a cut Latin line keeps its start`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await withSettings(page, { 'atrium-language': 'he', 'atrium-color-scheme': 'light' });
    await page.goto('/apps/email');
    await expect(page.getByText('Invoice overdue: action required').first()).toBeVisible({ timeout: 30_000 });
    const lines = await cutLatinLines(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => !l.startVisible)).toEqual([]);
  });
}
