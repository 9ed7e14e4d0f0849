import { z } from 'zod';

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const LOGIN_ROLES = ['admin', 'client'] as const;
export const loginRoleSchema = z.enum(LOGIN_ROLES);
export type LoginRole = z.infer<typeof loginRoleSchema>;

/**
 * The role of /apps/roles each demo login signs in with: their rules are that role's permissions
 * as they are now (decision 0008), so editing the Client role changes what client@demo.com can do.
 */
export const LOGIN_ROLE_TO_ROLE = { admin: 'administrator', client: 'client' } as const satisfies Record<LoginRole, string>;

/** A login user as stored by the mock backend; never sent as is (password). */
export const loginUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  password: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: loginRoleSchema,
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** What the client keeps: the login user without password. */
export const userDataSchema = loginUserSchema.omit({ password: true }).strict();
export type UserData = z.infer<typeof userDataSchema>;

export const loginBodySchema = z.strictObject({
  email: z.string().max(320),
  password: z.string().max(1_000),
  /** "Remember me": a long-lived session instead of one for the working day */
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  accessToken: z.string().min(1),
  userData: userDataSchema,
  /** when the session ends (ISO 8601); the client signs out then */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/auth/rules: the signed-in user's CASL rules as their role grants them now (decision
 * 0008). The browser re-reads them (on focus, on an interval, after a role edit), so an edit on
 * /apps/roles changes menus and route guards of users already signed in.
 */
export const sessionRulesResponseSchema = z.object({ userAbilityRules: z.array(abilityRuleSchema) });
export type SessionRulesResponse = z.infer<typeof sessionRulesResponseSchema>;

/** The TanStack Query key of the signed-in user's rules: invalidate it after a role or permission edit. */
export const SESSION_RULES_QUERY_KEY = ['auth', 'rules'] as const;

export const LOGIN_INVALID_MESSAGE = 'Invalid email or password';
export const LOGIN_FAILED_MESSAGE = 'Something went wrong';

/** POST /api/auth/register: a new account is a client until an admin gives it a role (SPEC §6). */
export const registerBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(100),
  email: z.email('Invalid email').max(320),
  password: z
    .string()
    .min(8, 'Use at least 8 characters')
    .max(200)
    .regex(/[a-z]/i, 'Use at least one letter')
    .regex(/\d/, 'Use at least one number'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
