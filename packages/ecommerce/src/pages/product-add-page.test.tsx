import { getApiClient } from '@atrium/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { emptyProductForm, ProductAddPage, toNewProductBody } from './product-add-page';
import { newProductSchema } from '@atrium/api';

describe('@atrium/ecommerce/ProductAddPage', () => {
  it('an empty form fails the shared schema on the required fields', () => {
    const result = newProductSchema.safeParse(toNewProductBody(emptyProductForm));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path.join('.')));
    expect([...fields]).toEqual(expect.arrayContaining(['productName', 'productBrand', 'sku', 'price', 'category']));
  });

  it('shows field errors on submit and does not call the API', async () => {
    const navigate = vi.fn();
    renderPage(<ProductAddPage navigate={navigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish product' }));
    expect(await screen.findByText('Pick a category')).toBeInTheDocument();
    expect(screen.getAllByText('At least 2 characters').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enter a number').length).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
    expect((await getApiClient().getProducts()).total).toBe(50);
  });

  it('saves a valid product, which the list then finds, and goes to the list', { timeout: 90_000 }, async () => {
    const navigate = vi.fn();
    renderPage(<ProductAddPage navigate={navigate} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Aurora Desk Lamp');
    await userEvent.type(screen.getByRole('textbox', { name: /^Brand/ }), 'Philips');
    await userEvent.type(screen.getByRole('textbox', { name: /^SKU/ }), '88001');
    await userEvent.type(screen.getByRole('textbox', { name: /^Base price/ }), '49.5');
    await userEvent.click(screen.getByRole('switch', { name: 'In stock' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '7');
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Office', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish product' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/apps/ecommerce/product/list?q=Aurora%20Desk%20Lamp'));
    const found = await getApiClient().getProducts({ q: 'aurora' });
    expect(found.products).toEqual([expect.objectContaining({ productName: 'Aurora Desk Lamp', category: 'Office', qty: 7, stock: true, price: '$49.50' })]);
  });

  it('shows the server-side error on its field (a SKU already in use)', { timeout: 90_000 }, async () => {
    const taken = (await getApiClient().getProducts()).products[0]?.sku ?? 0;
    renderPage(<ProductAddPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Copy Cat');
    await userEvent.type(screen.getByRole('textbox', { name: /^Brand/ }), 'Sony');
    await userEvent.type(screen.getByRole('textbox', { name: /^SKU/ }), String(taken));
    await userEvent.type(screen.getByRole('textbox', { name: /^Base price/ }), '10');
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Games', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish product' }));
    expect(await screen.findByText('This SKU is already in use')).toBeInTheDocument();
    expect((await getApiClient().getProducts()).total).toBe(50);
  });

  it('an edit saved by someone else since it opened is not overwritten: "changed by someone else — reload", and the reload shows theirs', { timeout: 90_000 }, async () => {
    const navigate = vi.fn();
    renderPage(<ProductAddPage id={6} navigate={navigate} />);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    // another person saves the product after this editor read it
    const theirs = await getApiClient().getProduct(6);
    await getApiClient().updateProduct(6, { ...theirs.values, productName: 'Their Console', version: theirs.product.version });
    await userEvent.clear(name);
    await userEvent.type(name, 'My Console');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changed by someone else — reload')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect((await getApiClient().getProduct(6)).values.productName).toBe('Their Console');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Their Console'));
    expect(screen.queryByText('Changed by someone else — reload')).not.toBeInTheDocument();
  });
});
