// Reading field errors out of whatever a submit callback threw, and translating them: no
// @mantine/form here, so the login page (plain state, the first screen) does not load it.
import { isValidElement, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from './namespace';

/** Keys our schemas use; API messages and other text are shown as they come. */
const isMessageKey = (value: string) => value.startsWith('validation.') || value.startsWith('errors.');

/** Translates the error of every input the form renders, in the current language. */
export function useTranslateError(): (error: unknown) => ReactNode {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return useCallback(
    (error: unknown): ReactNode => {
      if (typeof error === 'string') return isMessageKey(error) ? t(error) : error;
      if (error == null || typeof error === 'boolean' || typeof error === 'number' || isValidElement(error)) return error;
      return null;
    },
    [t],
  );
}

/** Field errors as `{ field: message }`, the shape Mantine's `setErrors` takes. */
export type FieldErrors = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item !== '');
  return undefined;
}

/**
 * Reads `{ errors: { email: ['Invalid email or password'] } }` (SPEC §8) from a thrown error:
 * directly on it, or on its `body` (the api client's ApiError), or on its `cause`.
 */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  const candidates = isRecord(error) ? [error, error.body, error.cause] : [];
  for (const candidate of candidates) {
    if (!isRecord(candidate) || !isRecord(candidate.errors)) continue;
    const out: FieldErrors = {};
    for (const [field, value] of Object.entries(candidate.errors)) {
      const message = firstMessage(value);
      if (message !== undefined) out[field] = message;
    }
    if (Object.keys(out).length > 0) return out;
  }
  return {};
}

// The mock backend answers in English; show these in the user's language instead.
const KNOWN_API_MESSAGES: Record<string, string> = {
  'Invalid email or password': 'errors.invalidCredentials',
  'Something went wrong': 'errors.generic',
};

/** Maps an API message to one of our keys when we know it, else keeps it as is. */
export function localizeApiMessage(message: string): string {
  return KNOWN_API_MESSAGES[message] ?? message;
}

/**
 * A failed submit split for a form: field errors (message keys) for the given fields, else one
 * form-level message key. The typed values are left alone.
 */
export function submitErrorsOf(error: unknown, fields: readonly string[]): { fields: FieldErrors | null; form: string | null } {
  const errors = fieldErrorsFrom(error);
  const known = Object.entries(errors).filter(([field]) => fields.includes(field));
  if (known.length > 0) return { fields: Object.fromEntries(known.map(([field, message]) => [field, localizeApiMessage(message)])), form: null };
  const first = Object.values(errors)[0];
  return { fields: null, form: first !== undefined ? localizeApiMessage(first) : 'errors.generic' };
}
