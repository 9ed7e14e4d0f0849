import { getApiClient, SESSION_RULES_QUERY_KEY, type NewUser, type PermissionInput, type RoleInput, type UserPasswordInput, type UserRoleBody, type UserUpdate } from '@atrium/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './keys';

/**
 * Users, roles (user counts) and permissions are linked: any change refreshes the feature, and
 * the signed-in user's own rules (their role may be the one just edited or assigned).
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: usersKeys.all }), queryClient.invalidateQueries({ queryKey: SESSION_RULES_QUERY_KEY })]);
}

/** The form's values: the user's fields plus the role, which the API sets through its own call. */
export type NewUserWithRole = NewUser & Partial<UserRoleBody>;
export type UserUpdateWithRole = UserUpdate & Partial<UserRoleBody>;

export function useAddUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ role, ...body }: NewUserWithRole) => {
      const api = getApiClient();
      const user = await api.addUser(body);
      // the role has its own endpoint (and permission); a new user starts as a Restricted User
      return role === undefined ? user : api.setUserRole(user.id, { role });
    },
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ role, ...body }: UserUpdateWithRole) => {
      const api = getApiClient();
      const user = await api.updateUser(id, body);
      return role === undefined ? user : api.setUserRole(id, { role });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => getApiClient().deleteUser(id), onSuccess: invalidate });
}

export function useSuspendUser(id: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => getApiClient().suspendUser(id), onSuccess: invalidate });
}

export function useSetPassword(id: number) {
  return useMutation({ mutationFn: (body: UserPasswordInput) => getApiClient().setUserPassword(id, body) });
}

export function useSaveRole(id: number | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RoleInput) => (id === undefined ? getApiClient().addRole(body) : getApiClient().updateRole(id, body)),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => getApiClient().deleteRole(id), onSuccess: invalidate });
}

export function useSavePermission(id: number | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PermissionInput) => (id === undefined ? getApiClient().addPermission(body) : getApiClient().updatePermission(id, body)),
    onSuccess: invalidate,
  });
}

export function useDeletePermission() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => getApiClient().deletePermission(id), onSuccess: invalidate });
}
