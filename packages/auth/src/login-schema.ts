// The login form's schema, alone and in zod/mini: the login page is the one screen a visitor
// loads before anything else, and the classic zod API (with the other forms' schemas) was a
// quarter of its JavaScript. Messages are i18n keys in the auth namespace, as in ./schemas.
import { z } from 'zod/mini';

/** Login checks presence and shape only: the server decides whether the pair matches (SPEC §5). */
export const loginSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired')), z.email('validation.emailInvalid')),
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;
