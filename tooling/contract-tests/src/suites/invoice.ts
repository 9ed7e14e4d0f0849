// Invoices: list (search, status, date range, sorting, paging), detail, stats, clients, and every
// write with its 400 (nothing written) and §8 404s.
import { API_PATHS, buildPath, invoicesResponseSchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type InvoiceInput } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, expectSorted, ids, readBack } from './expect';

const body: InvoiceInput = {
  issuedDate: '2025-06-01',
  dueDate: '2025-06-30',
  client: { name: 'Ada Lovelace', company: 'Engines Ltd', companyEmail: 'ada@engines.test', address: '1 Analytical St', country: 'UK', contact: '+44 1' },
  items: [
    { description: 'Design', unitPriceMinor: 10_010, quantity: 3 },
    { description: 'Hosting', unitPriceMinor: 1_999, quantity: 1 },
  ],
  discountBasisPoints: 1_000,
  taxBasisPoints: 2_000,
  note: 'Thanks',
};
const ALL = `${API_PATHS.invoices}?itemsPerPage=100`;
const NOT_FOUND = 'No invoice found with this id';

export function invoiceSuite(api: GetApi): void {
  describe('invoices', () => {
    startsSeeded(api, ['invoice']);
    it('GET list: 36 invoices (4987 to 5036), newest first, 10 a page', async () => {
      const res = await api().client().getInvoices();
      expect(res.totalInvoices).toBe(36);
      expect(res.invoices).toHaveLength(10);
      expect(res.invoices[0]?.id).toBe(5036);
      const all = await api().client().getInvoices({ itemsPerPage: 100 });
      const sorted = [...ids(all.invoices)].sort((a, b) => a - b);
      expect(new Set(sorted).size).toBe(36);
      expect([sorted[0], sorted.at(-1)]).toEqual([4987, 5036]);
      expect(ids(all.invoices).slice(0, 10)).toEqual(ids(res.invoices));
      expect(ids((await api().client().getInvoices({ page: 4, itemsPerPage: 10 })).invoices)).toEqual(ids(all.invoices).slice(30));
    });

    it('q matches client name, email or id; status and selectedDateRange filter', async () => {
      const c = api().client();
      const all = (await c.getInvoices({ itemsPerPage: 100 })).invoices;
      const target = all[4];
      if (!target) throw new Error('invoices');
      expect(ids((await c.getInvoices({ q: String(target.id) })).invoices)).toContain(target.id);
      expect(ids((await c.getInvoices({ q: target.client.companyEmail.toUpperCase() })).invoices)).toContain(target.id);
      expect(ids((await c.getInvoices({ q: target.client.name })).invoices)).toContain(target.id);
      const paid = await c.getInvoices({ status: 'Paid', itemsPerPage: 100 });
      expect(paid.totalInvoices).toBe(all.filter((i) => i.invoiceStatus === 'Paid').length);
      expect(paid.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
      const dates = all.map((i) => i.issuedDate).sort();
      const start = dates[5] ?? '';
      const end = dates[20] ?? '';
      const res = await api().call('GET', `${API_PATHS.invoices}?itemsPerPage=100&selectedDateRange[start]=${start}&selectedDateRange[end]=${end}`);
      const ranged = invoicesResponseSchema.parse(res.json);
      expect(ranged.invoices.every((i) => i.issuedDate >= start && i.issuedDate <= end)).toBe(true);
      expect(ranged.totalInvoices).toBe(dates.filter((d) => d >= start && d <= end).length);
    });

    it('sorts by client, total, id, date and balance, both ways', async () => {
      const c = api().client();
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'client' | 'total' | 'id' | 'date' | 'balance') => (await c.getInvoices({ sortBy, orderBy, itemsPerPage: 100 })).invoices;
        expectSorted((await list('client')).map((i) => i.client.name), orderBy, 'client');
        expectSorted((await list('total')).map((i) => i.total), orderBy, 'total');
        expectSorted((await list('id')).map((i) => i.id), orderBy, 'id');
        expectSorted((await list('date')).map((i) => i.issuedDate), orderBy, 'date');
        expectSorted((await list('balance')).map((i) => i.balance), orderBy, 'balance');
      }
    });

    it('a keyset cursor (after = nextCursor) walks any sort through the rows of one big page; a bad or foreign cursor is 400', async () => {
      const c = api().client();
      for (const [sortBy, orderBy] of [[undefined, undefined], ['client', 'asc'], ['total', 'desc'], ['date', 'asc'], ['balance', 'desc']] as const) {
        const all = ids((await c.getInvoices({ sortBy, orderBy, itemsPerPage: 100 })).invoices);
        const walked: number[] = [];
        let after: string | undefined;
        for (let page = 0; page < 20; page += 1) {
          const res = await c.getInvoices({ sortBy, orderBy, itemsPerPage: 8, ...(after === undefined ? {} : { after }) });
          walked.push(...ids(res.invoices));
          if (res.nextCursor === undefined) break;
          after = res.nextCursor;
        }
        expect(walked, `${sortBy} ${orderBy}`).toEqual(all);
      }
      expect((await c.getInvoices({ itemsPerPage: 100 })).nextCursor).toBeUndefined();
      const { nextCursor } = await c.getInvoices({ sortBy: 'total', orderBy: 'desc', itemsPerPage: 5 });
      expect(nextCursor).toEqual(expect.any(String));
      for (const query of ['after=not-a-cursor', `sortBy=client&orderBy=desc&after=${encodeURIComponent(nextCursor ?? '')}`]) {
        expectFieldErrors(await api().call('GET', `${API_PATHS.invoices}?${query}`), ['after']);
      }
    });

    it('GET detail answers invoice and paymentDetails; a missing one is 404 "No invoice found with this id" (§8)', async () => {
      const res = await api().client().getInvoice(4987);
      expect(res.invoice.id).toBe(4987);
      expect(res.paymentDetails.bankName).not.toBe('');
      for (const path of [buildPath(API_PATHS.invoice, { id: 1 }), buildPath(API_PATHS.invoice, { id: 'abc' })]) {
        const missing = await api().call('GET', path);
        expect(missing.status).toBe(404);
        expect(missing.json).toBe(NOT_FOUND);
      }
    });

    it('clients: the first 5; stats sum money over every invoice', async () => {
      const c = api().client();
      const all = (await c.getInvoices({ itemsPerPage: 100 })).invoices;
      const clients = await c.getInvoiceClients();
      expect(clients).toHaveLength(5);
      const stats = await c.getInvoiceStats();
      expect(stats.invoices).toBe(36);
      expect(stats.unpaid).toBeCloseTo(all.reduce((s, i) => s + Math.max(i.balance, 0), 0), 6);
      expect(stats.paid).toBeCloseTo(all.reduce((s, i) => s + i.total - i.balance, 0), 6);
    });

    it('POST creates a Draft with totals computed in cents, listed first and readable', async () => {
      const count = (await api().client().getInvoiceStats()).invoices;
      const created = await api().client().addInvoice(body);
      // subtotal 320.29, discount 32.03, tax 20 % of 288.26 = 57.65 → 345.91
      expect(created).toMatchObject({ total: 345.91, balance: 345.91, invoiceStatus: 'Draft', service: 'Design' });
      expect(created.id).toBeGreaterThan(5036);
      expect((await api().client().getInvoices()).invoices[0]?.id).toBe(created.id);
      expect((await api().client().getInvoice(created.id)).invoice.items).toHaveLength(2);
      expect((await api().client().getInvoiceStats()).invoices).toBe(count + 1);
    });

    it('POST and PUT reject bad bodies with field errors and write nothing', async () => {
      const id = (await api().client().getInvoices()).invoices[3]?.id ?? 0;
      const before = await readBack(api(), [ALL, buildPath(API_PATHS.invoice, { id })]);
      expectFieldErrors(await api().call('POST', API_PATHS.invoices, { ...body, items: [], client: { ...body.client, companyEmail: 'nope' }, dueDate: '2025-01-01' }), [
        'items',
        'client.companyEmail',
      ]);
      expectFieldErrors(await api().call('POST', API_PATHS.invoices, { ...body, dueDate: '2025-05-01' }), ['dueDate']);
      expect((await api().call('POST', API_PATHS.invoices, undefined, { rawBody: '{' })).status).toBe(400);
      expectFieldErrors(await api().call('PUT', buildPath(API_PATHS.invoice, { id }), { ...body, items: [{ description: '', unitPriceMinor: -1, quantity: 0 }] }), ['items.0.description']);
      expectFieldErrors(await api().call('POST', buildPath(API_PATHS.invoicePayments, { id }), { amountMinor: 0, date: '2025-06-03', method: 'Cash' }), ['amountMinor']);
      expectFieldErrors(await api().call('POST', buildPath(API_PATHS.invoiceSend, { id }), { to: 'nope', subject: '' }), ['to', 'subject']);
      expect(await readBack(api(), [ALL, buildPath(API_PATHS.invoice, { id })])).toBe(before);
    });

    it('PUT keeps what was paid: the balance moves with the new total; an unknown id is the §8 404', async () => {
      const all = (await api().client().getInvoices({ itemsPerPage: 100 })).invoices;
      const invoice = all.find((i) => i.balance > 0 && i.balance < i.total);
      if (!invoice) throw new Error('the seed has a partly paid invoice');
      const paid = Math.round(invoice.total * 100) - Math.round(invoice.balance * 100);
      const updated = await api().client().updateInvoice(invoice.id, { ...body, items: [{ description: 'One', unitPriceMinor: paid + 500, quantity: 1 }], discountBasisPoints: 0, taxBasisPoints: 0 });
      expect(updated).toMatchObject({ id: invoice.id, total: (paid + 500) / 100, balance: 5, invoiceStatus: 'Partial Payment' });
      expect((await api().client().getInvoice(invoice.id)).invoice).toMatchObject({ total: (paid + 500) / 100, balance: 5 });
      const res = await api().call('PUT', buildPath(API_PATHS.invoice, { id: 1 }), body);
      expect(res.status).toBe(404);
      expect(res.json).toBe(NOT_FOUND);
    });

    it('PUT with the version it read moves the version; from an older one it is a 409 { message, version } and writes nothing', async () => {
      const created = await api().client().addInvoice(body);
      expect(created.version).toBe(1);
      const path = buildPath(API_PATHS.invoice, { id: created.id });
      const mine = await api().call('PUT', path, { ...body, note: 'first editor', version: created.version });
      expect(mine.status).toBe(200);
      expect(mine.json).toMatchObject({ note: 'first editor', version: created.version + 1 });
      const theirs = await api().call('PUT', path, { ...body, note: 'second editor', version: created.version });
      expect(theirs.status).toBe(STALE_WRITE_STATUS);
      expect(theirs.json).toEqual({ message: STALE_WRITE_MESSAGE, version: created.version + 1 });
      expect((await api().client().getInvoice(created.id)).invoice).toMatchObject({ note: 'first editor', version: created.version + 1 });
      // without a version the edit applies (last write wins); a payment moves the version too
      expect((await api().call('PUT', path, { ...body, note: 'blind' })).json).toMatchObject({ note: 'blind', version: created.version + 2 });
      const paid = await api().client().addInvoicePayment(created.id, { amountMinor: 100, date: '2025-06-02', method: 'Cash' });
      expect(paid.version).toBe(created.version + 3);
    });

    it('payments lower the balance; paying all makes it Paid; overpaying leaves a credit', async () => {
      const created = await api().client().addInvoice(body);
      const partial = await api().client().addInvoicePayment(created.id, { amountMinor: 10_000, date: '2025-06-02', method: 'Cash' });
      expect(partial).toMatchObject({ balance: 245.91, invoiceStatus: 'Partial Payment' });
      const paid = await api().client().addInvoicePayment(created.id, { amountMinor: 25_000, date: '2025-06-03', method: 'Paypal' });
      expect(paid).toMatchObject({ balance: -4.09, invoiceStatus: 'Paid' });
      expect((await api().call('POST', buildPath(API_PATHS.invoicePayments, { id: 1 }), { amountMinor: 100, date: '2025-06-03', method: 'Cash' })).status).toBe(404);
    });

    it('duplicate copies as an unpaid Draft with a new id; send marks it Sent; unknown ids are 404', async () => {
      const sourceId = (await api().client().getInvoices()).invoices[0]?.id ?? 0;
      const source = (await api().client().getInvoice(sourceId)).invoice;
      const copy = await api().client().duplicateInvoice(source.id);
      expect(copy).toMatchObject({ client: source.client, total: source.total, balance: source.total, invoiceStatus: 'Draft' });
      expect(copy.id).toBeGreaterThan(Math.max(sourceId, 5036));
      const sent = await api().client().sendInvoice(copy.id, { to: 'a@b.test', subject: 'Invoice' });
      expect(sent.invoiceStatus).toBe('Sent');
      expect((await api().call('POST', buildPath(API_PATHS.invoiceDuplicate, { id: 9 }))).status).toBe(404);
      expect((await api().call('POST', buildPath(API_PATHS.invoiceSend, { id: 9 }), { to: 'a@b.test', subject: 'x' })).status).toBe(404);
    });

    it('DELETE answers 204, then 404 { error: "Something went wrong" } (§8)', async () => {
      const total = (await api().client().getInvoices()).totalInvoices;
      const path = buildPath(API_PATHS.invoice, { id: 5036 });
      expect((await api().call('DELETE', path)).status).toBe(204);
      expect((await api().client().getInvoices()).totalInvoices).toBe(total - 1);
      expect((await api().call('GET', path)).status).toBe(404);
      const again = await api().call('DELETE', path);
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ error: 'Something went wrong' });
    });
  });
}
