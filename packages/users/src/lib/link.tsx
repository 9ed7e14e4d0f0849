// Links inside the feature: the link helper is ui-kit's (one for every feature); the paths are
// this feature's.
export { AppLink, NavigateProvider, useNavigateTo, type Navigate } from '@atrium/ui-kit';

export const userPaths = {
  list: '/apps/user/list',
  view: (id: number, tab?: string) => `/apps/user/view/${id}${tab ? `?tab=${tab}` : ''}`,
  roles: '/apps/roles',
  permissions: '/apps/permissions',
} as const;
