// What every service shares: the outcome type and the list pipeline of SPEC §5/§9
// (newest first, then filter, then a stable sort, then one page).
import type { OrderBy } from '@atrium/api';
import { paginate, parsePageRequest, parseSortOrder, stableSort, type Page, type SortValue } from '@atrium/core';

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
