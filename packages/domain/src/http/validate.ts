// What every rule answers and how untrusted input is checked: the outcome type both backends turn
// into a status and a body, and `validate`, which parses a body with the contract's schema and
// then cleans its HTML fields and image data URLs with whatever the host plugged in (html.ts,
// images.ts: the server plugs a sanitizer and an encoder in; the browser mock stores as sent).
import { toFieldErrors } from '@atrium/api';
import type { z } from 'zod';
import { cleanHtmlFields } from './html';
import { cleanImageFields } from './images';

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> }
  | { ok: false; reason: 'not-found' }
  /** the write named a version older than the record's (someone else changed it): 409 */
  | { ok: false; reason: 'stale'; version: number };


/** Parses untrusted input with a contract schema; a failure carries field-level messages. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Outcome<z.output<S>> {
  const result = schema.safeParse(input);
  if (!result.success) return { ok: false, reason: 'invalid', errors: toFieldErrors(result.error).errors };
  // HTML fields leave here sanitized and image data URLs re-encoded when the host plugged a
  // sanitizer and an encoder in (the server does)
  const images = cleanImageFields(cleanHtmlFields(schema, result.data));
  return images.ok ? { ok: true, value: images.value } : { ok: false, reason: 'invalid', errors: { [images.path || 'body']: ['Not an image'] } };
}
