// Path params read in the route tree, which is part of the entry chunk: plain code, no zod
// (see lib/search.ts for the same reason). The pages show their not-found state for `fallback`.

/** A path segment read as a whole number ≥ `min` (as `z.coerce.number().int()` would), else `fallback`. */
export function intParam(raw: unknown, { min, fallback }: { min: number; fallback: number }): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= min ? n : fallback;
}
