import { decodeListCursor } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { keysetPage, type SortKeys } from './common';

interface Row {
  id: number;
  name: string | null;
  amount: number;
}
// newest first, as the services hand lists over; equal amounts and names on purpose
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: 100 - i, name: i % 5 === 0 ? null : `Name ${i % 4}`, amount: (i * 7) % 5 })).sort((a, b) => b.id - a.id);
const KEYS: SortKeys<Row, 'name' | 'amount'> = { name: (r) => r.name, amount: (r) => r.amount };

function walk(request: { sortBy?: 'name' | 'amount'; orderBy?: 'asc' | 'desc' }, size: number): number[] {
  const ids: number[] = [];
  let after: string | undefined;
  for (let i = 0; i < 50; i += 1) {
    const page = keysetPage(rows, KEYS, { ...request, itemsPerPage: size, ...(after === undefined ? {} : { after }) });
    if (page === 'invalid') throw new Error('invalid');
    ids.push(...page.items.map((r) => r.id));
    if (page.nextCursor === undefined) return ids;
    after = page.nextCursor;
  }
  throw new Error('no end');
}

describe('keysetPage (the mock side of the keyset cursor)', () => {
  it('walks every sort, missing values and ties included, in the order of one big page', () => {
    for (const sortBy of [undefined, 'name', 'amount'] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const all = keysetPage(rows, KEYS, { sortBy, orderBy, itemsPerPage: 100 });
        if (all === 'invalid') throw new Error('invalid');
        expect(all.nextCursor).toBeUndefined();
        for (const size of [1, 4, 7]) expect(walk({ sortBy, orderBy }, size), `${sortBy} ${orderBy} ${size}`).toEqual(all.items.map((r) => r.id));
      }
    }
  });

  it('pages by `page` as before, with a cursor from the last row of the page', () => {
    const page = keysetPage(rows, KEYS, { sortBy: 'amount', orderBy: 'desc', page: 2, itemsPerPage: 5 });
    if (page === 'invalid') throw new Error('invalid');
    expect(page.items).toHaveLength(5);
    expect(decodeListCursor(page.nextCursor ?? '')).toMatchObject({ sortBy: 'amount', orderBy: 'desc', id: page.items.at(-1)?.id });
  });

  it('starts after where the cursor row was, even when that row is gone', () => {
    const first = keysetPage(rows, KEYS, { sortBy: 'amount', itemsPerPage: 6 });
    if (first === 'invalid' || first.nextCursor === undefined) throw new Error('no cursor');
    const lastId = first.items.at(-1)?.id;
    const without = rows.filter((r) => r.id !== lastId);
    const next = keysetPage(without, KEYS, { sortBy: 'amount', itemsPerPage: 6, after: first.nextCursor });
    const expected = keysetPage(rows, KEYS, { sortBy: 'amount', itemsPerPage: 6, after: first.nextCursor });
    if (next === 'invalid' || expected === 'invalid') throw new Error('invalid');
    expect(next.items.map((r) => r.id)).toEqual(expected.items.map((r) => r.id));
  });

  it('refuses junk and a cursor of another sort', () => {
    const first = keysetPage(rows, KEYS, { sortBy: 'amount', itemsPerPage: 3 });
    if (first === 'invalid') throw new Error('invalid');
    expect(keysetPage(rows, KEYS, { sortBy: 'name', itemsPerPage: 3, after: first.nextCursor })).toBe('invalid');
    expect(keysetPage(rows, KEYS, { after: 'junk' })).toBe('invalid');
  });
});
