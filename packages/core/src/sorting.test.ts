import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, stableSort } from './sorting';

describe('@atrium/core/sorting', () => {
  it('sorts money held as text numerically, not as text', () => {
    const rows = ['$1,249.50', '$99.00', '$120', '-$5'].map((price) => ({ price }));
    expect(stableSort(rows, (r) => parseAmount(r.price)).map((r) => r.price)).toEqual(['-$5', '$99.00', '$120', '$1,249.50']);
    expect(stableSort(rows, (r) => parseAmount(r.price), 'desc')[0]?.price).toBe('$1,249.50');
  });

  it('puts missing values last in both orders', () => {
    const rows = [{ v: 2 }, { v: undefined }, { v: 1 }];
    expect(stableSort(rows, (r) => r.v).map((r) => r.v)).toEqual([1, 2, undefined]);
    expect(stableSort(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([2, 1, undefined]);
  });

  it('property: result is ordered, a permutation, and stable for equal keys', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ k: fc.integer({ min: 0, max: 5 }), id: fc.nat() })), fc.constantFrom('asc' as const, 'desc' as const), (rows, order) => {
        const tagged = rows.map((r, i) => ({ ...r, i }));
        const sorted = stableSort(tagged, (r) => r.k, order);
        expect([...sorted].sort((a, b) => a.i - b.i)).toEqual(tagged);
        for (let j = 1; j < sorted.length; j += 1) {
          const prev = sorted[j - 1];
          const cur = sorted[j];
          if (!prev || !cur) continue;
          expect(order === 'asc' ? prev.k <= cur.k : prev.k >= cur.k).toBe(true);
          if (prev.k === cur.k) expect(prev.i).toBeLessThan(cur.i);
        }
      }),
    );
  });
});
