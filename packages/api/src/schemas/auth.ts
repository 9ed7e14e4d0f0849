import { z } from 'zod';

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const LOGIN_ROLES = ['admin', 'client'] as const;
export const loginRoleSchema = z.enum(LOGIN_ROLES);
export type LoginRole = z.infer<typeof loginRoleSchema>;

/** A login user as stored by the mock backend; never sent as is (password, abilityRules). */
export const loginUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  password: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: loginRoleSchema,
  abilityRules: z.array(abilityRuleSchema),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** What the client keeps: the login user without password and abilityRules. */
export const userDataSchema = loginUserSchema.omit({ password: true, abilityRules: true }).strict();
export type UserData = z.infer<typeof userDataSchema>;

export const loginBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1_000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  accessToken: z.string().min(1),
  userData: userDataSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const LOGIN_INVALID_MESSAGE = 'Invalid email or password';
export const LOGIN_FAILED_MESSAGE = 'Something went wrong';
