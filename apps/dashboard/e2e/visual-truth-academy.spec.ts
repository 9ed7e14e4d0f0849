// Issue 21: every course opened the same course ("UI/UX Basic Fundamentals"). A course's card links
// to /apps/academy/course-details/{id}, which shows that course; the old address opens the first
// course of the list; an unknown id says so with a way back.
import { expect, test } from '@playwright/test';
import { asAdmin } from './support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 90_000 });

test('each course card opens its own course', async ({ page }) => {
  await page.goto('/apps/academy/my-course');
  const cards = page.getByTestId('course-grid').getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const opened = new Set<string>();
  for (const index of [0, 3]) {
    const link = cards.nth(index).getByRole('link').first();
    const title = (await link.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(/\/apps\/academy\/course-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('UI/UX Basic Fundamentals')).toHaveCount(0);
    opened.add(page.url());
    await page.goBack();
  }
  expect(opened.size).toBe(2);
});

test('the old address opens the first course; an unknown id shows not-found with a way back', async ({ page }) => {
  await page.goto('/apps/academy/course-details');
  await expect(page).toHaveURL(/\/apps\/academy\/course-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await page.goto('/apps/academy/course-details/999');
  await expect(page.getByText('No such course')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to my courses' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/my-course/);
});
