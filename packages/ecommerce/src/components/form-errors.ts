// A form's errors in ecommerce, translated: the client's from the contract's zod schema through
// Mantine's schemaResolver (dot paths, first message per field), the server's 400 through the
// api's fieldErrorsOf (first message per field).
import { fieldErrorsOf } from '@atrium/api';
import { schemaResolver } from '@mantine/form';

export type TranslateMessage = (message: string) => string;
const same: TranslateMessage = (message) => message;

const translated = (errors: Record<string, unknown>, translate: TranslateMessage, prefix?: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [[prefix, key].filter(Boolean).join('.'), translate(String(message))]));

/** A field-level 400 as form errors; undefined for any other failure (then the caller says it failed). */
export function serverFieldErrors(error: unknown, translate: TranslateMessage = same): Record<string, string> | undefined {
  const fields = fieldErrorsOf(error);
  return Object.keys(fields).length > 0 ? translated(fields, translate) : undefined;
}

/** The schema's verdict on `values` as form errors, under `prefix` when the values sit in a sub-object. */
export function zodFormErrors(schema: Parameters<typeof schemaResolver>[0], values: unknown, translate: TranslateMessage = same, prefix?: string): Record<string, string> {
  return translated(schemaResolver(schema, { sync: true })(values), translate, prefix);
}
