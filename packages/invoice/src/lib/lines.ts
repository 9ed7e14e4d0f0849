// An invoice's lines and totals for display. Seeded invoices carry only a service and a total,
// so they read as one line of that service; invoices saved by the editor keep their lines.
import { computeTotals, toMinor, type Invoice, type InvoiceItem, type InvoiceTotals } from '@atrium/api';

export function invoiceLines(invoice: Invoice): InvoiceItem[] {
  if (invoice.items && invoice.items.length > 0) return invoice.items;
  return [{ description: invoice.service, details: '', unitPriceMinor: toMinor(invoice.total), quantity: 1 }];
}

export function invoiceTotals(invoice: Invoice): InvoiceTotals {
  return computeTotals(invoiceLines(invoice), invoice.discountBasisPoints ?? 0, invoice.taxBasisPoints ?? 0);
}
