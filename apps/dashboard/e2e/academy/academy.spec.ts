import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { asAdmin } from '../support/session';

// pages load lazily and axe on a full dashboard takes a while on a loaded machine
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use(asAdmin);

test.describe('@atrium/academy', () => {
  test('filters courses through the URL and keeps them after a reload', async ({ page }) => {
    await page.goto('/apps/academy/my-course');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Psychology' }).click();
    await expect(page).toHaveURL(/label=Psychology/);
    // the seed's five psychology courses are all finished: hiding them empties the list
    await expect(page.getByTestId('course-grid').getByRole('article')).toHaveCount(5);
    await page.getByRole('switch', { name: 'Hide completed' }).click();
    await expect(page).toHaveURL(/hideCompleted=true/);
    await expect(page.getByText('No courses match')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('Psychology');
    await expect(page.getByRole('switch', { name: 'Hide completed' })).toBeChecked();
    await expect(page.getByText('No courses match')).toBeVisible();
    await page.getByRole('switch', { name: 'Hide completed' }).click();
    await expect(page.getByTestId('course-grid').getByRole('article')).toHaveCount(5);
    await expectNoSeriousA11yIssues(page);
  });

  test('ticking a topic is saved and survives a reload', async ({ page }) => {
    await page.goto('/apps/academy/course-details/2');
    const box = page.getByRole('checkbox', { checked: false }).first();
    const name = (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    expect(name).not.toBe('');
    const topic = page.getByRole('checkbox', { name, exact: true });
    await expect(topic).not.toBeChecked();
    await topic.click();
    await expect(topic).toBeChecked();
    await expect(page.getByText('Progress saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expectNoSeriousA11yIssues(page);
  });

  for (const path of ['/apps/academy/dashboard', '/dashboards/academy']) {
    test(`${path} shows the learner figures and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Upcoming webinar' })).toBeVisible();
      await expect(page.getByText('Courses completed')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  }
});
