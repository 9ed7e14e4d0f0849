// Which contract strings are HTML. `htmlString(max)` marks a field (JSON Schema's
// `contentMediaType: text/html`, so the OpenAPI document says it too); `mapHtmlFields` runs a
// function on every marked field of a parsed value. The server sanitises what it stores through it
// (issue 22); clients render these fields only through @atrium/core/sanitize.
import { z } from 'zod';

export const HTML_MEDIA_TYPE = 'text/html';

const marked = new WeakSet<z.ZodType>();

/** A string of HTML of at most `max` characters. Chain nothing that returns a new string schema after it (`.optional()`, `.default()` are fine). */
export function htmlString(max: number, tooLong?: string) {
  const schema = z.string().max(max, tooLong).meta({ contentMediaType: HTML_MEDIA_TYPE });
  marked.add(schema);
  return schema;
}

export function isHtmlSchema(schema: z.ZodType): boolean {
  return marked.has(schema);
}

// the parts of zod's internal definitions the walk reads
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(schema: z.ZodType, value: unknown, fn: (html: string) => string, depth: number): unknown {
  if (marked.has(schema)) return typeof value === 'string' ? fn(value) : value;
  if (depth > 32) return value;
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape)) {
        if (Object.hasOwn(value, key)) out[key] = walk(field, value[key], fn, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) && def.element ? value.map((item) => walk(def.element as z.ZodType, item, fn, depth + 1)) : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? walk(def.innerType, value, fn, depth + 1) : value;
    case 'pipe':
      // a parsed value has the output side's shape
      return def.out ? walk(def.out, value, fn, depth + 1) : value;
    case 'lazy':
      return def.getter ? walk(def.getter(), value, fn, depth + 1) : value;
    default:
      // unions, records and tuples hold no HTML in the contract (a test lists every HTML field)
      return value;
  }
}

/** `value` (already parsed by `schema`) with `fn` applied to each field `htmlString` marked; other fields untouched. */
export function mapHtmlFields<T>(schema: z.ZodType, value: T, fn: (html: string) => string): T {
  return walk(schema, value, fn, 0) as T;
}

/** The paths of the HTML fields of `schema` (`message`, `items[].description`), for tests and docs. */
export function htmlFieldPaths(schema: z.ZodType, prefix = '', depth = 0): string[] {
  if (marked.has(schema)) return [prefix];
  if (depth > 32) return [];
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => htmlFieldPaths(field, prefix ? `${prefix}.${key}` : key, depth + 1));
    case 'array':
      return def.element ? htmlFieldPaths(def.element, `${prefix}[]`, depth + 1) : [];
    case 'pipe':
      return def.out ? htmlFieldPaths(def.out, prefix, depth + 1) : [];
    case 'lazy':
      return def.getter ? htmlFieldPaths(def.getter(), prefix, depth + 1) : [];
    default:
      return def.innerType ? htmlFieldPaths(def.innerType, prefix, depth + 1) : [];
  }
}
