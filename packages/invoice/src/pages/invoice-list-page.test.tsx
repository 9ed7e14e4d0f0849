import { formatDate } from '@atrium/core';
import { getDb } from '@atrium/mock-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { invoiceListSearchSchema } from '../lib/search';
import { renderInvoice } from '../test/render';
import { InvoiceListPage } from './invoice-list-page';

const base = invoiceListSearchSchema.parse({});

function rows() {
  const table = screen.getByRole('table', { name: 'Invoices' });
  return within(table).getAllByRole('row').slice(1);
}

describe('@atrium/invoice/InvoiceListPage', () => {
  it('shows the newest invoices with stats, 10 per page', async () => {
    renderInvoice(<InvoiceListPage search={base} onSearchChange={vi.fn()} />);
    expect(await screen.findByRole('link', { name: '#5036' }, { timeout: 8000 })).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect((await screen.findAllByText('36', undefined, { timeout: 8000 })).length).toBeGreaterThan(0);
  });

  it('Export downloads every invoice of the sort, read page after page by keyset cursor', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // more than one page of 100
    const db = getDb();
    const [model] = db.invoices;
    if (!model) throw new Error('seed invoices');
    for (let i = 1; i <= 90; i += 1) db.invoices.push({ ...model, id: 9_000 + i, total: model.total + (i % 7) });
    try {
      renderInvoice(<InvoiceListPage search={{ ...base, sortBy: 'total', orderBy: 'desc', page: 3 }} onSearchChange={vi.fn()} />);
      await screen.findAllByRole('link', { name: /^#\d+$/ }, { timeout: 8000 });
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 8000 });
      const lines = (await (blobs[0] ?? new Blob()).text()).trim().split(/\r?\n/);
      const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
      expect(ids).toHaveLength(getDb().invoices.length);
      expect(new Set(ids).size).toBe(ids.length);
      const totals = lines.slice(1).map((line) => Number(line.split(',')[5]));
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      // a page of 100, then the rest after its cursor (not page=2)
      const urls = fetchSpy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => url.includes('itemsPerPage=100'));
      expect(urls.filter((url) => url.includes('after='))).toHaveLength(1);
      expect(urls.every((url) => !/[?&]page=/.test(url))).toBe(true);
    } finally {
      db.invoices.splice(0, db.invoices.length, ...db.invoices.filter((i) => i.id <= 9_000));
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
      fetchSpy.mockRestore();
    }
  });

  it('changing the status filter reports it with page 1', async () => {
    const onSearchChange = vi.fn();
    renderInvoice(<InvoiceListPage search={{ ...base, page: 3 }} onSearchChange={onSearchChange} />);
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Past due', hidden: true }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'Past Due', page: 1 });
  });

  // regression (issue 21): the issued dates were native date inputs, mm/dd/yyyy in he and ar
  it.each([
    ['he', 'הונפקה מתאריך'],
    ['ar', 'صادرة من'],
  ] as const)('the issued-from filter shows the URL\'s ISO date in %s\'s date style and reports a typed one as ISO', async (language, label) => {
    const onSearchChange = vi.fn();
    renderInvoice(<InvoiceListPage search={{ ...base, start: '2026-03-01', page: 2 }} onSearchChange={onSearchChange} />, { language });
    // the field loads on demand
    const from = await screen.findByRole('textbox', { name: label }, { timeout: 8000 });
    expect(from).toHaveValue(formatDate('2026-03-01', language, 'date'));
    expect(from).not.toHaveValue('03/01/2026');
    fireEvent.change(from, { target: { value: '2026-04-15' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ start: '2026-04-15', page: 1 });
  });

  it('deletes after confirmation and the row disappears', async () => {
    renderInvoice(<InvoiceListPage search={base} onSearchChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete invoice #5036' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#5036' })).not.toBeInTheDocument());
  });
});

describe('@atrium/invoice/InvoiceListPage Download', () => {
  it('prints that invoice’s sheet (hidden on screen), then removes it when the dialog closes', async () => {
    let printed: { title: string; sheet: string | null } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const sheet = document.querySelector('[data-invoice-print-only] [data-invoice-sheet]');
      printed = { title: document.title, sheet: sheet?.getAttribute('aria-label') ?? null };
      window.dispatchEvent(new Event('afterprint'));
    });
    renderInvoice(<InvoiceListPage search={base} onSearchChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for invoice #5036' }, { timeout: 8000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download', hidden: true }, { timeout: 8000 }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toEqual({ title: 'invoice-5036', sheet: 'Invoice #5036' });
    await waitFor(() => expect(document.querySelector('[data-invoice-print-only]')).toBeNull());
    print.mockRestore();
  });
});

describe('@atrium/invoice/InvoiceListPage past the count cap', () => {
  it('says "of 10,000+" when more invoices match than the list counts (totalExact: false)', async () => {
    // 10,050 invoices in the mock's store: the list counts up to 10,000 and says so
    const invoices = getDb().invoices;
    const [first] = invoices;
    if (!first) throw new Error('seed invoices');
    for (let i = 0; i < 10_050; i += 1) invoices.push({ ...first, id: 100_000 + i });
    renderInvoice(<InvoiceListPage search={base} onSearchChange={vi.fn()} />);
    // the numbers are isolated in their own elements (bdi): match the footer's whole text
    const footer = await screen.findAllByText((_, element) => element?.textContent === '1–10 of 10,000+', undefined, { timeout: 8000 });
    expect(footer.length).toBeGreaterThan(0);
  });
});
