// Stable sorting for lists whose money and counts arrive as text ("$1,249.50", "12").

export type SortOrder = 'asc' | 'desc';

export function parseSortOrder(value: unknown): SortOrder {
  return value === 'desc' ? 'desc' : 'asc';
}

/** Reads a number out of text with a currency sign, thousands separators or a sign. */
export function parseAmount(value: string | number): number {
  if (typeof value === 'number') return value;
  const cleaned = value.replace(/[^0-9.-]/g, '');
  const n = Number.parseFloat(cleaned);
  return Number.isFinite(n) ? n : 0;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/** How stableSort orders two values (ascending): missing values last, numbers by size, text by the `en` locale. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * Returns a new array ordered by `key`; equal keys keep their input order (the spec's lists are
 * newest-first before sorting, and that order must survive). Missing values go last either way.
 */
export function stableSort<T>(items: readonly T[], key: (item: T) => SortValue, order: SortOrder = 'asc'): T[] {
  const sign = order === 'desc' ? -1 : 1;
  return items
    .map((item, index) => ({ item, index, value: key(item) }))
    .sort((x, y) => {
      const nullish = (x.value == null ? 1 : 0) - (y.value == null ? 1 : 0);
      if (nullish !== 0) return nullish;
      return sign * compareSortValues(x.value, y.value) || x.index - y.index;
    })
    .map(({ item }) => item);
}
