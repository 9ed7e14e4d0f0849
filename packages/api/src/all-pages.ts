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
