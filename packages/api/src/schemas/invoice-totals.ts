// An invoice's lines and money, from the stored record. Seeded invoices carry only a service and
// a total, so they read as one line of that service; invoices saved by the editor keep their
// lines. What was paid is what the stored total and balance say; everything else is computed by
// computeTotals (money.ts), so the list, the preview, the PDF and the API agree to the cent.
import { computeTotals, fromMinor, toMinor, type InvoiceTotals } from '../money';
import type { Invoice, InvoiceItem, PaymentDetails } from './invoice';

type InvoiceMoney = Pick<Invoice, 'service' | 'total' | 'balance' | 'items' | 'discountBasisPoints' | 'taxBasisPoints'>;

export function invoiceLines(invoice: InvoiceMoney): InvoiceItem[] {
  if (invoice.items && invoice.items.length > 0) return invoice.items;
  return [{ description: invoice.service, details: '', unitPriceMinor: toMinor(invoice.total), quantity: 1 }];
}

/** Cents received so far: the stored total minus the stored balance. */
export function invoicePaidMinor(invoice: Pick<Invoice, 'total' | 'balance'>): number {
  return toMinor(invoice.total) - toMinor(invoice.balance);
}

/** Subtotal, discount, tax, total, paid and balance of a stored invoice, in cents. */
export function invoiceTotals(invoice: InvoiceMoney, extraPaidMinor = 0): InvoiceTotals {
  return computeTotals(invoiceLines(invoice), invoice.discountBasisPoints ?? 0, invoice.taxBasisPoints ?? 0, invoicePaidMinor(invoice) + extraPaidMinor);
}

/** What the client still has to pay (never below zero; an overpayment is a credit, not a debt). */
export function amountDue(totals: Pick<InvoiceTotals, 'balance'>): number {
  return Math.max(totals.balance, 0);
}

/**
 * An invoice's status after its balance moved (a payment, or new lines): nothing owed is Paid,
 * something paid is Partial Payment; an invoice that owes everything again leaves Paid and
 * Partial Payment for Sent, and keeps any other status.
 */
export function invoiceStatusAfterBalance(totalMinor: number, balanceMinor: number, previous: Invoice['invoiceStatus']): Invoice['invoiceStatus'] {
  if (balanceMinor <= 0) return 'Paid';
  if (balanceMinor < totalMinor) return 'Partial Payment';
  return previous === 'Paid' || previous === 'Partial Payment' ? 'Sent' : previous;
}

/** Sending marks a Draft (or Downloaded) invoice as Sent; the others keep their status. */
export function invoiceStatusAfterSend(previous: Invoice['invoiceStatus']): Invoice['invoiceStatus'] {
  return previous === 'Draft' || previous === 'Downloaded' ? 'Sent' : previous;
}

/** Whole days between issue and due date (never negative): a duplicate issued today keeps its terms. */
export function invoiceTermDays(invoice: Pick<Invoice, 'issuedDate' | 'dueDate'>): number {
  return Math.round(Math.max(0, (Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / 86_400_000));
}

// one formatter for every call: `toLocaleString` with options builds a new Intl.NumberFormat each
// time, which a server answering every invoice detail pays for on each request
const DUE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

/** The detail page's payment box: derived, not stored (the bank details are the same demo values for every invoice). */
export function invoicePaymentDetails(invoice: InvoiceMoney & Pick<Invoice, 'id' | 'client'>): PaymentDetails {
  return {
    totalDue: `$${DUE_FORMAT.format(fromMinor(amountDue(invoiceTotals(invoice))))}`,
    bankName: 'American Bank',
    country: invoice.client.country,
    iban: `ETD95476${String(invoice.id).padStart(9, '0')}`,
    swiftCode: 'BR91905',
  };
}
