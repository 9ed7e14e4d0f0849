import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema, strictBody } from './common';

/** SPEC §6's permission-assignment roles: the slugs of the seeded roles on /apps/roles. */
export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const;

/**
 * SPEC §6 names the roles sample users hold (admin, editor, author, maintainer, subscriber,
 * client) apart from the roles permissions go to. Here they are one list, the roles of
 * /apps/roles (decision 0008): each spec user role names the role it became, and is still
 * accepted wherever a role is named (the users filter, the role body), so `role=editor` works.
 */
export const SPEC_ROLE_ALIASES = {
  admin: 'administrator',
  editor: 'manager',
  author: 'users',
  maintainer: 'support',
  subscriber: 'restricted-user',
  client: 'client',
} as const;
export type SpecUserRole = keyof typeof SPEC_ROLE_ALIASES;

/** Spec names that are only aliases: no new role may take them as its slug. */
const RESERVED_ROLE_SLUGS: ReadonlySet<string> = new Set(Object.keys(SPEC_ROLE_ALIASES).filter((alias) => !(Object.values(SPEC_ROLE_ALIASES) as string[]).includes(alias)));

/** The role slug a name given by a caller stands for: a spec alias becomes its role, anything else stays. */
export function canonicalRoleSlug(value: string): string {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(SPEC_ROLE_ALIASES, key) ? SPEC_ROLE_ALIASES[key as SpecUserRole] : key;
}
/** The nine permission names of SPEC §6, in order. */
export const PERMISSION_NAMES = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
] as const;
export const permissionRoleSchema = z.enum(PERMISSION_ROLES);
export type PermissionRole = z.infer<typeof permissionRoleSchema>;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedTo: z.array(permissionRoleSchema),
  /** display text, e.g. "14 Apr 2021, 8:43 PM"; searched as text */
  createdDate: z.string(),
});
export type PermissionRecord = z.infer<typeof permissionSchema>;

export const PERMISSION_SORT_KEYS = ['name'] as const;
export const permissionsQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(PERMISSION_SORT_KEYS).shape,
});
export type PermissionsQuery = z.infer<typeof permissionsQuerySchema>;
export const permissionsResponseSchema = z.object({
  permissions: z.array(permissionSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false (decision 0020) */
  totalPermissions: z.number().int(),
  /** false: more permissions match than totalPermissions says (shown as "10,000+"); absent or true: exact */
  totalExact: z.boolean().optional(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

/** POST/PUT body of a permission; createdDate is set by the server. */
export const permissionInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Permission name is required').max(100),
  assignedTo: z
    .array(permissionRoleSchema)
    .max(PERMISSION_ROLES.length)
    // a permission is assigned to a role once (the assignment table's key: decision 0024)
    .refine((list) => new Set(list).size === list.length, 'Each role once')
    .default([]),
});
export type PermissionInput = z.input<typeof permissionInputSchema>;
export const PERMISSION_NAME_TAKEN_MESSAGE = 'A permission with this name exists';
/** A permission assigned to a role that does not exist (any more): 400 on `assignedTo`. */
export const UNKNOWN_ROLE_MESSAGE = 'Unknown role';

// ---------------------------------------------------------------------------------------------
// Roles: a named permission matrix (subject × read / write / create / delete) that becomes CASL
// rules when a user with the role logs in.

/**
 * The subjects the app's routes and menu check (see each feature module's `subjects` and the
 * route files' meta). AclDemo and Account are not in the matrix: every signed-in account may read
 * its own access overview (/access-control) and its own account, whatever its role (see `BASELINE_RULES`).
 */
export const ROLE_SUBJECTS = [
  'Analytics',
  'Insights',
  'Ecommerce',
  'Email',
  'Chat',
  'Calendar',
  'Invoice',
  'User',
  'Role',
  'Permission',
  'Academy',
  'Logistics',
  'Pages',
] as const;
export const roleSubjectSchema = z.enum(ROLE_SUBJECTS);
export type RoleSubject = z.infer<typeof roleSubjectSchema>;
export const ROLE_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

export const rolePermissionSchema = z.object({
  subject: roleSubjectSchema,
  read: z.boolean().default(false),
  write: z.boolean().default(false),
  create: z.boolean().default(false),
  delete: z.boolean().default(false),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/** A role's stable key: lower-case words joined by hyphens; what users and permissions name. */
export const roleSlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid role');
export type RoleSlug = z.infer<typeof roleSlugSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  /** set once from the first name; renaming the role keeps it, so references never break */
  slug: roleSlugSchema,
  name: z.string(),
  permissions: z.array(rolePermissionSchema),
  /**
   * Moves on every change of the role. A PUT that sends the version it read is refused with 409
   * (`staleWriteSchema`) when someone changed the role since (decision 0024).
   */
  version: z.number().int().min(1),
});
export type RoleRecord = z.infer<typeof roleSchema>;

/** What GET /api/apps/roles answers: each role with its users' count and a few avatars. */
export const roleSummarySchema = roleSchema.extend({
  totalUsers: z.number().int(),
  users: z.array(z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string() })).max(5),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;
export const rolesResponseSchema = z.array(roleSummarySchema);

export const roleInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Role name is required').max(60),
  permissions: z
    .array(strictBody(rolePermissionSchema))
    .max(ROLE_SUBJECTS.length)
    .refine((list) => new Set(list.map((p) => p.subject)).size === list.length, 'Each subject once'),
  /** PUT only: the version the caller read; an older one than the role's is answered 409 */
  version: z.number().int().min(1).optional(),
});
export type RoleInput = z.input<typeof roleInputSchema>;
export const ROLE_NAME_TAKEN_MESSAGE = 'A role with this name exists';
/** DELETE of a role users still hold: 409, as every user holds a role. */
export const ROLE_IN_USE_MESSAGE = 'Users hold this role: give them another role first';
/**
 * The roles the product gives by itself (decision 0024): a new user's (Restricted User), a
 * registration's and the client sign-in's (Client), the admin sign-in's (Administrator). Their
 * DELETE is 409 with ROLE_BUILT_IN_MESSAGE: without them a new account would hold no role.
 */
