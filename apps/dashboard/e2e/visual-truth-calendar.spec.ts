// Issue 21: the calendar is themed from the Mantine theme (no FullCalendar navy buttons, no grey
// borders on a dark page), and event titles are readable in the month grid at 1440 px and in the
// phone's list view at 390 px, in RTL too.
import { expect, type Page, test } from '@playwright/test';
import { asAdmin, withSettings } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

const FC_NAVY = 'rgb(44, 62, 80)';

async function open(page: Page, { lang, scheme, width, view }: { lang: string; scheme: string; width: number; view: string }) {
  await page.setViewportSize({ width, height: 900 });
  await withSettings(page, { 'atrium-language': lang, 'atrium-color-scheme': scheme, 'atrium-content-layout-nav': 'vertical' });
  await page.goto(`/apps/calendar?view=${view}`);
  await expect(page.locator('.fc-event').first()).toBeVisible({ timeout: 30_000 });
}

/** A Mantine CSS variable resolved to the colour the browser paints. */
function themeColor(page: Page, variable: string) {
  return page.evaluate((v) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${v})`;
    document.querySelector('.atrium-calendar')?.appendChild(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

/** Titles whose text does not fit their box: cut sideways, or a line hidden (a line is ~16 px; 4 px is rounding). */
function clippedTitles(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((titles) =>
    titles.filter((t) => t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 4).map((t) => t.textContent),
  );
}

test.describe('issue 21: a styled calendar', () => {
  test('en light 1440: buttons in the theme colours, month titles whole', async ({ page }) => {
    await open(page, { lang: 'en', scheme: 'light', width: 1440, view: 'month' });
    const active = page.locator('.fc-button-active');
    const primary = await themeColor(page, '--mantine-primary-color-filled');
    await expect(active).toHaveCSS('background-color', primary);
    const prev = page.locator('.fc-prev-button');
    expect(await prev.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(FC_NAVY);
    await expect(prev).toHaveCSS('background-color', await themeColor(page, '--mantine-color-default'));
    expect(await clippedTitles(page, '.fc-daygrid-event .fc-event-title')).toEqual([]);
    await expect(page.locator('.fc-daygrid-event', { hasText: 'Supplier visit: Sonora Audio' })).toBeVisible();
  });

  test('ar dark 1440: the grid follows the dark scheme and RTL titles keep their own direction', async ({ page }) => {
    await open(page, { lang: 'ar', scheme: 'dark', width: 1440, view: 'month' });
    const border = await themeColor(page, '--mantine-color-default-border');
    await expect(page.locator('.fc-scrollgrid').first()).toHaveCSS('border-top-color', border);
    expect(border).not.toBe('rgb(221, 221, 221)');
    await expect(page.locator('.fc-prev-button')).toHaveCSS('background-color', await themeColor(page, '--mantine-color-default'));
    await expect(page.locator('.fc-day-today').first()).not.toHaveCSS('background-color', 'rgba(255, 220, 40, 0.15)');
    const titles = page.locator('.fc-daygrid-event .fc-event-title');
    await expect(titles.first()).toHaveAttribute('dir', 'auto');
    expect(await clippedTitles(page, '.fc-daygrid-event .fc-event-title')).toEqual([]);
  });

  test('he 390: the toolbar fits the phone and the list shows whole titles', async ({ page }) => {
    await open(page, { lang: 'he', scheme: 'light', width: 390, view: 'list' });
    const frame = await page.locator('.fc').boundingBox();
    expect(frame).not.toBeNull();
    for (const button of await page.locator('.fc-toolbar .fc-button').all()) {
      const box = await button.boundingBox();
      expect(box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1).toBe(true);
    }
    expect(await clippedTitles(page, '.fc-list-event-title')).toEqual([]);
    await expect(page.locator('.fc-list-event-title', { hasText: 'Supplier visit: Sonora Audio' })).toBeVisible();
  });
});
