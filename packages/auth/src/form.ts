// Shared form plumbing: zod validation through Mantine's schemaResolver, with the translated
// inline errors and submit-error reading of ./submit-errors.
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { submitErrorsOf, useTranslateError } from './submit-errors';

export { fieldErrorsFrom, localizeApiMessage, submitErrorsOf, useTranslateError, type FieldErrors } from './submit-errors';

/** `useForm` whose inputs show their error translated; validation is the caller's. */
export function useTranslatedForm<Values extends Record<string, unknown>>(initialValues: Values, validate?: ReturnType<typeof schemaResolver>): UseFormReturnType<Values> {
  const translate = useTranslateError();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    ...(validate ? { validate } : {}),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translate(inputProps.error) }),
  });
}

/**
 * `useForm` validated by a zod schema. Values are what the inputs hold (`Values`); the schema's
 * output type is what `onSubmit` callers get after `parse`.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(schema: Parameters<typeof schemaResolver>[0], initialValues: Values): UseFormReturnType<Values> {
  return useTranslatedForm(initialValues, schemaResolver(schema, { sync: true }));
}

/**
 * Applies a failed submit to the form: field errors go under their fields; anything else
 * comes back as a form-level message key. The typed values are left alone.
 */
export function applySubmitError<Values>(form: UseFormReturnType<Values>, error: unknown, fields: readonly string[]): string | null {
  const result = submitErrorsOf(error, fields);
  if (result.fields) form.setErrors(result.fields);
  return result.form;
}
