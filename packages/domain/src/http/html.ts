// What the services do with the contract's HTML fields (`htmlString` in @atrium/api) of a body
// they accept. The browser mock keeps them as sent: every screen renders them through
// @atrium/core/sanitize, and a DOM sanitizer here would have to be loaded with the mock. A real
// server plugs in its sanitizer (DOMPurify on jsdom) so the copy it stores is clean (issue 22).
import { mapHtmlFields } from '@atrium/api';
import type { z } from 'zod';

export type HtmlSanitizer = (html: string) => string;

let sanitizer: HtmlSanitizer | undefined;

/** undefined restores the mock's "store as sent". */
export function setHtmlSanitizer(next: HtmlSanitizer | undefined): void {
  sanitizer = next;
}

/** `value`, parsed by `schema`, with its HTML fields sanitized when a sanitizer is plugged in. */
export function cleanHtmlFields<T>(schema: z.ZodType, value: T): T {
  return sanitizer ? mapHtmlFields(schema, value, sanitizer) : value;
}
