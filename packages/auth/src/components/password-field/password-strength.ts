// A rough, explainable strength score: a hint for the user, not a policy (the schema is).

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;
export const STRENGTH_LEVELS = ['weak', 'weak', 'fair', 'good', 'strong'] as const;

/** One point each for: 8+ characters, upper and lower case, a digit, a symbol; capped by length. */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 0;
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score += 1;
  if (/\p{N}/u.test(password)) score += 1;
  if (/[^\p{L}\p{N}\s]/u.test(password)) score += 1;
  // Short passwords are weak whatever they mix.
  if (password.length < 8) score = Math.min(score, 1);
  return score as PasswordStrength;
}
