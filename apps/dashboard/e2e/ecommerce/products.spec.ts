import { expect as baseExpect, test, type Page } from '@playwright/test';
import { asAdmin } from '../support/session';

// The app boots the mock API (and its stored data) in the page: give it time on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.use(asAdmin);

function table(page: Page) {
  return page.getByRole('table', { name: 'Products' });
}

/** Reads the Price column of the visible rows as numbers (the text is Intl money). */
async function prices(page: Page): Promise<number[]> {
  const texts = await table(page).locator('tbody tr td:nth-child(6)').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test.describe('@atrium/ecommerce products', () => {
  test('filters by category and status, sorts by price, pages, and a reload keeps the URL state', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/1–10 of 50/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Electronics' }).click();
    await expect(page).toHaveURL(/category=Electronics/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await expect(page).toHaveURL(/status=Published/);
    const rows = table(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Electronics');
    for (const row of await rows.all()) {
      await expect(row).toContainText('Electronics');
      await expect(row).toContainText('Published');
    }

    // clear the filters, then sort by price and page through
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByText(/1–10 of 50/)).toBeVisible();
    await page.getByRole('button', { name: /^Price/ }).click();
    await expect(page).toHaveURL(/sortBy=price/);
    await expect(page).toHaveURL(/orderBy=asc/);
    const firstPage = await prices(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/11–20 of 50/)).toBeVisible();
    const secondPage = await prices(page);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));

    await page.reload();
    await expect(page.getByText(/11–20 of 50/)).toBeVisible();
    expect(await prices(page)).toEqual(secondPage);
    await expect(page).toHaveURL(/sortBy=price/);
  });

  test('adds a product and finds it in the list', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    await page.getByRole('link', { name: 'Add product' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/add/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Playwright Test Lamp');
    await page.getByRole('textbox', { name: /^Brand/ }).fill('Philips');
    await page.getByRole('textbox', { name: /^SKU/ }).fill('99123');
    await page.getByRole('textbox', { name: /^Base price/ }).fill('59.90');
    await page.getByRole('switch', { name: 'In stock' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Office' }).click();
    await page.getByRole('button', { name: 'Publish product' }).click();
    await expect(page).toHaveURL(/product\/list\?q=Playwright/);
    await expect(table(page).getByText('Playwright Test Lamp')).toBeVisible();
    await page.reload();
    await expect(table(page).getByText('Playwright Test Lamp')).toBeVisible();
  });
});
