import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { DataTable, nextSort, type DataTableColumn, type DataTableProps } from './data-table';

interface Product {
  id: number;
  name: string;
  price: number;
}

const products: Product[] = [
  { id: 1, name: 'Mug', price: 9 },
  { id: 2, name: 'Lamp', price: 40 },
  { id: 3, name: 'Desk', price: 210 },
];

const columns: DataTableColumn<Product>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'price', header: 'Price', sortable: true, align: 'end', render: (row) => `$${row.price}` },
];

function setup(props: Partial<DataTableProps<Product>> = {}) {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onSortChange: vi.fn() };
  renderKit(
    <DataTable<Product>
      caption="Products"
      columns={columns}
      rows={products}
      rowKey={(row) => row.id}
      total={23}
      page={1}
      pageSize={10}
      locale="en"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Products' });
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error('no tbody');
  return within(body).queryAllByRole('row');
}

describe('@atrium/ui-kit/DataTable', () => {
  it('renders headers, rows through render functions and the range', () => {
    setup();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Lamp' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$210' })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('cycles a sortable header ascending → descending → none and marks aria-sort', async () => {
    const { onSortChange } = setup({ sort: { key: 'price', order: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'price', order: 'desc' });

    expect(nextSort({ key: 'price', order: 'desc' }, 'price')).toBeNull();
    expect(nextSort(null, 'price')).toEqual({ key: 'price', order: 'asc' });
  });

  it('reports a new page and a new page size', async () => {
    const { onPageChange, onPageSizeChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByLabelText('Rows per page'));
    // jsdom never finishes Mantine's dropdown transition, so the option stays display:none.
    await userEvent.click(await screen.findByRole('option', { name: '25', hidden: true }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('selects the whole page and shows a partial selection as indeterminate', async () => {
    function Harness() {
      // id 99 sits on another page: toggling this page must keep it.
      const [selected, setSelected] = useState<Array<string | number>>([99, 2]);
      return (
        <>
          <output data-testid="selected">{[...selected].sort((a, b) => Number(a) - Number(b)).join(',')}</output>
          <DataTable<Product>
            caption="Products"
            columns={columns}
            rows={products}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            total={3}
            page={1}
            pageSize={10}
            onPageChange={() => undefined}
            onPageSizeChange={() => undefined}
            selection={{ selected, onChange: setSelected }}
          />
        </>
      );
    }
    renderKit(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    expect(all).not.toBeChecked();

    await userEvent.click(all);
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3,99');
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row: Lamp' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('1,3,99');
    expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    await userEvent.click(all);
    expect(screen.getByTestId('selected')).toHaveTextContent(/^99$/);
  });

  it('shows a busy table without rows while loading', () => {
    setup({ loading: true, rows: [] });
    const table = screen.getByRole('table', { name: 'Products' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(0); // skeleton rows are hidden from assistive technology
    expect(table.querySelectorAll('[data-skeleton]')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('renders the empty and error content in place of rows', () => {
    setup({ rows: [], total: 0, empty: <p>No products yet</p> });
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('renders the error instead of rows', () => {
    setup({ error: <p role="alert">Could not load products</p> });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load products');
    expect(screen.queryByRole('cell', { name: 'Mug' })).not.toBeInTheDocument();
  });

  it('opens a row by click or Enter, but not from its checkbox', async () => {
    const onRowClick = vi.fn();
    setup({ onRowClick, selection: { selected: [], onChange: vi.fn() } });
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('rows missing');
    await userEvent.click(within(first).getByRole('cell', { name: 'Mug' }));
    expect(onRowClick).toHaveBeenLastCalledWith(products[0]);
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(products[1]);
    await userEvent.click(within(first).getByRole('checkbox'));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('formats footer numbers for the locale and takes label overrides', () => {
    setup({ total: 12345, locale: 'ar-EG', labels: { range: (from, to, total) => `${from}-${to} من ${total}` } });
    // regression (issue 21): a regional Arabic tag wrote Arabic-Indic digits (١-١٠ من ١٢٬٣٤٥) where every other screen writes 0-9
    expect(screen.getByText('1-10 من 12,345')).toBeInTheDocument();
  });
});
