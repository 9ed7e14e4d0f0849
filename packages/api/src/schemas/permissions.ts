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
