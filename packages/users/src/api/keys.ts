// The one query-key factory of the feature; mutations invalidate through it.
import type { PermissionsQuery, UsersQuery } from '@atrium/api';

export const usersKeys = {
  all: ['users'] as const,
  users: () => [...usersKeys.all, 'users'] as const,
  list: (query: Partial<UsersQuery>) => [...usersKeys.users(), 'list', query] as const,
  stats: () => [...usersKeys.users(), 'stats'] as const,
  detail: (id: number) => [...usersKeys.users(), 'detail', id] as const,
  roles: () => [...usersKeys.all, 'roles'] as const,
  permissions: () => [...usersKeys.all, 'permissions'] as const,
  permissionList: (query: Partial<PermissionsQuery>) => [...usersKeys.permissions(), query] as const,
};
