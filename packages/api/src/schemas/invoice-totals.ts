// An invoice's lines and money, from the stored record. Seeded invoices carry only a service and
// a total, so they read as one line of that service; invoices saved by the editor keep their
// lines. What was paid is what the stored total and balance say; everything else is computed by
// computeTotals (money.ts), so the list, the preview, the PDF and the API agree to the cent.
import { computeTotals, toMinor, type InvoiceTotals } from '../money';
import type { Invoice, InvoiceItem } from './invoice';

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
