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

/**
 * The URL search of a paged, sortable list screen (what its route validates): junk in a
 * hand-edited URL falls back to the default instead of failing the page. Screens `.extend` it.
 */
export function listSearchSchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    page: pageParamSchema.optional().default(DEFAULT_PAGE).catch(DEFAULT_PAGE),
    itemsPerPage: itemsPerPageParamSchema.optional().default(DEFAULT_ITEMS_PER_PAGE).catch(DEFAULT_ITEMS_PER_PAGE),
    sortBy: z.enum(sortKeys).optional().catch(undefined),
    orderBy: orderBySchema.optional().catch(undefined),
  });
}

/** A list screen's text search in the URL; a hand-typed ?q=5037 arrives as a number (the router parses JSON-looking values). */
export const searchTextParamSchema = z.union([z.string(), z.number().transform(String)]).optional().catch(undefined);

/** The longest search term a list call reads; a longer one means "no search", like junk does. */
export const SEARCH_TERM_MAX = 200;

/** A free-text search term; anything that is not text (or is too long) means "no search". */
export const searchTermSchema = z.string().max(SEARCH_TERM_MAX).catch('');

/** A short filter value from a query string (status, plan, category): bounded, junk means "not set". */
export const queryFilterSchema = z.string().max(100).optional().catch(undefined);

/** A date or date-time as text (ISO 8601): bounded, and it must parse. */
export const dateTextSchema = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'Invalid date' });

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

export type RasterImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** The first bytes of each raster format (WebP: "RIFF", 4 size bytes, then "WEBP"). */
const MAGIC: Record<RasterImageType, (b: number[]) => boolean> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' || String.fromCharCode(...b.slice(0, 6)) === 'GIF89a',
  webp: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/**
 * A base64 raster image data URL whose bytes are what its type says (security review #7): the
 * declared type is checked against the file's magic bytes, so an HTML or SVG file relabelled
 * `image/png` is refused, not stored to be served later.
 */
export function isRasterImageDataUrl(value: string, types: readonly RasterImageType[] = ['png', 'jpeg', 'gif', 'webp']): boolean {
  const match = SAFE_IMAGE_DATA_URL.exec(value);
  const type = match?.[1] as RasterImageType | undefined;
  if (!type || !types.includes(type)) return false;
  const head = value.slice(value.indexOf(',') + 1, value.indexOf(',') + 17);
  let bytes: number[];
  try {
    bytes = Array.from(atob(head.length % 4 === 0 ? head : head.slice(0, head.length - (head.length % 4))), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  return MAGIC[type](bytes);
}

/** An image source the app may show: '', an http(s) URL, a same-origin path, or a raster data URL. */
export function isSafeImageSrc(value: string): boolean {
  return value === '' || isHttpUrl(value) || /^\/(?![/\\])/.test(value) || isRasterImageDataUrl(value);
}

/** An avatar or attachment image: safe source, ~1 MB of base64 at most. */
export const safeImageSrcSchema = z.string().max(1_400_000, 'Image too large').refine(isSafeImageSrc, 'Not an image');

/**
 * An attachment's link: '', an http(s) URL, a same-origin path, or a base64 data: URL of a file
 * (the demo keeps small files inline). Never javascript:, and never a data: URL whose type a
 * browser would run as a page or an image with script (HTML, SVG, XML); the app only offers it as
 * a download.
 */
export function isSafeAttachmentUrl(value: string): boolean {
  if (value === '' || isHttpUrl(value) || /^\/(?![/\\])/.test(value)) return true;
  const data = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/]*={0,2}$/i.exec(value);
  return data !== null && !/(html|svg|xml|javascript|ecmascript)/i.test(data[1] ?? '');
}

type AnyDef = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;

/**
 * The same schema with every object in it strict (an unknown key is a 400, not silently dropped
 * or kept), through arrays, optionals, defaults, unions and pipes. Request bodies are built with
 * it where they reuse an entity's shape that the answers parse leniently.
 */
export function strictBody<T extends z.ZodType>(schema: T): T {
  const def = defOf(schema);
  const deep = (inner: unknown) => strictBody(inner as z.ZodType);
  const clone = (next: AnyDef) => schema.clone(next as never);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, deep(value)]));
      return clone({ ...def, shape, catchall: z.never() });
    }
    case 'array':
      return clone({ ...def, element: deep(def.element) });
    case 'union':
      return clone({ ...def, options: (def.options as z.ZodType[]).map(deep) });
    case 'intersection':
      return clone({ ...def, left: deep(def.left), right: deep(def.right) });
    case 'pipe':
      return clone({ ...def, in: deep(def.in), out: deep(def.out) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return clone({ ...def, innerType: deep(def.innerType) });
    default:
      return schema;
  }
}
