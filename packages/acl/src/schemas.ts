// The stored session's shapes as zod (mini) schemas, for callers that validate with zod. The
// session reader and the guard use the plain checks in guards.ts instead: they run in the app's
// entry chunk, where even zod/mini costs ~25 kB gzip.
import { z } from 'zod/mini';

/** One stored rule, as `POST /api/auth/login` returns it under `userAbilityRules`. */
export const abilityRuleSchema = z.object({ action: z.string().check(z.minLength(1)), subject: z.string().check(z.minLength(1)) });

/** The stored user: a non-empty role; other fields pass through. */
export const storedUserDataSchema = z.looseObject({ role: z.string().check(z.minLength(1)) });
