import { expect as baseExpect, test, type Page } from '@playwright/test';
import { asAdmin } from '../support/session';

// the mock backend runs in the page's service worker; give a busy machine time to answer
const expect = baseExpect.configure({ timeout: 20_000 });

function isoDay(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openMonth(page: Page, day: string) {
  await page.goto(`/apps/calendar?date=${day}`);
  await expect(page.locator(`.fc-daygrid-day[data-date="${day}"]`)).toBeVisible();
}

test.describe('@atrium/calendar', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use(asAdmin);

  test('create, drag and delete an event', async ({ page }) => {
    const now = new Date();
    await openMonth(page, isoDay(new Date(now.getFullYear(), now.getMonth(), 10)));
    // the seed dates the company's calendar from today, so pick a day whose cell holds no event
    // (a click on an event opens that event instead of a new one); wait until the month's events are drawn
    await expect(page.locator('.fc-event').first()).toBeVisible();
    let from: Date | undefined;
    for (let day = 3; day <= 14 && !from; day += 1) {
      const candidate = new Date(now.getFullYear(), now.getMonth(), day);
      if ((await page.locator(`.fc-daygrid-day[data-date="${isoDay(candidate)}"] .fc-event`).count()) === 0) from = candidate;
    }
    if (!from) throw new Error('no day without events between the 3rd and the 14th');
    const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7);
    await page.locator(`.fc-daygrid-day[data-date="${isoDay(from)}"] .fc-daygrid-day-frame`).click({ position: { x: 10, y: 40 } });
    const drawer = page.getByRole('dialog', { name: 'Add event' });
    await drawer.getByRole('textbox', { name: /Title/ }).fill('E2E planning');
    // a click on a day in the month grid starts an all-day event
    await expect(drawer.getByRole('switch', { name: 'All day' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Event added')).toBeVisible();
    const event = page.locator('.fc-event', { hasText: 'E2E planning' });
    await expect(page.locator(`.fc-daygrid-day[data-date="${isoDay(from)}"]`).locator('.fc-event', { hasText: 'E2E planning' })).toBeVisible();

    await event.dragTo(page.locator(`.fc-daygrid-day[data-date="${isoDay(to)}"] .fc-daygrid-day-frame`));
    await expect(page.getByText('Event moved')).toBeVisible();
    await page.reload();
    const moved = page.locator(`.fc-daygrid-day[data-date="${isoDay(to)}"]`).locator('.fc-event', { hasText: 'E2E planning' });
    await expect(moved).toBeVisible();

    await moved.click();
    await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete event' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'E2E planning' })).toHaveCount(0);
  });

  test('filter calendars, reload: the filter is kept', async ({ page }) => {
    await page.goto('/apps/calendar');
    await expect(page.locator('.fc-event').first()).toBeVisible();
    // the filters are URL state: they change once the router has navigated
    await page.getByRole('checkbox', { name: 'View all' }).click();
    await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
    await expect(page.locator('.fc-event')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Holiday' }).click();
    await expect(page.getByRole('checkbox', { name: 'Holiday' })).toBeChecked();
    await expect(page).toHaveURL(/calendars=/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Holiday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
  });
});
