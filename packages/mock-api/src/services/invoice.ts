import {
  invoicePaidNotice,
  amountDue,
  computeTotals,
  fromMinor,
  invoicePaymentDetails,
  invoiceStatusAfterBalance,
  invoiceStatusAfterSend,
  invoiceTermDays,
  invoiceTotals,
  INVOICE_CLIENTS_LIMIT,
  LIST_TOTAL_EXACT_LIMIT,
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
import type { Db } from '@atrium/fixtures';
import { notifyAdmins } from './notifications';
import { equalsFilter, keysetPage, newestFirst, nextId, notFound, ok, validate, type Outcome, type SortKeys } from './common';

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

/** The invoice list's page (by `page` or by the keyset cursor `after`); undefined: `after` is not a cursor of this sort (a 400). */
export function listInvoices(db: Db, query: InvoicesQuery): InvoicesResponse | undefined {
  const { start, end } = query.selectedDateRange;
  const filtered = filterByQuery(newestFirst(db.invoices), query.q, (i) => [i.client.name, i.client.companyEmail, i.id]).filter(
    (i) =>
      equalsFilter(query.status, i.invoiceStatus) &&
      (start === undefined || i.issuedDate >= start) &&
      (end === undefined || i.issuedDate <= end),
  );
  const page = keysetPage(filtered, INVOICE_SORT, query);
  if (page === 'invalid') return undefined;
  // the count rule of every list (decision 0020): exact up to the limit, then marked as a lower bound
  const exact = filtered.length <= LIST_TOTAL_EXACT_LIMIT;
  return {
    invoices: page.items,
    totalInvoices: exact ? filtered.length : LIST_TOTAL_EXACT_LIMIT,
    ...(exact ? {} : { totalExact: false }),
    ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }),
  };
}

export function getInvoice(db: Db, id: number | undefined): InvoiceDetailResponse | undefined {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return undefined;
  return { invoice, paymentDetails: invoicePaymentDetails(invoice) };
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

/** Builds the stored fields from a validated body: total and balance from the lines, in cents. */
function fromInput(input: ReturnType<typeof invoiceInputSchema.parse>, paidMinor: number) {
  // `version` is the edit's precondition, not a field of the invoice
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
  const invoice: Invoice = { id: nextId(db.invoices), ...fields, total: fromMinor(totalMinor), balance: fromMinor(balanceMinor), avatar: '', invoiceStatus: 'Draft', version: 1 };
  db.invoices.push(invoice);
  return ok(invoice);
}

/** PUT: replaces the content; what was already paid stays paid, so the balance moves with the total. */
export function updateInvoice(db: Db, id: number | undefined, body: unknown): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const parsed = validate(invoiceInputSchema, body);
  if (!parsed.ok) return parsed;
  // an edit that started from an older version would undo someone else's change: refused
  if (parsed.value.version !== undefined && parsed.value.version !== invoice.version) return { ok: false, reason: 'stale', version: invoice.version };
  const { totalMinor, balanceMinor, ...fields } = fromInput(parsed.value, invoiceTotals(invoice).paid);
  Object.assign(invoice, fields, {
    total: fromMinor(totalMinor),
    balance: fromMinor(balanceMinor),
    invoiceStatus: invoiceStatusAfterBalance(totalMinor, balanceMinor, invoice.invoiceStatus),
    version: invoice.version + 1,
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
  const was = invoice.invoiceStatus;
  invoice.balance = fromMinor(balance);
  invoice.invoiceStatus = invoiceStatusAfterBalance(total, balance, invoice.invoiceStatus);
  invoice.version += 1;
  // the payment that clears the balance tells the administrators (decision 0026)
  if (invoice.invoiceStatus === 'Paid' && was !== 'Paid') notifyAdmins(db, 'invoicePaid', invoicePaidNotice(invoice));
  return ok(invoice);
}

/** A copy with the next id, issued today, unpaid, as a Draft. */
export function duplicateInvoice(db: Db, id: number | undefined): Outcome<Invoice> {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) return notFound;
  const issued = todayIso();
  const copy: Invoice = {
    ...structuredClone(invoice),
    id: nextId(db.invoices),
    issuedDate: issued,
    dueDate: addDaysIso(issued, invoiceTermDays(invoice)),
    balance: invoice.total,
    invoiceStatus: 'Draft',
    version: 1,
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
  const next = invoiceStatusAfterSend(invoice.invoiceStatus);
  if (next !== invoice.invoiceStatus) {
    invoice.invoiceStatus = next;
    invoice.version += 1;
  }
  return ok(invoice);
}
