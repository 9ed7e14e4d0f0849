import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';
import { asAdmin } from '../support/session';

// the mock backend runs in the page's service worker; give a busy machine time to answer
const expect = baseExpect.configure({ timeout: 20_000 });

const HOSTILE_SUBJECT = 'Invoice overdue: action required';

test.describe('@atrium/email', () => {
  // the editor and the mock backend make these heavier than a page visit
  test.describe.configure({ timeout: 150_000 });
  test.use(asAdmin);

  test('star and label an email, then reload: both are kept', async ({ page }) => {
    await page.goto('/apps/email');
    const list = page.getByRole('list', { name: 'Messages' });
    const row = list.getByRole('listitem').filter({ hasText: HOSTILE_SUBJECT });
    await row.getByRole('button', { name: /^Star “/ }).click();
    await expect(row.getByRole('button', { name: /^Remove star from/ })).toBeVisible();
    await row.getByRole('checkbox').click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitem', { name: 'Important' }).click();
    await expect(page.getByText('Label “Important” updated on the message')).toBeVisible();
    await page.reload();
    const again = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: HOSTILE_SUBJECT });
    await expect(again.getByRole('button', { name: /^Remove star from/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.locator('[title="Important"]')).toBeVisible();
    await page.getByRole('link', { name: /Starred/ }).click();
    await expect(page).toHaveURL(/\/apps\/email\/filter\/starred/);
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(HOSTILE_SUBJECT)).toBeVisible();
  });

  test('opening a message with a script in its body runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/apps/email');
    await page.getByRole('list', { name: 'Messages' }).getByText(HOSTILE_SUBJECT).click();
    const body = page.getByTestId('email-body');
    await expect(body).toContainText('Your invoice is overdue');
    await expect(page).toHaveURL(/id=\d+/);
    await body.getByText('Thanks for your business.').click();
    // the javascript: link lost its href: it is plain text now, nothing to follow
    await expect(body.getByText('Pay now')).not.toHaveAttribute('href', /./);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await body.locator('script, [onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
    // the remote image waits for consent
    await expect(body.locator('img[data-blocked-src]')).toHaveCount(2);
    expect(dialogs).toEqual([]);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical')).toEqual([]);
  });

  test('compose a message, send it and find it in sent', async ({ page }) => {
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    // a comma turns the typed address into a recipient
    await dialog.getByPlaceholder('name@example.com').pressSequentially('jane.doe@example.com,');
    await expect(dialog.getByText('jane.doe@example.com')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('E2E status report');
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('All green today.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await page.getByRole('link', { name: /^Sent/ }).click();
    await expect(page).toHaveURL(/\/apps\/email\/filter\/sent/);
    await page.getByRole('list', { name: 'Messages' }).getByText('E2E status report').click();
    await expect(page.getByTestId('email-body')).toContainText('All green today.');
  });
});
