import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, BASIS_POINTS, computeTotals, fromMinor, lineTotal, parseMinor, toMinor } from './money';

const line = fc.record({ unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 1_000 }) });
const lines = fc.array(line, { maxLength: 30 });
const rate = fc.integer({ min: 0, max: BASIS_POINTS });

describe('@atrium/api/money', () => {
  it('the subtotal is exactly the sum of the line totals, in any order', () => {
    fc.assert(
      fc.property(lines, rate, rate, (ls, d, t) => {
        const totals = computeTotals(ls, d, t);
        expect(totals.subtotal).toBe(ls.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0));
        expect(computeTotals([...ls].reverse(), d, t)).toEqual(totals);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('total = subtotal − discount + tax, the discount never exceeds the subtotal, tax applies after the discount', () => {
    fc.assert(
      fc.property(lines, rate, rate, (ls, d, t) => {
        const { subtotal, discount, tax, total } = computeTotals(ls, d, t);
        expect(total).toBe(subtotal - discount + tax);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(tax).toBe(applyRate(subtotal - discount, t));
      }),
    );
  });

  it('no discount and no tax leave the subtotal; a 100 % discount zeroes the total', () => {
    fc.assert(
      fc.property(lines, rate, (ls, t) => {
        const plain = computeTotals(ls, 0, 0);
        expect(plain.total).toBe(plain.subtotal);
        expect(computeTotals(ls, BASIS_POINTS, t).total).toBe(0);
      }),
    );
  });

  it('rounds a rate half away from zero and stays within half a cent of the exact value', () => {
    expect(applyRate(5, 1_000)).toBe(1); // 0.5 → 1
    expect(applyRate(4, 1_000)).toBe(0); // 0.4 → 0
    expect(applyRate(-5, 1_000)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), rate, (amount, bp) => {
        expect(Math.abs(applyRate(amount, bp) - (amount * bp) / BASIS_POINTS)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('balance = total − paid; nothing paid leaves the whole total owed', () => {
    fc.assert(
      fc.property(lines, rate, rate, fc.integer({ min: 0, max: 1e10 }), (ls, d, t, paid) => {
        const totals = computeTotals(ls, d, t, paid);
        expect(totals.paid).toBe(paid);
        expect(totals.balance).toBe(totals.total - paid);
        expect(computeTotals(ls, d, t).balance).toBe(totals.total);
      }),
    );
  });

  it('0.10 + 0.20 is 0.30 (no float drift)', () => {
    const totals = computeTotals([{ unitPriceMinor: 10, quantity: 1 }, { unitPriceMinor: 20, quantity: 1 }], 0, 0);
    expect(fromMinor(totals.total)).toBe(0.3);
    expect(lineTotal({ unitPriceMinor: 1999, quantity: 3 })).toBe(5997);
  });

  it('parses typed amounts and round-trips cents through dollars', () => {
    expect(parseMinor('1,234.5')).toBe(123_450);
    expect(parseMinor('12')).toBe(1_200);
    expect(parseMinor('0.07')).toBe(7);
    expect(parseMinor('1.234')).toBeUndefined();
    expect(parseMinor('abc')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toMinor(fromMinor(cents))).toBe(cents);
      }),
    );
  });
});
