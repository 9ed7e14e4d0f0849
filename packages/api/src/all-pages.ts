// An export wants every row of the current filter and sort, not only the page on screen: this
// walks a paged list at the largest page size until it has them all.
import { MAX_ITEMS_PER_PAGE } from './schemas/common';

export interface PageOfRows<T> {
  rows: readonly T[];
  /** how many rows the whole list holds */
  total: number;
  /** the page the server answered with, where it says: a page past the end answers page 1 (SPEC §9) */
  page?: number;
}

/** Every row of a paged list; stops at the total, at an empty page, or when the server answers another page. */
export async function fetchAllPages<T>(fetchPage: (paging: { page: number; itemsPerPage: number }) => Promise<PageOfRows<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await fetchPage({ page, itemsPerPage: MAX_ITEMS_PER_PAGE });
    if (res.page !== undefined && res.page !== page) break;
    rows.push(...res.rows);
    if (rows.length >= res.total || res.rows.length === 0) break;
  }
  return rows;
}

export interface CursorPage<T> {
  rows: readonly T[];
  /** where the next page starts; absent on the last page */
  nextCursor?: string | undefined;
}

/**
 * Every row of a list that answers a keyset cursor (`after`): each page starts where the last one
 * ended, so the database never skips rows and a row written meanwhile cannot be read twice or
 * pushed past the end. Stops when an answer has no nextCursor (or the same one again).
 */
export async function fetchAllByCursor<T>(fetchPage: (paging: { after: string | undefined; itemsPerPage: number }) => Promise<CursorPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await fetchPage({ after, itemsPerPage: MAX_ITEMS_PER_PAGE });
    rows.push(...res.rows);
    if (res.nextCursor === undefined || res.nextCursor === after || res.rows.length === 0) break;
    after = res.nextCursor;
  }
  return rows;
}
