export { PERMISSION_SUBJECT, ROLE_SUBJECT, USER_SUBJECT, usersModule } from './module';
export { UserListPage, type UserListPageProps } from './pages/user-list-page';
export { UserViewPage, type UserViewPageProps } from './pages/user-view-page';
export { RolesPage, type RolesPageProps } from './pages/roles-page';
export { PermissionDialog, PermissionsPage } from './pages/permissions-page';
export { RoleDialog, type RoleDialogProps } from './components/role-dialog';
export { UsersTable } from './components/users-table';
export { AddUserDrawer } from './components/add-user-drawer';
export { usersKeys } from './api/keys';
export { permissionsQuery, rolesQuery, userQuery, usersQuery, userStatsQuery } from './api/queries';
export {
  permissionListSearchSchema,
  toPermissionsQuery,
  toUsersQuery,
  USER_TABS,
  userListSearchSchema,
  userViewSearchSchema,
  type PermissionListSearch,
  type UserListSearch,
  type UserTab,
  type UserViewSearch,
} from './lib/search';
export { userPaths, type Navigate } from './lib/link';
export { NAMESPACE as USERS_NAMESPACE } from './lib/i18n';
