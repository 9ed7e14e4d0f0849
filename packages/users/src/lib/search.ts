// URL search of the users, user view and permissions screens. Junk falls back to defaults.
import {
  canonicalRoleSlug,
  listSearchSchema,
  PERMISSION_SORT_KEYS,
  roleSlugSchema,
  searchTextParamSchema,
  USER_PLANS,
  USER_SORT_KEYS,
  USER_STATUSES,
  type PermissionsQuery,
  type UsersQuery,
} from '@atrium/api';
import { z } from 'zod';

// every users list also takes a text search
const listSearch = <const K extends readonly [string, ...string[]]>(keys: K) => listSearchSchema(keys).extend({ q: searchTextParamSchema });

export const userListSearchSchema = listSearch(USER_SORT_KEYS).extend({
  // a role of /apps/roles by its slug (the API also takes the spec's names: ?role=editor)
  role: z.string().transform(canonicalRoleSlug).pipe(roleSlugSchema).optional().catch(undefined),
  plan: z.enum(USER_PLANS).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
});
export type UserListSearch = z.infer<typeof userListSearchSchema>;

export function toUsersQuery(search: UserListSearch): Partial<UsersQuery> {
  const { q, ...rest } = search;
  return { ...rest, q: q ?? '' };
}

export const USER_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const;
export type UserTab = (typeof USER_TABS)[number];
export const userViewSearchSchema = z.object({ tab: z.enum(USER_TABS).optional().default('account').catch('account') });
export type UserViewSearch = z.infer<typeof userViewSearchSchema>;

export const permissionListSearchSchema = listSearch(PERMISSION_SORT_KEYS);
export type PermissionListSearch = z.infer<typeof permissionListSearchSchema>;

export function toPermissionsQuery(search: PermissionListSearch): Partial<PermissionsQuery> {
  return { ...search, q: search.q ?? '' };
}

/** What a list page receives: its URL state and a way to change part of it. */
export interface SearchProps<S> {
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
}
