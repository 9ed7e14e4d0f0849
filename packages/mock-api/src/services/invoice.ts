import {
  amountDue,
  computeTotals,
  fromMinor,
  invoiceTotals,
  INVOICE_CLIENTS_LIMIT,
  invoiceInputSchema,
  invoicePaymentSchema,
  sendInvoiceSchema,
  type Invoice,
  type InvoiceStats,
  type InvoiceClient,
  type InvoiceDetailResponse,
  type InvoicesQuery,
  type InvoicesResponse,
} from '@atrium/api';
import { addDaysIso, filterByQuery, todayIso } from '@atrium/core';
import type { Db } from '../seed';
import { equalsFilter, newestFirst, nextId, notFound, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

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
      totalDue: `$${fromMinor(amountDue(invoiceTotals(invoice))).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
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

/** Stat cards: distinct clients, count, money received (total − balance) and still owed. */
export function invoiceStats(db: Db): InvoiceStats {
  let paid = 0;
  let unpaid = 0;
  for (const invoice of db.invoices) {
    const totals = invoiceTotals(invoice);
    paid += totals.paid;
    unpaid += amountDue(totals);
  }
  return {
    clients: new Set(db.invoices.map((i) => i.client.companyEmail.toLowerCase())).size,
    invoices: db.invoices.length,
    paid: fromMinor(paid),
    unpaid: fromMinor(unpaid),
  };
}

/** Status after the balance changed: nothing owed is Paid, something paid is Partial Payment. */
function statusFor(totalMinor: number, balanceMinor: number, previous: Invoice['invoiceStatus']): Invoice['invoiceStatus'] {
  if (balanceMinor <= 0) return 'Paid';
  if (balanceMinor < totalMinor) return 'Partial Payment';
  return previous === 'Paid' || previous === 'Partial Payment' ? 'Sent' : previous;
}

/** Builds the stored fields from a validated body: total and balance from the lines, in cents. */
function fromInput(input: ReturnType<typeof invoiceInputSchema.parse>, paidMinor: number) {
  const { total, balance } = computeTotals(input.items, input.discountBasisPoints, input.taxBasisPoints, paidMinor);
  return {
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    client: input.client,
    service: input.items[0]?.description ?? '',
    items: input.items,
    discountBasisPoints: input.discountBasisPoints,
    taxBasisPoints: input.taxBasisPoints,
    note: input.note,
    salesperson: input.salesperson,
    totalMinor: total,
    balanceMinor: balance,
  };
}

/** POST: a new Draft invoice with the next id; nothing is paid yet, so balance = total. */
export function addInvoice(db: Db, body: unknown): Outcome<Invoice> {
  const parsed = validate(invoiceInputSchema, body);
  if (!parsed.ok) return parsed;
  const { totalMinor, balanceMinor, ...fields } = fromInput(parsed.value, 0);
  const invoice: Invoice = { id: nextId(db.invoices), ...fields, total: fromMinor(totalMinor), balance: fromMinor(balanceMinor), avatar: '', invoiceStatus: 'Draft' };
  db.invoices.push(invoice);
  return ok(invoice);
}

/** PUT: replaces the content; what was already paid stays paid, so the balance moves with the total. */
export function updateInvoice(db: Db, id: number | undefined, body: unknown): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const parsed = validate(invoiceInputSchema, body);
  if (!parsed.ok) return parsed;
  const { totalMinor, balanceMinor, ...fields } = fromInput(parsed.value, invoiceTotals(invoice).paid);
  Object.assign(invoice, fields, {
    total: fromMinor(totalMinor),
    balance: fromMinor(balanceMinor),
    invoiceStatus: statusFor(totalMinor, balanceMinor, invoice.invoiceStatus),
  });
  return ok(invoice);
}

/** A payment lowers the balance (it may go negative: an overpayment is a credit). */
export function addInvoicePayment(db: Db, id: number | undefined, body: unknown): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const parsed = validate(invoicePaymentSchema, body);
  if (!parsed.ok) return parsed;
  const { total, balance } = invoiceTotals(invoice, parsed.value.amountMinor);
  invoice.balance = fromMinor(balance);
  invoice.invoiceStatus = statusFor(total, balance, invoice.invoiceStatus);
  return ok(invoice);
}

/** A copy with the next id, issued today, unpaid, as a Draft. */
export function duplicateInvoice(db: Db, id: number | undefined): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const days = Math.max(0, (Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / 86_400_000);
  const issued = todayIso();
  const copy: Invoice = {
    ...structuredClone(invoice),
    id: nextId(db.invoices),
    issuedDate: issued,
    dueDate: addDaysIso(issued, Math.round(days)),
    balance: invoice.total,
    invoiceStatus: 'Draft',
  };
  db.invoices.push(copy);
  return ok(copy);
}

/** Sending marks a Draft (or Downloaded) invoice as Sent; paid ones keep their status. */
export function sendInvoice(db: Db, id: number | undefined, body: unknown): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const parsed = validate(sendInvoiceSchema, body);
  if (!parsed.ok) return parsed;
  if (invoice.invoiceStatus === 'Draft' || invoice.invoiceStatus === 'Downloaded') invoice.invoiceStatus = 'Sent';
  return ok(invoice);
}
