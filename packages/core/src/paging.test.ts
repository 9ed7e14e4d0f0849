import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, paginate, parsePageRequest } from './paging';

describe('@atrium/core/paging', () => {
  it('defaults page to 1 and itemsPerPage to 10 when not numeric', () => {
    expect(parsePageRequest('abc', undefined)).toEqual({ page: 1, itemsPerPage: 10 });
    expect(parsePageRequest('3', '25')).toEqual({ page: 3, itemsPerPage: 25 });
    expect(parsePageRequest('-2', '0')).toEqual({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
    expect(parsePageRequest('2.5', '1e3')).toEqual({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
    expect(parsePageRequest('99999999999999999999', '100000')).toEqual({ page: 1, itemsPerPage: MAX_PAGE_SIZE });
  });

  it('reports page 1 beyond the last page only when asked (users, projects)', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, { page: 9, itemsPerPage: 10 }).items).toEqual([]);
    const reset = paginate(items, { page: 9, itemsPerPage: 10 }, { resetBeyondLast: true });
    expect(reset.page).toBe(1);
    expect(reset.items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reset.totalPages).toBe(3);
  });

  it('property: the pages cover the list exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 100 }), (items, size) => {
        const pages = Math.max(1, Math.ceil(items.length / size));
        const joined = Array.from({ length: pages }, (_, i) => paginate(items, { page: i + 1, itemsPerPage: size }).items).flat();
        expect(joined).toEqual(items);
        for (let p = 1; p <= pages; p += 1) {
          expect(paginate(items, { page: p, itemsPerPage: size }).items.length).toBeLessThanOrEqual(size);
        }
      }),
    );
  });

  it('property: any query values give a valid request', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const r = parsePageRequest(a, b);
        expect(Number.isSafeInteger(r.page) && r.page >= 1).toBe(true);
        expect(r.itemsPerPage >= 1 && r.itemsPerPage <= MAX_PAGE_SIZE).toBe(true);
      }),
    );
  });
});
