// Reading a request the same way in both backends: the query string as the contract's query
// schemas expect it (`key[sub]=v` nested, repeated keys for arrays) and a JSON body that may be
// empty or malformed (the caller answers 400 "Malformed JSON").
import type { z } from 'zod';

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The query string as a plain object: `key[sub]=v` becomes `{ key: { sub: v } }`, keys in
 * `arrays` collect every value, other repeated keys keep the first.
 */
export function readQuery(request: Request, arrays: readonly string[] = []): Record<string, unknown> {
  const params = new URL(request.url).searchParams;
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of params) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    const key = nested?.[1] ?? rawKey;
    if (UNSAFE_KEYS.has(key)) continue;
    if (nested?.[2] !== undefined) {
      const sub = nested[2];
      if (UNSAFE_KEYS.has(sub)) continue;
      const existing = out[key];
      const bag: Record<string, string> = typeof existing === 'object' && existing !== null && !Array.isArray(existing) ? (existing as Record<string, string>) : {};
      bag[sub] ??= value;
      out[key] = bag;
    } else if (arrays.includes(key)) {
      out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

/** The query parsed with the contract; the query schemas fall back to defaults, so this never fails. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request, arrays: readonly string[] = []): z.output<S> {
  return schema.parse(readQuery(request, arrays));
}

export type JsonBody = { ok: true; value: unknown } | { ok: false };

export async function readJson(request: Request): Promise<JsonBody> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
