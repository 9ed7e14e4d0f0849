import type { InvoiceInput } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

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

describe('@atrium/mock-api/invoice mutations (HTTP)', () => {
  it('POST creates a Draft with the next id and totals computed in cents', async () => {
    const created = await client.addInvoice(body);
    // subtotal 320.29, discount 32.03 (half-up of 32.029), tax 20 % of 288.26 = 57.65 → 345.91
    expect(created).toMatchObject({ id: 5037, total: 345.91, balance: 345.91, invoiceStatus: 'Draft', service: 'Design' });
    expect((await client.getInvoices()).invoices[0]?.id).toBe(5037);
    expect((await client.getInvoice(5037)).invoice.items).toHaveLength(2);
  });

  it('POST rejects a bad body with field errors and changes nothing', async () => {
    const before = snapshotDb();
    const res = await call('POST', '/api/apps/invoice', { ...body, items: [], client: { ...body.client, companyEmail: 'nope' }, dueDate: '2025-01-01' });
    expect(res.status).toBe(400);
    const errors = (res.json as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['items', 'client.companyEmail']));
    expect(snapshotDb()).toBe(before);
    expect((await call('POST', '/api/apps/invoice', undefined, { rawBody: '{' })).status).toBe(400);
  });

  it('PUT keeps what was paid: the balance moves with the new total', async () => {
    const invoice = getDb().invoices.find((i) => i.balance > 0 && i.balance < i.total);
    if (!invoice) throw new Error('seed has a partly paid invoice');
    const paid = Math.round(invoice.total * 100) - Math.round(invoice.balance * 100);
    const updated = await client.updateInvoice(invoice.id, { ...body, items: [{ description: 'One', unitPriceMinor: paid + 500, quantity: 1 }], discountBasisPoints: 0, taxBasisPoints: 0 });
    expect(updated.total).toBe((paid + 500) / 100);
    expect(updated.balance).toBe(5);
    expect(updated.invoiceStatus).toBe('Partial Payment');
  });

  it('PUT on an unknown id is the §8 404', async () => {
    const res = await call('PUT', '/api/apps/invoice/1', body);
    expect(res.status).toBe(404);
    expect(res.json).toBe('No invoice found with this id');
  });

  it('a payment lowers the balance; paying it all makes it Paid; overpaying leaves a credit', async () => {
    const created = await client.addInvoice(body);
    const partial = await client.addInvoicePayment(created.id, { amountMinor: 10_000, date: '2025-06-02', method: 'Cash' });
    expect(partial).toMatchObject({ balance: 245.91, invoiceStatus: 'Partial Payment' });
    const paid = await client.addInvoicePayment(created.id, { amountMinor: 25_000, date: '2025-06-03', method: 'Paypal' });
    expect(paid).toMatchObject({ balance: -4.09, invoiceStatus: 'Paid' });
    expect((await call('POST', `/api/apps/invoice/${created.id}/payments`, { amountMinor: 0, date: '2025-06-03', method: 'Cash' })).status).toBe(400);
  });

  it('duplicate copies with the next id as an unpaid Draft; send marks a Draft as Sent', async () => {
    const source = getDb().invoices[0];
    if (!source) throw new Error('seed has invoices');
    const copy = await client.duplicateInvoice(source.id);
    expect(copy).toMatchObject({ id: 5037, client: source.client, total: source.total, balance: source.total, invoiceStatus: 'Draft' });
    const sent = await client.sendInvoice(copy.id, { to: 'a@b.test', subject: 'Invoice' });
    expect(sent.invoiceStatus).toBe('Sent');
    expect((await call('POST', '/api/apps/invoice/9/duplicate')).status).toBe(404);
  });

  it('stats sum paid and unpaid money over every invoice', async () => {
    const stats = await client.getInvoiceStats();
    const invoices = getDb().invoices;
    expect(stats.invoices).toBe(36);
    expect(stats.unpaid).toBeCloseTo(invoices.reduce((s, i) => s + Math.max(i.balance, 0), 0), 6);
    expect(stats.paid).toBeCloseTo(invoices.reduce((s, i) => s + i.total - i.balance, 0), 6);
  });
});
