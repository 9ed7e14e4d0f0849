import { getApiClient, isApiError } from '@atrium/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toPermissionsQuery, toUsersQuery, type PermissionListSearch, type UserListSearch } from '../lib/search';
import { usersKeys } from './keys';

export function usersQuery(search: UserListSearch) {
  const query = toUsersQuery(search);
  return queryOptions({ queryKey: usersKeys.list(query), queryFn: () => getApiClient().getUsers(query), placeholderData: keepPreviousData });
}

export function userStatsQuery() {
  return queryOptions({ queryKey: usersKeys.stats(), queryFn: () => getApiClient().getUserStats() });
}

export function userQuery(id: number) {
  return queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: () => getApiClient().getUser(id),
    // a 404 is an answer: retrying it only delays "User not found"
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function rolesQuery() {
  return queryOptions({ queryKey: usersKeys.roles(), queryFn: () => getApiClient().getRoles() });
}

export function permissionsQuery(search: PermissionListSearch) {
  const query = toPermissionsQuery(search);
  return queryOptions({ queryKey: usersKeys.permissionList(query), queryFn: () => getApiClient().getPermissions(query), placeholderData: keepPreviousData });
}
