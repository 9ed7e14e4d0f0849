import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema } from './common';

export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const;
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
export const permissionsResponseSchema = z.object({ permissions: z.array(permissionSchema), totalPermissions: z.number().int() });
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

/** POST/PUT body of a permission; createdDate is set by the server. */
export const permissionInputSchema = z.object({
  name: z.string().trim().min(1, 'Permission name is required').max(100),
  assignedTo: z.array(permissionRoleSchema).max(PERMISSION_ROLES.length).default([]),
});
export type PermissionInput = z.input<typeof permissionInputSchema>;
export const PERMISSION_NAME_TAKEN_MESSAGE = 'A permission with this name exists';

// ---------------------------------------------------------------------------------------------
// Roles: a named permission matrix (subject × read / write / create / delete) that becomes CASL
// rules when a user with the role logs in.

/** The subjects the app's routes and menu check (see each feature module's `subjects`). */
export const ROLE_SUBJECTS = [
  'Analytics',
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
  'Page',
  'AclDemo',
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

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(rolePermissionSchema),
});
export type RoleRecord = z.infer<typeof roleSchema>;

/** What GET /api/apps/roles answers: each role with its users' count and a few avatars. */
export const roleSummarySchema = roleSchema.extend({
  totalUsers: z.number().int(),
  users: z.array(z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string() })).max(5),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;
export const rolesResponseSchema = z.array(roleSummarySchema);

export const roleInputSchema = z.object({
  name: z.string().trim().min(1, 'Role name is required').max(60),
  permissions: z
    .array(rolePermissionSchema)
    .max(ROLE_SUBJECTS.length)
    .refine((list) => new Set(list.map((p) => p.subject)).size === list.length, 'Each subject once'),
});
export type RoleInput = z.input<typeof roleInputSchema>;
export const ROLE_NAME_TAKEN_MESSAGE = 'A role with this name exists';

/** matrix column → CASL action; "write" is CASL's "update". */
const CASL_ACTION: Record<RoleAction, string> = { read: 'read', write: 'update', create: 'create', delete: 'delete' };

/**
 * The CASL rules a role grants: one rule per ticked cell, and `manage` when a subject's whole row
 * is ticked (so "manage" checks pass too). Rows with nothing ticked grant nothing.
 */
export function roleRulesFromMatrix(permissions: readonly RolePermission[]): Array<{ action: string; subject: string }> {
  const rules: Array<{ action: string; subject: string }> = [];
  for (const row of permissions) {
    const ticked = ROLE_ACTIONS.filter((action) => row[action]);
    if (ticked.length === ROLE_ACTIONS.length) rules.push({ action: 'manage', subject: row.subject });
    else for (const action of ticked) rules.push({ action: CASL_ACTION[action], subject: row.subject });
  }
  return rules;
}

/** A full matrix row for every subject, ticked as `fill` says (the dialog's starting point). */
export function emptyMatrix(fill = false): RolePermission[] {
  return ROLE_SUBJECTS.map((subject) => ({ subject, read: fill, write: fill, create: fill, delete: fill }));
}
