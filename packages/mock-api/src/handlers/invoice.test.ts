import type { InvoicesResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/invoice (HTTP)', () => {
  it('GET clients answers the first 5 clients', async () => {
    const clients = await client.getInvoiceClients();
    expect(clients).toEqual(getDb().invoices.slice(0, 5).map((i) => i.client));
  });

  it('GET list: 36 invoices, newest first, as invoices and totalInvoices', async () => {
    const res = await client.getInvoices();
    expect(res.totalInvoices).toBe(36);
    expect(res.invoices[0]?.id).toBe(5036);
    expect(res.invoices).toHaveLength(10);
  });

  it('q matches client name, email or id', async () => {
    const target = getDb().invoices[4];
    expect((await client.getInvoices({ q: String(target?.id) })).invoices.map((i) => i.id)).toContain(target?.id);
    expect((await client.getInvoices({ q: target?.client.companyEmail.toUpperCase() ?? '' })).invoices.map((i) => i.id)).toContain(target?.id);
    expect((await client.getInvoices({ q: target?.client.name ?? '' })).invoices.map((i) => i.id)).toContain(target?.id);
  });

  it('status and selectedDateRange filter', async () => {
    const paid = await client.getInvoices({ status: 'Paid', itemsPerPage: 100 });
    expect(paid.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
    const dates = getDb().invoices.map((i) => i.issuedDate).sort();
    const start = dates[5] ?? '';
    const end = dates[20] ?? '';
    const res = await call('GET', `/api/apps/invoice?itemsPerPage=100&selectedDateRange[start]=${start}&selectedDateRange[end]=${end}`);
    const body = res.json as InvoicesResponse;
    expect(body.invoices.every((i) => i.issuedDate >= start && i.issuedDate <= end)).toBe(true);
    expect(body.totalInvoices).toBe(dates.filter((d) => d >= start && d <= end).length);
    const viaClient = await client.getInvoices({ selectedDateRange: { start, end }, itemsPerPage: 100 });
    expect(viaClient.totalInvoices).toBe(body.totalInvoices);
  });

  it('sorts total and balance numerically', async () => {
    const balances = (await client.getInvoices({ sortBy: 'balance', itemsPerPage: 100 })).invoices.map((i) => i.balance);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    expect(balances[0]).toBeLessThan(0);
    const totals = (await client.getInvoices({ sortBy: 'total', orderBy: 'desc', itemsPerPage: 100 })).invoices.map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('GET /invoice/{id} answers invoice and paymentDetails', async () => {
    const res = await client.getInvoice(4987);
    expect(res.invoice.id).toBe(4987);
    expect(res.paymentDetails.bankName).toBeTruthy();
  });

  it('a missing invoice answers 404 "No invoice found with this id" (§8)', async () => {
    const res = await call('GET', '/api/apps/invoice/1');
    expect(res.status).toBe(404);
    expect(res.json).toBe('No invoice found with this id');
  });

  it('DELETE answers 204, then 404 { error: "Something went wrong" } (§8)', async () => {
    expect((await call('DELETE', '/api/apps/invoice/5036')).status).toBe(204);
    expect((await client.getInvoices()).totalInvoices).toBe(35);
    const res = await call('DELETE', '/api/apps/invoice/5036');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Something went wrong' });
  });
});
