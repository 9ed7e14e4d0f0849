import { expect, test, type Page } from '@playwright/test';
import { asAdmin } from '../support/session';

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
/** A row's status: a word in a badge since issue 36 (an icon alone could not be read), its balance and due date on hover. */
const statusBadge = (row: ReturnType<typeof bodyRows>, status: string) => row.locator('.mantine-Badge-root[data-status]', { hasText: new RegExp(`^${status}$`) });
/** What the shared date field shows for an ISO day in English: the app's `date` style, not the ISO text. */
const shownDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

// full pages against the in-browser mock on a busy CI box: generous waits
expect.configure({ timeout: 15_000 });
test.setTimeout(120_000);

test.describe('@atrium/invoice', () => {
  test.use(asAdmin);

  test('filter by status and issued dates: the URL holds them and a reload keeps them', async ({ page }) => {
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('link', { name: '#5036', exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    // the seed is dated from today (invoices over the last six months): a range around it
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    // the date field takes a typed ISO day (and shows it as "Nov 26, 2025" once left)
    await page.getByRole('textbox', { name: 'Issued from' }).fill(from);
    await page.getByRole('textbox', { name: 'Issued to' }).fill(to);
    await expect(page).toHaveURL(/status=Paid/);
    await expect(page).toHaveURL(new RegExp(`start=${from}`));
    await expect(page).toHaveURL(new RegExp(`end=${to}`));
    await expect(statusBadge(bodyRows(page).first(), 'Paid')).toBeVisible();
    const count = await bodyRows(page).count();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid');
    await expect(page.getByRole('textbox', { name: 'Issued from' })).toHaveValue(shownDate(from));
    await expect(bodyRows(page)).toHaveCount(count);
    for (const row of await bodyRows(page).all()) await expect(statusBadge(row, 'Paid')).toBeVisible();
  });

  test('create, edit, pay and delete an invoice', async ({ page }) => {
    await page.goto('/apps/invoice/add');
    await page.getByRole('combobox', { name: 'Invoice to' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Item' }).fill('Design sprint');
    await page.getByRole('textbox', { name: 'Cost' }).fill('1200.50');
    await page.getByRole('textbox', { name: 'Qty' }).fill('2');
    await page.getByRole('textbox', { name: 'Tax' }).fill('10');
    await expect(page.getByTestId('invoice-total')).toHaveText('$2,641.10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5037$/);
    await expect(page.getByRole('article', { name: 'Invoice #5037' })).toContainText('Design sprint');

    // edit: add a line; the total moves with it
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/edit\/5037$/);
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('textbox', { name: 'Item' }).nth(1).fill('Hosting');
    await page.getByRole('textbox', { name: 'Cost' }).nth(1).fill('99');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5037$/);
    await expect(page.getByTestId('invoice-total')).toHaveText('$2,750.00');

    // pay part of it: the balance and status change through the API
    await page.getByRole('button', { name: 'Add payment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add payment' });
    await drawer.getByRole('textbox', { name: 'Payment amount' }).fill('750');
    await drawer.getByRole('button', { name: 'Add payment' }).click();
    await expect(page.getByText('Payment recorded. Balance now $2,000.00')).toBeVisible();
    await page.reload();
    await page.goto('/apps/invoice/list?q=5037');
    await expect(bodyRows(page)).toHaveCount(1);
    const partial = statusBadge(bodyRows(page).first(), 'Partial payment');
    await expect(partial).toBeVisible();
    await partial.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Partial payment · Balance: \$2,000\.00/);

    await page.getByRole('button', { name: 'Delete invoice #5037' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Invoice #5037 deleted')).toBeVisible();
    await expect(page.getByText('No invoices')).toBeVisible();
  });
});
