// The preview and the PDF (its print) show the same money as the contract's invoiceTotals: Total, a Paid line
// for what was received, Total due that agrees with both, and no zero Discount line; data values
// are isolated from the page's direction (issue 21).
import type { InvoiceDetailResponse } from '@atrium/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from '../../test/render';
import { InvoiceDocument } from './invoice-document';

const detail: InvoiceDetailResponse = {
  invoice: {
    id: 4987,
    issuedDate: '2026-01-05',
    dueDate: '2026-02-05',
    client: { name: 'Jordan Stevenson', company: 'Hall-Robbins PLC', companyEmail: 'jordan@example.com', address: '7777 Mendez Plains', country: 'USA', contact: '(616) 865-4180' },
    service: 'Software Development',
    total: 4921,
    balance: 3225,
    avatar: '',
    invoiceStatus: 'Partial Payment',
    version: 1,
  },
  // deliberately stale: the document computes what is due, it does not trust this string
  paymentDetails: { totalDue: '$9,999.00', bankName: 'American Bank', country: 'USA', iban: 'ETD95476000004987', swiftCode: 'BR91905' },
};

describe('@atrium/invoice InvoiceDocument', () => {
  it('shows Total, Paid and a Total due that agrees, and no zero Discount line', () => {
    renderInvoice(<InvoiceDocument detail={detail} />);
    const totals = screen.getByTestId('invoice-totals');
    expect(within(totals).getByTestId('invoice-total')).toHaveTextContent('$4,921.00');
    expect(within(totals).getByTestId('invoice-paid')).toHaveTextContent('-$1,696.00');
    expect(within(totals).getByTestId('invoice-due')).toHaveTextContent('$3,225.00');
    expect(within(totals).queryByTestId('invoice-discount')).toBeNull();
    expect(totals).not.toHaveTextContent('Discount');
    const dueLines = Array.from(document.querySelectorAll('[data-invoice-sheet] p'), (p) => p.textContent);
    expect(dueLines).toContain('Total due: $3,225.00');
    expect(screen.queryByText(/9,999/)).toBeNull();
  });

  it("is issued from Atrium Retail's New York office, not the template's Brooklyn in San Diego County (issue 19)", () => {
    renderInvoice(<InvoiceDocument detail={detail} />);
    expect(screen.getByText('Atrium Retail, 220 West 34th Street, 9th floor')).toBeInTheDocument();
    expect(screen.getByText('New York, NY 10001, USA')).toBeInTheDocument();
    expect(screen.queryByText(/Brooklyn|San Diego/)).toBeNull();
  });

  it('in Arabic, the street keeps its number in front ("West 34th Street 220" read backwards)', () => {
    renderInvoice(<InvoiceDocument detail={detail} />, { language: 'ar' });
    expect(screen.getByText(/\u2066220 West 34th Street\u2069/)).toBeInTheDocument();
  });

  it('an unpaid invoice with a discount shows the discount and no Paid line', () => {
    const items = [{ description: 'Design', details: '', unitPriceMinor: 10_000, quantity: 2 }];
    renderInvoice(<InvoiceDocument detail={{ ...detail, invoice: { ...detail.invoice, items, discountBasisPoints: 1_000, total: 180, balance: 180 } }} />);
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('-$20.00');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$180.00');
    expect(screen.queryByTestId('invoice-paid')).toBeNull();
  });

  it('in Arabic, the address and the phone number are isolated (bdi), the phone left to right', () => {
    renderInvoice(<InvoiceDocument detail={detail} />, { language: 'ar' });
    const contact = screen.getByTestId('invoice-client-contact');
    const phone = contact.querySelector('bdi');
    expect(phone).toHaveTextContent('(616) 865-4180');
    expect(phone).toHaveAttribute('dir', 'ltr');
    // the line itself keeps the page's direction, so it stays in its column, aligned with the others
    expect(contact).not.toHaveAttribute('dir');
    expect(screen.getByTestId('invoice-client-address').querySelector('bdi')).toHaveTextContent('7777 Mendez Plains');
  });
});
