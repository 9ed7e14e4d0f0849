// Query building blocks shared by every list call. Query strings arrive as text and are often
// junk (a stale link, a hand-edited URL), so each piece falls back to the spec's default instead
// of rejecting the request (SPEC §5, §9).
import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
/** Larger requests are clamped to this, so a huge itemsPerPage never turns into a huge answer. */
export const MAX_ITEMS_PER_PAGE = 100;
export const ITEMS_PER_PAGE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;

export const orderBySchema = z.enum(['asc', 'desc']);
export type OrderBy = z.infer<typeof orderBySchema>;

const digitsOnly = /^\s*\+?\d+\s*$/;

/** Mirrors @atrium/core's parsePageRequest: only a positive safe integer (or its digits) counts. */
function positiveIntOr(fallback: number) {
  return z
    .preprocess((value) => (typeof value === 'string' && digitsOnly.test(value) ? Number(value) : value), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .catch(fallback);
}

export const pageParamSchema = positiveIntOr(DEFAULT_PAGE);
export const itemsPerPageParamSchema = positiveIntOr(DEFAULT_ITEMS_PER_PAGE).transform((n) => Math.min(n, MAX_ITEMS_PER_PAGE));

/** A free-text search term; anything that is not text means "no search". */
export const searchTermSchema = z.string().catch('');

/** `true`/`false` as sent in a query string (also `1`/`0`); anything else means "not set". */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const pageQuerySchema = z.object({
  page: pageParamSchema,
  itemsPerPage: itemsPerPageParamSchema,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * sortBy limited to the call's keys. An unknown key is ignored (the list keeps its newest-first
 * order) rather than rejected: a sort is a view preference, not worth a failed page.
 */
export function sortQuerySchema<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.object({
    sortBy: z.enum(keys).optional().catch(undefined),
    orderBy: orderBySchema.optional().catch(undefined),
  });
}

/** The field-level error body every rejected body gets: `{ errors: { field: [message] } }`. */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** `{ error: '...' }`, as the invoice delete failure answers (SPEC §8). */
export const errorMessageSchema = z.object({ error: z.string() });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

/** Turns a zod error into the field-level body; nested paths join with dots. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return { errors };
}

/** True for an absolute http(s) URL (no javascript:, data:, vbscript:, protocol-relative tricks). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link a user typed (event URL, website): http(s) only, bounded. */
export function httpUrlSchema(max = 2_048) {
  return z.string().trim().max(max).refine(isHttpUrl, 'Use an http(s) link');
}

/** Raster image data URLs only: an SVG can carry script, and is refused everywhere. */
export const SAFE_IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

/** An image source the app may show: '', an http(s) URL, a same-origin path, or a raster data URL. */
export function isSafeImageSrc(value: string): boolean {
  return value === '' || isHttpUrl(value) || /^\/(?![/\\])/.test(value) || SAFE_IMAGE_DATA_URL.test(value);
}

/** An avatar or attachment image: safe source, ~1 MB of base64 at most. */
export const safeImageSrcSchema = z.string().max(1_400_000, 'Image too large').refine(isSafeImageSrc, 'Not an image');
