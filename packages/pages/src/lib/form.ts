// The contract's zod schemas validate the forms; their messages are codes (PAGES_VALIDATION)
// translated here, and the server's 400 carries the same codes, mapped the same way.
import { fieldErrorsSchema, isApiError, PAGES_VALIDATION } from '@atrium/api';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const CODES = new Set<string>(Object.values(PAGES_VALIDATION));

export function translateCode(t: TFunction, code: string): string {
  return CODES.has(code) ? t(`validation.${code}`) : t('validation.invalid');
}

/** zod issues as Mantine form errors (dot paths), first message per field, translated. */
export function zodErrors(schema: z.ZodType, values: unknown, t: TFunction, prefix = ''): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[key] ??= translateCode(t, issue.message);
  }
  return errors;
}

/** A Mantine `validate` function over a zod schema. */
export function zodValidate(schema: z.ZodType, t: TFunction) {
  return (values: unknown) => zodErrors(schema, values, t);
}

/** Only the errors under the given paths (one wizard step's fields). */
export function pickErrors(errors: Record<string, string>, paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => paths.some((p) => key === p || key.startsWith(`${p}.`))));
}

/** A field-level 400 from the server, translated; undefined for any other failure. */
export function serverErrors(error: unknown, t: TFunction, prefix = ''): Record<string, string> | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const parsed = fieldErrorsSchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  return Object.fromEntries(
    Object.entries(parsed.data.errors).map(([field, codes]) => [[prefix, field].filter(Boolean).join('.'), codes.map((c) => translateCode(t, c)).join(' ')]),
  );
}
