// Search params and zod, without zod in the entry chunk.
//
// A route's `validateSearch` runs in the entry chunk (the route tree is needed for the first
// paint), so a zod schema there would put zod and every feature's schemas on the critical path
// (docs/decisions/0003-lazy-search-parsing.md). Route files instead declare `validateSearch:
// keepSearch` and parse with the feature's zod schema where the code is already lazy: in the
// split `loader` (parseSearch) and the split `component` (useParsedSearch). Bad values still fall
// back to the schema's defaults, and the URL stays the single place that state lives.
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';

interface SearchSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
  parse(value: unknown): T;
}

/** The raw search object, untouched (keeps route typing loose on purpose). */
export function keepSearch(search: Record<string, unknown>): Record<string, unknown> {
  return search;
}

/** The schema's reading of the search; a value it rejects outright yields its defaults. */
export function parseSearch<T>(schema: SearchSchema<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  return result.success ? result.data : schema.parse({});
}

export function useParsedSearch<T>(schema: SearchSchema<T>): T {
  const raw = useSearch({ strict: false });
  return useMemo(() => parseSearch(schema, raw), [schema, raw]);
}