export const BUILT_IN_ROLE_SLUGS: readonly string[] = [SPEC_ROLE_ALIASES.admin, SPEC_ROLE_ALIASES.subscriber, SPEC_ROLE_ALIASES.client];
export const ROLE_BUILT_IN_MESSAGE = 'New accounts and the sign-ins get this role: it cannot be deleted';

/** matrix column → CASL action; "write" is CASL's "update". */
const CASL_ACTION: Record<RoleAction, string> = { read: 'read', write: 'update', create: 'create', delete: 'delete' };

/** The signed-in account's own pages (account settings): every account's, whatever its role. */
export const ACCOUNT_SUBJECT = 'Account';

/**
 * What every signed-in account may do whatever its role: read its own access overview, and open
 * and change its own account (its settings and password; the API's 'session' calls).
 */
export const BASELINE_RULES: ReadonlyArray<{ action: string; subject: string }> = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'read', subject: ACCOUNT_SUBJECT },
  { action: 'update', subject: ACCOUNT_SUBJECT },
];

/**
 * The CASL rules a role grants: one rule per ticked cell, and `manage` when a subject's whole row
 * is ticked (so "manage" checks pass too). Rows with nothing ticked grant nothing. A matrix with
 * every subject fully ticked is SPEC §6's admin ability, `manage all` (subjects added later
 * included).
 */
export function roleRulesFromMatrix(permissions: readonly RolePermission[]): Array<{ action: string; subject: string }> {
  const full = (subject: RoleSubject) => permissions.some((row) => row.subject === subject && ROLE_ACTIONS.every((action) => row[action]));
  if (ROLE_SUBJECTS.every(full)) return [{ action: 'manage', subject: 'all' }];
  const rules: Array<{ action: string; subject: string }> = [];
  for (const row of permissions) {
    const ticked = ROLE_ACTIONS.filter((action) => row[action]);
    if (ticked.length === ROLE_ACTIONS.length) rules.push({ action: 'manage', subject: row.subject });
    else for (const action of ticked) rules.push({ action: CASL_ACTION[action], subject: row.subject });
  }
  return rules;
}

/**
 * The slug of a new role named `name`: its words in lower case joined by hyphens, made unique
 * against `taken` (and the spec's user-role names, which stay filter aliases) with -2, -3, …
 */
export function roleSlugFor(name: string, taken: ReadonlySet<string>): RoleSlug {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'role';
  const free = (slug: string) => !taken.has(slug) && !RESERVED_ROLE_SLUGS.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) if (free(`${base}-${n}`)) return `${base}-${n}`;
}

/** A full matrix row for every subject, ticked as `fill` says (the dialog's starting point). */
export function emptyMatrix(fill = false): RolePermission[] {
  return ROLE_SUBJECTS.map((subject) => ({ subject, read: fill, write: fill, create: fill, delete: fill }));
}
