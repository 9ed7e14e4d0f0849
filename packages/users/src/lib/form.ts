// zod schemas of the contract as @mantine/form validators: the client checks the same rules the
// server does, so a 400 only happens for what only the server knows.
import type { z } from 'zod';

export function zodValidate<S extends z.ZodType>(schema: S, toBody: (values: never) => unknown = (v) => v) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse((toBody as (v: unknown) => unknown)(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || 'body';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

export const todayIso = () => new Date().toISOString().slice(0, 10);
