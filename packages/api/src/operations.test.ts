// The contract walk (security review #9): every request schema of every operation, bodies and
// queries, is bounded (each string and array has a maximum) and closed (bodies reject unknown
// keys, queries never pass them on). A new schema that forgets fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ACCESS, INSIGHTS_ACCESS } from './access';
import { findUnbounded } from './contract-walk';
import { API_OPERATIONS, INSIGHTS_OPERATIONS, operationEntries } from './operations';

describe('@atrium/api/contract walk', () => {
  const entries = operationEntries();

  it('lists every method of the access table, and nothing the table does not serve', () => {
    const served = [API_ACCESS, INSIGHTS_ACCESS].flatMap((table) => Object.entries(table as Record<string, object>).flatMap(([name, methods]) => Object.keys(methods).map((m) => `${name} ${m}`)));
    expect(entries.map(([key]) => key).sort()).toEqual(served.sort());
    expect(Object.keys(API_OPERATIONS).length + Object.keys(INSIGHTS_OPERATIONS).length).toBeGreaterThan(70);
  });

  it.each(entries.filter(([, s]) => s.body !== undefined).map(([key, s]) => [key, s.body] as const))('%s: the body is bounded and strict', (_, body) => {
    expect(findUnbounded(body as z.ZodType, { objects: 'strict' })).toEqual([]);
  });

  it.each(entries.filter(([, s]) => s.query !== undefined).map(([key, s]) => [key, s.query] as const))('%s: the query is bounded and passes no unknown key on', (_, query) => {
    expect(findUnbounded(query as z.ZodType, { objects: 'strip' })).toEqual([]);
  });

  it('the export query is strict: it names exactly what each exported call accepts', () => {
    expect(findUnbounded(INSIGHTS_OPERATIONS.export.GET.query, { objects: 'strict' })).toEqual([]);
  });
});

describe('@atrium/api/findUnbounded can fail', () => {
  it('flags an unbounded string, array, record and an open object, with their paths', () => {
    const schema = z.object({
      name: z.string(),
      tags: z.array(z.string().max(10)),
      nested: z.strictObject({ about: z.string().trim().optional() }),
      extra: z.record(z.string(), z.number()),
      id: z.preprocess((v) => v, z.array(z.string().max(3))),
    });
    expect(findUnbounded(schema, { objects: 'strict' })).toEqual([
      '(root): object that accepts unknown keys (use z.strictObject)',
      'name: string without .max()',
      'tags: array without .max()',
      'nested.about: string without .max()',
      'extra: record with free-text keys (unbounded entries)',
      'id: array without .max()',
    ]);
  });

  it('a loose object fails even where unknown keys may be dropped; a stripping one passes there', () => {
    expect(findUnbounded(z.object({ a: z.string().max(1) }).loose(), { objects: 'strip' })).toEqual(['(root): object that passes unknown keys on (.loose/.catchall)']);
    expect(findUnbounded(z.object({ a: z.string().max(1) }), { objects: 'strip' })).toEqual([]);
  });

  it('sees through unions, defaults, catches, pipes and refinements', () => {
    const schema = z.strictObject({
      a: z.union([z.string().max(2), z.array(z.string())]),
      b: z.string().default(''),
      c: z.string().catch(''),
      d: z.string().max(9).transform(Number).pipe(z.number()),
      e: z.strictObject({ f: z.string() }).superRefine(() => undefined),
    });
    expect(findUnbounded(schema, { objects: 'strict' })).toEqual(['a: array without .max()', 'a[]: string without .max()', 'b: string without .max()', 'c: string without .max()', 'e.f: string without .max()']);
  });

  it('passes a bounded, closed schema', () => {
    expect(findUnbounded(z.strictObject({ a: z.string().max(5), b: z.array(z.enum(['x'])).max(2), c: z.email().max(320), d: z.record(z.enum(['k']), z.boolean()) }), { objects: 'strict' })).toEqual([]);
  });
});
