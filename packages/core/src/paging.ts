// Paging as SPEC §5/§9 define it: page 1 and 10 per page when a value is not numeric.

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
/** Largest page a caller may ask for; bigger requests are clamped, never a 500. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

function toPositiveInt(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
  if (typeof value !== 'string' || !/^\s*\+?\d+\s*$/.test(value)) return undefined;
  const n = Number.parseInt(value, 10);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** Reads page and itemsPerPage from query values; anything not a positive integer falls back. */
export function parsePageRequest(page: unknown, itemsPerPage: unknown): PageRequest {
  return {
    page: toPositiveInt(page) ?? DEFAULT_PAGE,
    itemsPerPage: Math.min(toPositiveInt(itemsPerPage) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export function pageCount(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, itemsPerPage)));
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * Slices one page. With `resetBeyondLast` (users and projects lists, SPEC §9) a page past the
 * end reports and returns page 1; otherwise it is an empty page.
 */
export function paginate<T>(
  items: readonly T[],
  { page, itemsPerPage }: PageRequest,
  { resetBeyondLast = false }: { resetBeyondLast?: boolean } = {},
): Page<T> {
  const totalPages = pageCount(items.length, itemsPerPage);
  const effective = resetBeyondLast && page > totalPages ? 1 : page;
  const start = (effective - 1) * itemsPerPage;
  return {
    items: items.slice(start, start + itemsPerPage),
    total: items.length,
    page: effective,
    totalPages,
  };
}
