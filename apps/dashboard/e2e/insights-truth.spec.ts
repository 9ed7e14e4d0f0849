// Store analytics tell the truth (issue 21, part B): the filters a person chose travel with them
// between the chain and a branch's screens and back; a branch header shows one open/closed
// state; a comparison over a period without data says so instead of showing a percentage.
import { expect as baseExpect, test } from '@playwright/test';
import { asAdmin } from './support/session';

// the mock seeds 13 months of buckets on first use and the charts load lazily
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.use(asAdmin);

test.describe('@atrium/insights truth', () => {
  test('range, comparison and branch selection travel chain → branch → visitors → chain', async ({ page }) => {
    await page.goto('/dashboards/all-branches?range=90d&compare=lastYear&branchIds=lon-01,man-01');
    await expect(page.getByRole('heading', { level: 1, name: 'All branches' })).toBeVisible();
    const ranking = page.getByRole('table', { name: 'Branch ranking' });
    const london = ranking.getByRole('link', { name: 'London Oxford Street' });
    // the link a person can open in a new tab carries the filters too
    await expect(london).toHaveAttribute('href', /\/insights\/branch\/lon-01\?.*range=90d/, { timeout: 90_000 });
    await london.click();

    await expect(page).toHaveURL(/\/insights\/branch\/lon-01\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'London Oxford Street' })).toBeVisible();
    const url = () => new URL(page.url()).searchParams;
    expect(url().get('range')).toBe('90d');
    expect(url().get('compare')).toBe('lastYear');
    expect(url().get('branchIds')).toBe('lon-01,man-01');
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('Last 90 days');
    await expect(page.getByRole('radio', { name: 'Last year' })).toBeChecked();

    await page.getByRole('link', { name: 'Visitors and zones' }).first().click();
    await expect(page).toHaveURL(/\/insights\/branch\/visitors\/lon-01\?/);
    expect(url().get('range')).toBe('90d');
    expect(url().get('compare')).toBe('lastYear');

    // a change made on the branch screen travels back too
    await page.locator('label', { hasText: 'Previous period' }).click();
    await expect(page).toHaveURL(/compare=previous|^(?!.*compare=)/);
    // the way back: the header's link (the nav's own "All branches" carries no filters)
    const back = page.getByRole('main').getByRole('link', { name: 'All branches', exact: true });
    await expect(back).toHaveAttribute('href', /^\/dashboards\/all-branches\?/);
    await page.goto((await back.getAttribute('href')) ?? '/');
    await expect(page).toHaveURL(/\/dashboards\/all-branches/);
    expect(url().get('range')).toBe('90d');
    expect(url().get('compare')).toBeNull();
    expect(url().get('branchIds')).toBe('lon-01,man-01');
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('Last 90 days');
    await expect(page.getByRole('radio', { name: 'Previous period' })).toBeChecked();
  });

  test('a branch header shows one state, and a comparison without data says so', async ({ page }) => {
    // Munich opened in June 2026: last year holds no data to compare with
    await page.goto('/insights/branch/muc-01?compare=lastYear');
    await expect(page.getByRole('heading', { level: 1, name: 'Munich Marienplatz' })).toBeVisible();
    const state = page.getByTestId('branch-open-state');
    await expect(state).toHaveCount(1);
    // open until when, or closed and why (outside hours, a holiday, changed hours) until when
    await expect(state).toHaveText(/^(Open now · closes at|Open now on changed hours · closes at|Closed now · opens|Closed now \(changed hours today\) · opens|Closed for .+ · opens)/);
    await expect(page.getByText('Closed now', { exact: true })).toHaveCount(0);
    const visitors = page.locator('.mantine-Card-root').filter({ has: page.getByText('Visitors', { exact: true }) }).first();
    await expect(visitors.getByTestId('comparison-withheld')).toHaveText('No data to compare');
    await expect(visitors.getByText(/%/)).toHaveCount(0);
  });
});
