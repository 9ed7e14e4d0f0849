import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../money';
import type { Invoice } from './invoice';
import { amountDue, invoiceLines, invoicePaidMinor, invoicePaymentDetails, invoiceStatusAfterBalance, invoiceStatusAfterSend, invoiceTermDays, invoiceTotals } from './invoice-totals';

const seeded: Invoice = {
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
};

describe('@atrium/api invoiceTotals', () => {
  it('the issue-21 invoice: total $4,921, paid $1,696, due $3,225; no discount, no tax', () => {
    const totals = invoiceTotals(seeded);
    expect(totals).toEqual({ subtotal: 492_100, discount: 0, tax: 0, total: 492_100, paid: 169_600, balance: 322_500 });
    expect(totals.total - totals.paid).toBe(amountDue(totals));
  });

  it('a seeded invoice reads as one line of its service', () => {
    expect(invoiceLines(seeded)).toEqual([{ description: 'Software Development', details: '', unitPriceMinor: 492_100, quantity: 1 }]);
  });

  it('an overpaid invoice owes nothing and keeps its credit in the balance', () => {
    const totals = invoiceTotals({ ...seeded, balance: -120.5 });
    expect(totals.balance).toBe(-12_050);
    expect(totals.paid).toBe(504_150);
    expect(amountDue(totals)).toBe(0);
  });

  it('lines, discount and tax: total = subtotal − discount + tax and balance = total − paid, for any invoice', () => {
    const item = fc.record({
      description: fc.constant('x'),
      details: fc.constant(''),
      unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 10_000_000 }), (items, d, t, paid) => {
        const { total } = computeTotals(items, d, t);
        const stored = { ...seeded, items, discountBasisPoints: d, taxBasisPoints: t, total: total / 100, balance: (total - paid) / 100 };
        const totals = invoiceTotals(stored);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
        expect(totals.paid).toBe(paid);
        expect(totals.balance).toBe(total - paid);
        expect(invoicePaidMinor(stored)).toBe(paid);
      }),
    );
  });

  it('a payment on top lowers the balance by exactly its amount', () => {
    expect(invoiceTotals(seeded, 22_500).balance).toBe(300_000);
  });
});

describe('@atrium/api invoice states (both backends call these)', () => {
  it('a balance moves the status: nothing owed is Paid, part paid is Partial Payment, all owed leaves Paid for Sent', () => {
    expect(invoiceStatusAfterBalance(10_000, 0, 'Sent')).toBe('Paid');
    expect(invoiceStatusAfterBalance(10_000, -409, 'Draft')).toBe('Paid');
    expect(invoiceStatusAfterBalance(10_000, 2_500, 'Draft')).toBe('Partial Payment');
    expect(invoiceStatusAfterBalance(10_000, 10_000, 'Paid')).toBe('Sent');
    expect(invoiceStatusAfterBalance(10_000, 10_000, 'Partial Payment')).toBe('Sent');
    expect(invoiceStatusAfterBalance(10_000, 10_000, 'Past Due')).toBe('Past Due');
  });

  it('sending marks Draft and Downloaded as Sent and leaves the rest', () => {
    expect(invoiceStatusAfterSend('Draft')).toBe('Sent');
    expect(invoiceStatusAfterSend('Downloaded')).toBe('Sent');
    expect(invoiceStatusAfterSend('Paid')).toBe('Paid');
    expect(invoiceStatusAfterSend('Past Due')).toBe('Past Due');
  });

  it('a duplicate keeps its terms in whole days; the payment box says what is due', () => {
    expect(invoiceTermDays(seeded)).toBe(31);
    expect(invoiceTermDays({ issuedDate: '2026-02-05', dueDate: '2026-01-05' })).toBe(0);
    expect(invoicePaymentDetails(seeded)).toEqual({ totalDue: '$3,225.00', bankName: 'American Bank', country: 'USA', iban: 'ETD95476000004987', swiftCode: 'BR91905' });
  });
});
