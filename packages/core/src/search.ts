// Search as SPEC §5 defines it: the term and the fields compare in lower case, as substrings.

export function normalizeQuery(q: unknown): string {
  return typeof q === 'string' ? q.trim().toLowerCase() : '';
}

/** True when the (already normalized or raw) query is empty or any field contains it. */
export function matchesQuery(q: unknown, ...fields: ReadonlyArray<string | number | null | undefined>): boolean {
  const term = normalizeQuery(q);
  if (term === '') return true;
  return fields.some((field) => field != null && String(field).toLowerCase().includes(term));
}

export function filterByQuery<T>(items: readonly T[], q: unknown, fields: (item: T) => ReadonlyArray<string | number | null | undefined>): T[] {
  const term = normalizeQuery(q);
  if (term === '') return [...items];
  return items.filter((item) => matchesQuery(term, ...fields(item)));
}
