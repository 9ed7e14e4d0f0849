import { describe, expect, it, vi } from 'vitest';
import { fetchAllByCursor, fetchAllPages } from './all-pages';
import { MAX_ITEMS_PER_PAGE } from './schemas/common';

const list = Array.from({ length: 250 }, (_, i) => i);
const slice = (page: number, itemsPerPage: number) => list.slice((page - 1) * itemsPerPage, page * itemsPerPage);

describe('@atrium/api/fetchAllPages', () => {
  it('reads every page at the largest page size until it has the total', async () => {
    const fetchPage = vi.fn(({ page, itemsPerPage }: { page: number; itemsPerPage: number }) => Promise.resolve({ rows: slice(page, itemsPerPage), total: list.length }));
    expect(await fetchAllPages(fetchPage)).toEqual(list);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 3].map((page) => ({ page, itemsPerPage: MAX_ITEMS_PER_PAGE })));
  });

  it('stops when the server answers page 1 for a page past the end (SPEC §9), not looping or doubling rows', async () => {
    // the total says more, but the list shrank while reading: page 3 is past the end
    const rows = await fetchAllPages(({ page, itemsPerPage }) => Promise.resolve(page > 2 ? { rows: slice(1, itemsPerPage), total: 300, page: 1 } : { rows: slice(page, itemsPerPage), total: 300, page }));
    expect(rows).toEqual(list.slice(0, 200));
  });

  it('stops at an empty page', async () => {
    expect(await fetchAllPages(() => Promise.resolve({ rows: [], total: 10 }))).toEqual([]);
  });
});

describe('@atrium/api/fetchAllByCursor', () => {
  // a cursor here is the index of the last row read, as text
  const byCursor = ({ after, itemsPerPage }: { after: string | undefined; itemsPerPage: number }) => {
    const start = after === undefined ? 0 : Number(after) + 1;
    const rows = list.slice(start, start + itemsPerPage);
    const last = start + rows.length - 1;
    return Promise.resolve({ rows, ...(last < list.length - 1 ? { nextCursor: String(last) } : {}) });
  };

  it('follows nextCursor at the largest page size until an answer has none', async () => {
    const fetchPage = vi.fn(byCursor);
    expect(await fetchAllByCursor(fetchPage)).toEqual(list);
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([undefined, '99', '199'].map((after) => ({ after, itemsPerPage: MAX_ITEMS_PER_PAGE })));
  });

  it('stops on an empty page or a cursor that does not move, instead of looping', async () => {
    expect(await fetchAllByCursor(() => Promise.resolve({ rows: [], nextCursor: 'x' }))).toEqual([]);
    const stuck = vi.fn(() => Promise.resolve({ rows: [1], nextCursor: 'same' }));
    expect(await fetchAllByCursor(stuck)).toEqual([1, 1]);
    expect(stuck).toHaveBeenCalledTimes(2);
  });
});
