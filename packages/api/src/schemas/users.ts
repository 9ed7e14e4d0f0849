import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema } from './common';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber', 'client'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const BILLING_METHODS = ['Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal', 'Auto debit'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export const userPlanSchema = z.enum(USER_PLANS);
export const userStatusSchema = z.enum(USER_STATUSES);
export const billingMethodSchema = z.enum(BILLING_METHODS);
export type UserRole = z.infer<typeof userRoleSchema>;
export type UserPlan = z.infer<typeof userPlanSchema>;
export type UserStatus = z.infer<typeof userStatusSchema>;
export type BillingMethod = z.infer<typeof billingMethodSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  role: userRoleSchema,
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  avatar: z.string(),
  billing: billingMethodSchema,
});
export type User = z.infer<typeof userSchema>;

export const userDetailSchema = userSchema.extend({
  taskDone: z.number().int(),
  projectDone: z.number().int(),
  taxId: z.string(),
  language: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST body: the server assigns the id; the optional fields get plain defaults. */
export const newUserSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  company: z.string().max(200).default(''),
  role: userRoleSchema,
  username: z.string().trim().min(1, 'Username is required').max(100),
  country: z.string().max(100).default(''),
  contact: z.string().max(50).default(''),
  email: z.email('Invalid email').max(320),
  currentPlan: userPlanSchema,
  status: userStatusSchema.default('pending'),
  avatar: z.string().max(100_000).default(''),
  billing: billingMethodSchema.default('Manual-Credit Card'),
});
export type NewUser = z.input<typeof newUserSchema>;

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export const usersQuerySchema = z.object({
  q: searchTermSchema,
  role: z.string().optional().catch(undefined),
  plan: z.string().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(USER_SORT_KEYS).shape,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  /** page 1 when the asked page is beyond the last (SPEC §9) */
  page: z.number().int(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;
