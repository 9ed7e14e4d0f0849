import { expect as baseExpect, test } from '@playwright/test';
import { asAdmin } from '../support/session';

// the mock backend runs in the page's service worker; give a busy machine time to answer
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('@atrium/chat', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use(asAdmin);

  test('a message to a contact with no chat creates the chat and shows ticks up to seen', async ({ page }) => {
    await page.goto('/apps/chat');
    await page.getByRole('button', { name: /Irene Sullivan/ }).click();
    const box = page.getByRole('textbox', { name: 'Type your message' });
    await box.fill('Hello Irene, quick question 🙂');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const log = page.getByRole('log', { name: 'Messages with Irene Sullivan' });
    await expect(log.getByText('Hello Irene, quick question 🙂')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chats' }).getByText('Irene Sullivan', { exact: true })).toBeVisible();
    // the mock contact receives, reads and answers after short delays
    await expect(log.getByRole('img', { name: 'Seen' })).toBeVisible({ timeout: 10_000 });
    await expect(log.getByTestId('their-message')).toHaveCount(1, { timeout: 10_000 });
    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages with Irene Sullivan' }).getByText('Hello Irene, quick question 🙂')).toBeVisible();
  });

  test('profile status persists across a reload', async ({ page }) => {
    await page.goto('/apps/chat');
    await page.getByRole('button', { name: 'Open my profile' }).click();
    // the radio follows the saved profile, so it turns on once the server answered
    await page.getByRole('radio', { name: 'Away' }).click();
    await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Open my profile' }).click();
    await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
  });
});
