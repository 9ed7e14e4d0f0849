import { getApiClient } from '@atrium/api';
import { parseAmount } from '@atrium/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productListSearchSchema, type ProductListSearch } from '../lib/search';
import { renderWithSearch } from '../test/render';
import { ProductListPage } from './product-list-page';

/** The pager's range as read: its numbers sit in their own isolates (issue 36), so it spans elements. */
const pagerRange = (expected: string | RegExp) => (_: string, el: Element | null) =>
  el?.getAttribute('aria-live') === 'polite' && (typeof expected === 'string' ? el.textContent === expected : expected.test(el.textContent ?? ''));

const initial = productListSearchSchema.parse({});

/** The product names shown in the table body, top to bottom. */
function rowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.querySelector('a')?.textContent ?? '');
}

describe('@atrium/ecommerce/ProductListPage', () => {
  it('shows the first page of products from the API, 10 rows, with the total', async () => {
    renderWithSearch(ProductListPage, initial);
    const expected = await getApiClient().getProducts();
    await waitFor(() => expect(rowNames()).toEqual(expected.products.map((p) => p.productName)));
    expect(screen.getByText(pagerRange(/1–10 of 50/))).toBeInTheDocument();
  });

  it('filters by status and category through the URL state, server-side', async () => {
    const seen: ProductListSearch[] = [];
    renderWithSearch(ProductListPage, { ...initial, status: 'Published', category: 'Shoes' }, (s) => seen.push(s));
    const expected = await getApiClient().getProducts({ status: 'Published', category: 'Shoes' });
    expect(expected.total).toBeGreaterThan(0);
    await waitFor(() => expect(rowNames()).toEqual(expected.products.map((p) => p.productName)));
    expect(screen.getByText(pagerRange(new RegExp(`of ${expected.total}$`)))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: undefined, category: undefined, page: 1 }));
  });

  it('sorts by price when the header is clicked (ascending, then descending)', async () => {
    const seen: ProductListSearch[] = [];
    renderWithSearch(ProductListPage, initial, (s) => seen.push(s));
    await screen.findByText(pagerRange(/1–10 of 50/));
    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'price', orderBy: 'asc', page: 1 }));
    const asc = await getApiClient().getProducts({ sortBy: 'price', orderBy: 'asc' });
    await waitFor(() => expect(rowNames()).toEqual(asc.products.map((p) => p.productName)));
    const prices = asc.products.map((p) => parseAmount(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'price', orderBy: 'desc' }));
  });

  it('pages through with the next-page button', async () => {
    renderWithSearch(ProductListPage, initial);
    await screen.findByText(pagerRange(/1–10 of 50/));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await getApiClient().getProducts({ page: 2 });
    await waitFor(() => expect(rowNames()).toEqual(second.products.map((p) => p.productName)));
    expect(screen.getByText(pagerRange(/11–20 of 50/))).toBeInTheDocument();
  });

  it('deletes a product only after confirmation; the row is gone after the refetch', async () => {
    renderWithSearch(ProductListPage, initial);
    const first = (await getApiClient().getProducts()).products[0];
    if (!first) throw new Error('no products');
    const button = await screen.findByRole('button', { name: `Delete ${first.productName}` });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await getApiClient().getProducts()).total).toBe(50);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${first.productName}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(pagerRange(/1–10 of 49/))).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: `Delete ${first.productName}` })).not.toBeInTheDocument();
    expect((await getApiClient().getProducts({ itemsPerPage: 100 })).products.map((p) => p.id)).not.toContain(first.id);
  });
});
