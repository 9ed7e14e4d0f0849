import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { DataTable, isolatedRange, nextSort, type DataTableColumn, type DataTableProps } from './data-table';

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

/** The footer's range as a reader gets it (its numbers sit in their own isolates). */
function rangeText() {
  return screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite').textContent;
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
    expect(rangeText()).toBe('1–10 of 23');
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
    expect(rangeText()).toBe('0–0 of 0');
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
    expect(rangeText()).toBe('1-10 من 12,345');
  });

  // regression (issue 36): in Hebrew the pager read "10–1 מתוך 36", the bidi algorithm reversing the range
  it('isolates the range as one left-to-right unit and the total on its own', () => {
    setup({ total: 36, labels: { range: (from, to, total) => `${from}–${to} מתוך ${total}` } });
    const live = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    const isolates = [...live.querySelectorAll('bdi')];
    expect(isolates.map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
      ['ltr', '1–10'],
      ['ltr', '36'],
    ]);
    expect(live.textContent).toBe('1–10 מתוך 36');
  });

  it('isolates each number on its own when words stand between them', () => {
    const { container } = render(<p>{isolatedRange((from, to, total) => `من ${from} إلى ${to} (${total})`, '11', '20', '1,234')}</p>);
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['11', '20', '1,234']);
    expect(container.textContent).toBe('من 11 إلى 20 (1,234)');
  });

  it('keeps a label that leaves a number out', () => {
    const { container } = render(<p>{isolatedRange((from, to) => `${from}–${to}`, '1', '5', '9')}</p>);
    expect(container.textContent).toBe('1–5');
  });
});

describe('@atrium/ui-kit/DataTable column priorities', () => {
  interface Invoice {
    id: number;
    client: string;
    total: string;
    issued: string;
  }
  const invoices: Invoice[] = [
    { id: 7, client: 'Ada', total: '$10.00', issued: '2026-01-02' },
    { id: 8, client: 'Grace', total: '$25.00', issued: '2026-02-03' },
  ];
  const invoiceColumns: DataTableColumn<Invoice>[] = [
    { key: 'id', header: 'Number', priority: 'secondary' },
    { key: 'client', header: 'Client' },
    { key: 'total', header: 'Total', align: 'end' },
    { key: 'issued', header: 'Issued', priority: 'secondary' },
  ];

  /** jsdom has no layout: give every element the width a phone's table would have. */
  function atWidth(width: number) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) });
  }
  afterEach(() => vi.restoreAllMocks());

  function renderInvoices(props: Partial<DataTableProps<Invoice>> = {}) {
    renderKit(
      <DataTable<Invoice>
        caption="Invoices"
        columns={invoiceColumns}
        rows={invoices}
        rowKey={(row) => row.id}
        rowLabel={(row) => `#${row.id}`}
        total={2}
        page={1}
        pageSize={10}
        locale="en"
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
        {...props}
      />,
    );
  }
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  it('shows every column when the table has room', () => {
    atWidth(900);
    renderInvoices();
    expect(headers()).toEqual(['Number', 'Client', 'Total', 'Issued']);
    expect(screen.queryByRole('button', { name: /Details/ })).not.toBeInTheDocument();
  });

  it('folds the secondary columns into a details row below foldBelow, primary ones stay', async () => {
    atWidth(358);
    renderInvoices();
    expect(headers()).toEqual(['Details', 'Client', 'Total']);
    expect(screen.queryByText('2026-01-02')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Details: #7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('details row missing');
    const terms = [...details.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...details.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Number', 'Issued']);
    expect(values).toEqual(['7', '2026-01-02']);
    // only that row opened
    expect(screen.getByRole('button', { name: 'Details: #8' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2026-02-03')).not.toBeInTheDocument();
  });

  it('opens and closes the details from the keyboard without opening the row', async () => {
    atWidth(358);
    const onRowClick = vi.fn();
    renderInvoices({ onRowClick });
    const toggle = screen.getByRole('button', { name: 'Details: #8' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('2026-02-03')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2026-02-03')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('folds at the width the caller names', () => {
    atWidth(700);
    renderInvoices({ foldBelow: 900 });
    expect(headers()).toEqual(['Details', 'Client', 'Total']);
  });

  it('keeps a table without secondary columns whole at any width', () => {
    atWidth(320);
    renderKit(
      <DataTable<Product> caption="Products" columns={columns} rows={products} rowKey={(row) => row.id} total={3} page={1} pageSize={10} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />,
    );
    expect(headers()).toEqual(['Name', 'Price']);
  });
});
