// A real PDF of an invoice, drawn with jsPDF in the browser. jsPDF is imported on demand so it
// stays out of every page's initial JavaScript. Its built-in fonts cover Latin text only, so the
// document is always written in English (the labels come from the English locale).
import { amountDue, invoiceLines, invoiceTotals, type InvoiceDetailResponse } from '@atrium/api';
import { formatMoney } from '@atrium/i18n';
import { CURRENCY } from '../lib/i18n';
import en from '../locales/en.json';

const pdfText = en.pdf;
const money = (cents: number) => formatMoney(cents / 100, CURRENCY, 'en');

/** Builds the PDF; resolves to its bytes (a Blob starting with %PDF). */
export async function createInvoicePdf({ invoice, paymentDetails }: InvoiceDetailResponse): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = 48;
  const right = doc.internal.pageSize.getWidth() - 48;
  let y = 64;

  doc.setFont('helvetica', 'bold').setFontSize(20).text(pdfText.company, left, y);
  doc.setFontSize(14).text(`${pdfText.invoice} #${invoice.id}`, right, y, { align: 'right' });
  doc.setFont('helvetica', 'normal').setFontSize(10);
  y += 18;
  for (const line of [pdfText.address1, pdfText.address2, pdfText.phone]) {
    doc.text(line, left, y);
    y += 14;
  }
  doc.text(`${pdfText.issued}: ${invoice.issuedDate}`, right, y - 28, { align: 'right' });
  doc.text(`${pdfText.due}: ${invoice.dueDate}`, right, y - 14, { align: 'right' });

  y += 16;
  doc.setFont('helvetica', 'bold').text(pdfText.invoiceTo, left, y);
  doc.text(pdfText.billTo, right - 200, y);
  doc.setFont('helvetica', 'normal');
  const totals = invoiceTotals(invoice);
  // each client field wraps inside its own column, so a long address never runs into the bank
  // details and a phone number always sits on its own line of the client column
  const clientWidth = right - 200 - left - 16;
  const client = [invoice.client.name, invoice.client.company, invoice.client.address, invoice.client.country, invoice.client.contact, invoice.client.companyEmail].flatMap(
    (field) => doc.splitTextToSize(field, clientWidth) as string[],
  );
  const bank = [
    `${pdfText.totalDue}: ${money(amountDue(totals))}`,
    `${pdfText.bankName}: ${paymentDetails.bankName}`,
    `${pdfText.country}: ${paymentDetails.country}`,
    `IBAN: ${paymentDetails.iban}`,
    `SWIFT: ${paymentDetails.swiftCode}`,
  ];
  for (let i = 0; i < Math.max(client.length, bank.length); i += 1) {
    y += 14;
    doc.text(client[i] ?? '', left, y);
    doc.text(bank[i] ?? '', right - 200, y);
  }

  y += 30;
  const cols = [left, right - 220, right - 130, right];
  doc.setFont('helvetica', 'bold');
  doc.text(pdfText.item, cols[0] ?? left, y);
  doc.text(pdfText.cost, cols[1] ?? left, y, { align: 'right' });
  doc.text(pdfText.qty, cols[2] ?? left, y, { align: 'right' });
  doc.text(pdfText.price, cols[3] ?? right, y, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.line(left, y + 6, right, y + 6);
  for (const line of invoiceLines(invoice)) {
    y += 20;
    doc.text(doc.splitTextToSize(line.description, 250) as string[], cols[0] ?? left, y);
    doc.text(money(line.unitPriceMinor), cols[1] ?? left, y, { align: 'right' });
    doc.text(String(line.quantity), cols[2] ?? left, y, { align: 'right' });
    doc.text(money(line.unitPriceMinor * line.quantity), cols[3] ?? right, y, { align: 'right' });
  }
  doc.line(left, y + 8, right, y + 8);

  // the same lines as the preview's totals: no zero discount; Paid and Total due once paid
  const rows: Array<[string, number]> = [[pdfText.subtotal, totals.subtotal]];
  if (totals.discount !== 0) rows.push([pdfText.discount, -totals.discount]);
  rows.push([pdfText.tax, totals.tax], [pdfText.total, totals.total]);
  if (totals.paid !== 0) {
    rows.push([pdfText.paid, -totals.paid], [pdfText.totalDue, amountDue(totals)]);
    if (totals.balance < 0) rows.push([pdfText.credit, -totals.balance]);
  }
  for (const [label, value] of rows) {
    y += 18;
    doc.text(label, right - 130, y);
    doc.text(money(value), right, y, { align: 'right' });
  }
  if (invoice.note) {
    y += 30;
    doc.setFont('helvetica', 'bold').text(`${pdfText.note}:`, left, y);
    doc.setFont('helvetica', 'normal').text(doc.splitTextToSize(invoice.note, right - left - 40) as string[], left + 40, y);
  }
  return doc.output('blob');
}

/** Generates and saves `invoice-<id>.pdf` through a temporary link (no window.open pop-up). */
export async function downloadInvoicePdf(detail: InvoiceDetailResponse): Promise<void> {
  const blob = await createInvoicePdf(detail);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${detail.invoice.id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
