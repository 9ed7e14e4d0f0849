// What every service shares: the outcome type and the list pipeline of SPEC §5/§9
// (newest first, then filter, then a stable sort, then one page).
import { cursorForSort, encodeListCursor, type OrderBy } from '@atrium/api';
import { compareSortValues, paginate, parsePageRequest, parseSortOrder, stableSort, type Page, type SortValue } from '@atrium/core';

import type { Outcome } from '@atrium/domain';

export { validate, type Outcome } from '@atrium/domain';
export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const notFound = { ok: false, reason: 'not-found' } as const;

/** Stored lists grow by appending, so reversing gives newest first. */
export function newestFirst<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

export type SortKeys<T, K extends string> = Record<K, (item: T) => SortValue>;

/** Sorts by a known key; without one (or with an unknown one) the order is left as it is. */
export function sortBy<T, K extends string>(items: readonly T[], keys: SortKeys<T, K>, key: K | undefined, order: OrderBy | undefined): T[] {
  if (key === undefined || !Object.hasOwn(keys, key)) return [...items];
  return stableSort(items, keys[key], parseSortOrder(order));
}

export interface ListRequest<K extends string> {
  sortBy?: K | undefined;
  orderBy?: OrderBy | undefined;
  page?: unknown;
  itemsPerPage?: unknown;
}

/** Sort then page an already filtered list. */
export function sortAndPage<T, K extends string>(
  filtered: readonly T[],
  keys: SortKeys<T, K>,
  request: ListRequest<K>,
  options: { resetBeyondLast?: boolean } = {},
): Page<T> {
  const sorted = sortBy(filtered, keys, request.sortBy, request.orderBy);
  return paginate(sorted, parsePageRequest(request.page, request.itemsPerPage), options);
}

export interface KeysetRequest<K extends string> extends ListRequest<K> {
  /** a previous answer's nextCursor */
  after?: string | undefined;
}

/**
 * A page of an already filtered, newest-first list, by `page` or by a keyset cursor (`after`), with
 * the cursor of the next page when more rows follow; 'invalid' when `after` is not a cursor of this
 * sort. The cursor holds the last row's sort value and id: the next page starts at the first row
 * that sorts after that value (among equals, the newest first, as the ids say), so a row edited or
 * deleted meanwhile moves no other row across the page boundary. The server's SQL does the same.
 */
export function keysetPage<T extends { id: number }, K extends string>(
  filtered: readonly T[],
  keys: SortKeys<T, K>,
  request: KeysetRequest<K>,
): { items: T[]; nextCursor?: string } | 'invalid' {
  const sortKey = request.sortBy !== undefined && Object.hasOwn(keys, request.sortBy) ? request.sortBy : undefined;
  const cursor = cursorForSort(request.after, sortKey, request.orderBy);
  if (cursor === 'invalid') return 'invalid';
  const sorted = sortBy(filtered, keys, sortKey, request.orderBy);
  const { page, itemsPerPage } = parsePageRequest(request.page, request.itemsPerPage);
  const valueOf = (item: T): SortValue => (sortKey === undefined ? item.id : keys[sortKey](item));
  const sign = sortKey === undefined ? -1 : parseSortOrder(request.orderBy) === 'desc' ? -1 : 1;
  let start = (page - 1) * itemsPerPage;
  if (cursor !== undefined) {
    const found = sorted.findIndex((item) => {
      const value = valueOf(item);
      // missing values sort last in either direction (stableSort)
      const order = value == null || cursor.value == null ? compareSortValues(value, cursor.value) : sign * compareSortValues(value, cursor.value);
      return order > 0 || (order === 0 && item.id < cursor.id);
    });
    start = found === -1 ? sorted.length : found;
  }
  const items = sorted.slice(start, start + itemsPerPage);
  const last = items.at(-1);
  if (last === undefined || start + itemsPerPage >= sorted.length) return { items };
  const value = valueOf(last);
  return {
    items,
    nextCursor: encodeListCursor({
      sortBy: sortKey ?? '',
      orderBy: parseSortOrder(request.orderBy),
      value: value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? Number(value) : (value ?? null),
      id: last.id,
    }),
  };
}

/** Case-insensitive equality for enum-like filters; an empty filter matches everything. */
export function equalsFilter(filter: string | undefined, value: string): boolean {
  return filter === undefined || filter === '' || filter.toLowerCase() === value.toLowerCase();
}

export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Hands out the id of a new record of `items` (a collection of the database). */
export type IdAllocator = (items: ReadonlyArray<{ id: number }>) => number;

let allocator: IdAllocator | undefined;

/** A real server takes ids from its database's sequences; undefined restores max + 1. */
export function setIdAllocator(next: IdAllocator | undefined): void {
  allocator = next;
}

export function nextId(items: ReadonlyArray<{ id: number }>): number {
  if (allocator) return allocator(items);
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
