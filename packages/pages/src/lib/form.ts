// The contract's zod schemas validate the forms; their messages are codes (PAGES_VALIDATION)
// translated here, and the server's 400 carries the same codes, mapped the same way. Reading the
// issues is Mantine's schemaResolver and reading the 400 is the api's fieldErrorsOf (first message
// per field, both); what is this package's own is the code → text mapping and the path prefix.
import { fieldErrorsOf, isApiError, PAGES_VALIDATION } from '@atrium/api';
import { schemaResolver } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

// the contract's codes, and the two the wizard examples' own schemas add
const CODES = new Set<string>([...Object.values(PAGES_VALIDATION), 'positive', 'integer']);

export function translateCode(t: TFunction, code: string): string {
  return CODES.has(code) ? t(`validation.${code}`) : t('validation.invalid');
}

const translated = (errors: Record<string, unknown>, t: TFunction, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([key, code]) => [[prefix, key].filter(Boolean).join('.'), translateCode(t, String(code))]));

/** zod issues as Mantine form errors (dot paths), first message per field, translated. */
export function zodErrors(schema: z.ZodType, values: unknown, t: TFunction, prefix = ''): Record<string, string> {
  return translated(schemaResolver(schema, { sync: true })(values), t, prefix);
}

/** A Mantine `validate` function over a zod schema. */
export function zodValidate(schema: z.ZodType, t: TFunction) {
  return (values: unknown) => zodErrors(schema, values, t);
}

/** Only the errors under the given paths (one wizard step's fields). */
export function pickErrors(errors: Record<string, string>, paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => paths.some((p) => key === p || key.startsWith(`${p}.`))));
}

/** A field-level 400 from the server, translated; undefined for any other failure (then the caller says it failed). */
export function serverErrors(error: unknown, t: TFunction, prefix = ''): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const fields = fieldErrorsOf(error);
  return Object.keys(fields).length > 0 ? translated(fields, t, prefix) : undefined;
}
