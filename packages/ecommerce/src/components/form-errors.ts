// Maps a 400 `{ errors: { field: [message] } }` answer onto a Mantine form's fields.
import { fieldErrorsSchema, isApiError } from '@atrium/api';

export type TranslateMessage = (message: string) => string;
const same: TranslateMessage = (message) => message;

export function serverFieldErrors(error: unknown, translate: TranslateMessage = same): Record<string, string> | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const parsed = fieldErrorsSchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  return Object.fromEntries(Object.entries(parsed.data.errors).map(([field, messages]) => [field, messages.map(translate).join(' ')]));
}

/** zod issues as Mantine form errors (dot paths), for client-side validation with the shared schema. */
export function zodFormErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, translate: TranslateMessage = same): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= translate(issue.message);
  }
  return errors;
}
