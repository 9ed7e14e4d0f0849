import { z } from 'zod';
import { pageQuerySchema, queryFilterSchema, safeImageSrcSchema, searchTermSchema, sortQuerySchema } from './common';
import { canonicalRoleSlug, roleSlugSchema, type SPEC_ROLE_ALIASES } from './permissions';

/** SPEC §6's sample user roles; each is an alias of one role of /apps/roles (SPEC_ROLE_ALIASES). */
export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber', 'client'] as const satisfies ReadonlyArray<keyof typeof SPEC_ROLE_ALIASES>;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const BILLING_METHODS = ['Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal', 'Auto debit'] as const;
/** The spec's sample user role names (aliases; see SPEC_ROLE_ALIASES). */
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
  /** the slug of the user's role on /apps/roles: what they may do comes from its permissions */
  role: roleSlugSchema,
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
  /**
   * Moves on every change of the user. A PUT that sends the version it read is refused with 409
   * (staleWriteSchema) when someone changed the user since: nobody's edit is silently lost.
   */
  version: z.number().int().min(1),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/**
 * POST body: the server assigns the id; the optional fields get plain defaults. The role is not
 * part of it: a new user holds the Restricted User role until someone allowed to change roles
 * gives them one (PUT /api/apps/users/:id/role, its own permission).
 */
export const newUserSchema = z.strictObject({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  company: z.string().max(200).default(''),
  username: z.string().trim().min(1, 'Username is required').max(100),
  country: z.string().max(100).default(''),
  contact: z.string().max(50).default(''),
  email: z.email('Invalid email').max(320),
  currentPlan: userPlanSchema,
  status: userStatusSchema.default('pending'),
  avatar: safeImageSrcSchema.default(''),
  billing: billingMethodSchema.default('Manual-Credit Card'),
});
export type NewUser = z.input<typeof newUserSchema>;

/** PUT body: any subset of the editable fields; email stays unique (checked by the server). */
export const userUpdateSchema = newUserSchema
  .omit({ avatar: true })
  .extend({
    company: z.string().max(200),
    country: z.string().max(100),
    contact: z.string().max(50),
    status: userStatusSchema,
    billing: billingMethodSchema,
    taxId: z.string().max(50),
    language: z.string().max(50),
    /** the version of the user the edit started from (userDetailSchema.version); absent: last write wins */
    version: z.number().int().min(1),
  })
  .partial()
  .strict();
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** A role named by a caller: a role's slug, or one of the spec's user-role names (its alias). */
export const roleRefSchema = z.string().max(64).transform(canonicalRoleSlug).pipe(roleSlugSchema);

/** PUT /api/apps/users/:id/role: the role (of /apps/roles) the user holds from now on. */
export const userRoleBodySchema = z.strictObject({ role: roleRefSchema });
export type UserRoleBody = z.input<typeof userRoleBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Sets the password the user logs in with (POST /api/auth/login); confirmation must match. */
export const userPasswordSchema = z
  .strictObject({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200)
      .regex(/[a-z]/i, 'Use at least one letter')
      .regex(/\d/, 'Use at least one number'),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type UserPasswordInput = z.input<typeof userPasswordSchema>;

/**
 * The answer of a write that names a version older than the record's (409): someone else changed
 * it since it was read. `version` is the record's version now; the client reloads before editing.
 */
export const staleWriteSchema = z.object({ message: z.string(), version: z.number().int() });
export type StaleWrite = z.infer<typeof staleWriteSchema>;
export const STALE_WRITE_MESSAGE = 'Changed by someone else since you opened it: reload';
export const STALE_WRITE_STATUS = 409;

/**
 * A list counts its matches exactly up to this many; past it the count stops there and the
 * answer says so (totalExact: false), since an exact count of a million rows costs more than the
 * page it describes (decision 0020).
 */
export const LIST_TOTAL_EXACT_LIMIT = 10_000;

export const USER_EMAIL_TAKEN_MESSAGE = 'Email is already in use';
export const USERNAME_TAKEN_MESSAGE = 'Username is already in use';

/** Stat cards of the users list, over every user. */
export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  inactive: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export const usersQuerySchema = z.object({
  q: searchTermSchema,
  /** a role's slug, or a spec user-role name standing for its role (`editor` → `manager`) */
  role: z.string().max(64).transform(canonicalRoleSlug).optional().catch(undefined),
  plan: queryFilterSchema,
  status: queryFilterSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(USER_SORT_KEYS).shape,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number().int(),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false */
  totalUsers: z.number().int(),
  /** false: more users match than totalUsers says (shown as "10,000+"); absent or true: exact */
  totalExact: z.boolean().optional(),
  /** page 1 when the asked page is beyond the last (SPEC §9) */
  page: z.number().int(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;
