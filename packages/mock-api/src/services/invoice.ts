import {
  INVOICE_CLIENTS_LIMIT,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetailResponse,
  type InvoicesQuery,
  type InvoicesResponse,
} from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
import { equalsFilter, newestFirst, sortAndPage, type SortKeys } from './common';

export function listInvoiceClients(db: Db): InvoiceClient[] {
  return db.invoices.slice(0, INVOICE_CLIENTS_LIMIT).map((i) => i.client);
}

const INVOICE_SORT: SortKeys<Invoice, NonNullable<InvoicesQuery['sortBy']>> = {
  client: (i) => i.client.name,
  total: (i) => i.total,
  id: (i) => i.id,
  date: (i) => i.issuedDate,
  balance: (i) => i.balance,
};

export function listInvoices(db: Db, query: InvoicesQuery): InvoicesResponse {
  const { start, end } = query.selectedDateRange;
  const filtered = filterByQuery(newestFirst(db.invoices), query.q, (i) => [i.client.name, i.client.companyEmail, i.id]).filter(
    (i) =>
      equalsFilter(query.status, i.invoiceStatus) &&
      (start === undefined || i.issuedDate >= start) &&
      (end === undefined || i.issuedDate <= end),
  );
  const page = sortAndPage(filtered, INVOICE_SORT, query);
  return { invoices: page.items, totalInvoices: filtered.length };
}

export function getInvoice(db: Db, id: number | undefined): InvoiceDetailResponse | undefined {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return undefined;
  return {
    invoice,
    // derived, not stored: the bank details are the same demo values for every invoice
    paymentDetails: {
      totalDue: `$${Math.max(invoice.balance, 0).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      bankName: 'American Bank',
      country: invoice.client.country,
      iban: `ETD95476${String(invoice.id).padStart(9, '0')}`,
      swiftCode: 'BR91905',
    },
  };
}

export function deleteInvoice(db: Db, id: number | undefined): boolean {
  const index = db.invoices.findIndex((i) => i.id === id);
  if (index === -1) return false;
  db.invoices.splice(index, 1);
  return true;
}
