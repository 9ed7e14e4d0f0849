// Keyboard use per app (issue 23, WCAG 2.1.1, 2.4.3, 2.4.7): each app's main action is reached with
// Tab from the skip link, shows a focus ring, opens with Enter or Space, its dialog or drawer takes
// focus and closes on Escape, and focus goes back to the control that opened it. Widgets that
// expect arrow keys (menus, radio groups, accordions, tabs) answer to them.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { appBooted, navigate, routerSettled } from '../support/router';
import { asAdmin } from '../support/session';

test.use(asAdmin);

/**
 * Opens `path`: a full load the first time, then through the app's router, as a link would (the
 * second page of a test needs no new boot of the app and its mock). Then waits for its heading and
 * enters the page through the skip link.
 */
async function enter(page: Page, path: string) {
  if (!(await appBooted(page))) await page.goto(path);
  else if (new URL(page.url()).pathname !== new URL(path, 'http://x').pathname) await navigate(page, path);
  else await routerSettled(page);
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not in the tab order. The
 * target is looked up once, not before every key: a role query over a whole data-table page
 * cost most of a key press on a loaded CI box. A re-render that replaces it looks it up again.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toBeVisible();
  let handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    const where = await handle?.evaluate((el) => (!el.isConnected ? 'gone' : el === document.activeElement ? 'focused' : 'elsewhere')).catch(() => 'gone');
    if (where === 'focused') return;
    if (where !== 'elsewhere') {
      await handle?.dispose().catch(() => undefined);
      handle = await target.elementHandle();
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await handle?.dispose().catch(() => undefined);
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`).toBeFocused();
}

/** The focused control shows a ring: an outline or a box shadow while it matches :focus-visible. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(ring, 'a visible focus indicator').toBe(true);
}

/** Enter (or Space) on `opener` opens a dialog that holds focus; Escape closes it; focus is back. */
async function openAndClose(page: Page, opener: Locator, key: 'Enter' | 'Space' = 'Enter', name?: string | RegExp) {
  await expectFocusRing(opener);
  await page.keyboard.press(key);
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('@atrium/dashboard keyboard per app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('email: Compose opens the composer with Enter, Escape closes it and focus returns', async ({ page }) => {
    await enter(page, '/apps/email');
    const compose = page.getByRole('button', { name: 'Compose' });
    await tabTo(page, compose);
    await openAndClose(page, compose, 'Enter', 'New message');
  });

  test('chat: a chat opens with Enter, a message is sent with Enter, the profile drawer takes arrows and Escape', async ({ page }) => {
    await enter(page, '/apps/chat');
    const chat = page.getByRole('list', { name: 'Chats' }).getByRole('button').first();
    await tabTo(page, chat);
    await expectFocusRing(chat);
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Type your message' });
    await tabTo(page, box);
    await page.keyboard.type('Sent from the keyboard');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByText('Sent from the keyboard')).toBeVisible();

    const profile = page.getByRole('button', { name: 'Open my profile' });
    await tabTo(page, profile, { back: true, max: 120 });
    await expectFocusRing(profile);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const radios = drawer.getByRole('radio');
    const checked = drawer.getByRole('radio', { checked: true });
    await tabTo(page, checked);
    const before = await checked.getAttribute('value');
    await page.keyboard.press('ArrowDown');
    await expect(drawer.getByRole('radio', { checked: true })).not.toHaveAttribute('value', before ?? '');
    expect(await radios.count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(profile).toBeFocused();
  });

  test('calendar: Add event opens the drawer with Space, an event opens with Enter, focus returns each time', async ({ page }) => {
    await enter(page, '/apps/calendar');
    const add = page.getByRole('button', { name: 'Add event' });
    await tabTo(page, add);
    await openAndClose(page, add, 'Space', 'Add event');

    const event = page.locator('.fc-event[role="button"]').first();
    await tabTo(page, event, { max: 120 });
    await openAndClose(page, event, 'Enter', 'Edit event');
  });

  test('invoice: the row menu opens with Enter, arrows move through it, Escape returns focus; Create invoice follows with Enter', async ({ page }) => {
    await enter(page, '/apps/invoice/list');
    const more = page.getByRole('button', { name: /^More actions for invoice #/ }).first();
    await tabTo(page, more, { max: 120 });
    await expectFocusRing(more);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();

    const create = page.getByRole('link', { name: 'Create invoice' });
    await tabTo(page, create, { back: true });
    await expectFocusRing(create);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/invoice\/add$/);
  });

  test('users: Add new user opens the drawer with Enter, Escape closes it and focus returns', async ({ page }) => {
    await enter(page, '/apps/user/list');
    const add = page.getByRole('button', { name: 'Add new user' });
    await tabTo(page, add);
    await openAndClose(page, add, 'Enter', 'Add user');
  });

  test('roles and permissions: the add dialogs open with Enter and give focus back on Escape', async ({ page }) => {
    await enter(page, '/apps/roles');
    const addRole = page.getByRole('button', { name: 'Add new role' });
    await tabTo(page, addRole);
    await openAndClose(page, addRole);

    await enter(page, '/apps/permissions');
    const addPermission = page.getByRole('button', { name: 'Add permission' });
    await tabTo(page, addPermission);
    await openAndClose(page, addPermission);
  });

  test('ecommerce: Add category opens its drawer, a product delete asks for confirmation, focus returns from both', async ({ page }) => {
    await enter(page, '/apps/ecommerce/product/category-list');
    const add = page.getByRole('button', { name: 'Add category' });
    await tabTo(page, add);
    await openAndClose(page, add);

    await enter(page, '/apps/ecommerce/product/list');
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await tabTo(page, remove, { max: 120 });
    await openAndClose(page, remove);
  });

  test('academy: a course opens with Enter and its curriculum accordion takes arrows and Space', async ({ page }) => {
    await enter(page, '/apps/academy/my-course');
    const course = page.getByRole('article').first().getByRole('link').first();
    await tabTo(page, course, { max: 120 });
    await expectFocusRing(course);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/academy\/course-details\/\d+$/);

    await enter(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    const first = page.locator('.mantine-Accordion-control').first();
    await tabTo(page, first, { max: 120 });
    await expectFocusRing(first);
    await page.keyboard.press('ArrowDown');
    const second = page.locator('.mantine-Accordion-control').nth(1);
    await expect(second).toBeFocused();
    const expanded = await second.getAttribute('aria-expanded');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  });

  test('logistics: a vehicle opens and closes its details with Enter and Space', async ({ page }) => {
    await enter(page, '/apps/logistics/fleet');
    const vehicle = page.getByRole('region', { name: 'Vehicles on the map' }).getByRole('button').first();
    await tabTo(page, vehicle, { max: 120 });
    await expectFocusRing(vehicle);
    await expect(vehicle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(vehicle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(vehicle).toHaveAttribute('aria-expanded', 'false');
  });
});
