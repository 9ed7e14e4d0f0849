// The contract walk: reads a zod 4 schema's definition (`schema._zod.def`) and lists every place
// where a request could carry more than the contract means to take: a string or an array without
// a maximum, a record keyed by free text, an object that lets unknown keys through. The
// operations test runs it over every request schema of API_OPERATIONS, so a new schema that
// forgets a `.max()` fails the build instead of reaching the server as a 5 MB field.
import type { z } from 'zod';

export interface WalkOptions {
  /**
   * 'strict': every object must reject unknown keys (request bodies). 'strip': unknown keys may
   * be dropped but never passed on (query strings, which carry junk from old links: SPEC §5, §9).
   */
  objects: 'strict' | 'strip';
}

interface Def {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: { check: string } } }>;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const hasCheck = (def: Def, kinds: readonly string[]) => (def.checks ?? []).some((c) => kinds.includes(c._zod.def.check));

/** Bounded by `.max()` or `.length()`. */
const isBounded = (def: Def) => hasCheck(def, ['max_length', 'length_equals']);

/** Types that carry no free text and no list: nothing to bound. */
const LEAVES = new Set(['number', 'int', 'boolean', 'bigint', 'enum', 'literal', 'null', 'undefined', 'void', 'nan', 'date', 'never']);

/**
 * Every unbounded or open place in `schema`, as `path: problem` lines (empty: the schema is
 * bounded and closed). `path` is the field's dotted path, `[]` an array's items.
 */
export function findUnbounded(schema: z.ZodType, options: WalkOptions, path = ''): string[] {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  const at = (p: string) => p || '(root)';

  const walk = (node: unknown, p: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    if (LEAVES.has(def.type)) return;
    switch (def.type) {
      case 'string':
      case 'template_literal':
        if (!isBounded(def)) problems.push(`${at(p)}: string without .max()`);
        return;
      case 'array':
        if (!isBounded(def)) problems.push(`${at(p)}: array without .max()`);
        walk(def.element, `${p}[]`);
        return;
      case 'set':
      case 'map':
        if (!hasCheck(def, ['max_size', 'size_equals'])) problems.push(`${at(p)}: ${def.type} without .max()`);
        for (const key of ['valueType', 'keyType']) if (def[key] !== undefined) walk(def[key], `${p}[]`);
        return;
      case 'tuple':
        (def.items as unknown[]).forEach((item, i) => walk(item, `${p}[${i}]`));
        if (def.rest !== undefined && def.rest !== null) problems.push(`${at(p)}: tuple with a rest element`);
        return;
      case 'object': {
        const catchall = def.catchall === undefined ? undefined : defOf(def.catchall).type;
        if (options.objects === 'strict' && catchall !== 'never') problems.push(`${at(p)}: object that accepts unknown keys (use z.strictObject)`);
        if (options.objects === 'strip' && catchall !== undefined && catchall !== 'never') problems.push(`${at(p)}: object that passes unknown keys on (.loose/.catchall)`);
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, p ? `${p}.${key}` : key);
        return;
      }
      case 'record': {
        const keyType = defOf(def.keyType).type;
        // a record keyed by an enum or literal has as many entries as the enum; by free text, any number
        if (keyType !== 'enum' && keyType !== 'literal') problems.push(`${at(p)}: record with free-text keys (unbounded entries)`);
        walk(def.valueType, `${p}.*`);
        return;
      }
      case 'union':
        for (const option of def.options as unknown[]) walk(option, p);
        return;
      case 'intersection':
        walk(def.left, p);
        walk(def.right, p);
        return;
      case 'pipe':
        // the input side is what the request carries; after a preprocess (a transform first),
        // the schema it feeds is the check
        if (defOf(def.in).type === 'transform') walk(def.out, p);
        else walk(def.in, p);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
        walk(def.innerType, p);
        return;
      case 'lazy':
        walk((def.getter as () => unknown)(), p);
        return;
      // a transform only reshapes what its pipe's input side accepted
      case 'transform':
        return;
      default:
        // any, unknown, custom, file, promise, function: the contract cannot see their size
        problems.push(`${at(p)}: ${def.type} (size unknown to the contract)`);
    }
  };

  walk(schema, path);
  return problems;
}
