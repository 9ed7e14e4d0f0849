// Chat on a phone (issue 36), at 390 × 844 in he light and ar dark: one pane at a time — the list
// of chats, then a conversation that fills the screen with its messages and its box, then back to
// the list — and nothing scrolls sideways on the way.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { asAdmin, withSettings } from '../support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use(asAdmin);
test.describe.configure({ timeout: 150_000 });

type Lang = 'he' | 'ar';
const PHONE = { width: 390, height: 844 };

/** A string of the chat namespace in `lang`, with its {{values}} filled in. */
function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const messages = JSON.parse(readFileSync(new URL(`../../../../packages/chat/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no string chat:${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the element lies wholly inside the phone's screen, left to right. */
async function withinWidth(selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  return box !== null && box.x >= -0.5 && box.x + box.width <= PHONE.width + 0.5;
}

for (const mode of [
  { lang: 'he', scheme: 'light' },
  { lang: 'ar', scheme: 'dark' },
] as const) {
  test(`chat on a phone, ${mode.lang} ${mode.scheme}: list, conversation, back`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await withSettings(page, { 'atrium-language': mode.lang, 'atrium-color-scheme': mode.scheme, 'atrium-content-layout-nav': 'vertical' });
    await page.goto('/apps/chat');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // the list: every chat row inside the screen
    const chats = page.getByRole('list', { name: text(mode.lang, 'sidebar.chats') });
    const rows = chats.getByRole('button');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) expect(await withinWidth(row), await row.getAttribute('aria-label') ?? '').toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // a conversation fills the screen: its messages and its box, and no list beside it
    const name = (await rows.first().locator('[data-truncate]').first().innerText()).trim();
    await rows.first().click();
    await expect(page).toHaveURL(/[?&]chat=/);
    const log = page.getByRole('log', { name: text(mode.lang, 'conversation.messages', { name }) });
    await expect(log).toBeVisible();
    await expect(chats).toBeHidden();
    const box = page.getByRole('textbox', { name: text(mode.lang, 'conversation.placeholder') });
    await expect(box).toBeVisible();
    expect(await withinWidth(box)).toBe(true);
    const boxAt = await box.boundingBox();
    expect((boxAt?.y ?? PHONE.height) + (boxAt?.height ?? 0), 'the message box is on the first screen').toBeLessThanOrEqual(PHONE.height);
    const hello = mode.lang === 'he' ? 'שלום, מה שלומך?' : 'مرحبا، كيف حالك؟';
    await box.fill(hello);
    await box.press('Enter');
    await expect(log.getByText(hello)).toBeVisible();
    expect(await withinWidth(log.getByText(hello))).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // and back to the list
    await page.getByRole('button', { name: text(mode.lang, 'conversation.back') }).click();
    await expect(page).not.toHaveURL(/[?&]chat=/);
    await expect(chats).toBeVisible();
    await expect(log).toBeHidden();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
