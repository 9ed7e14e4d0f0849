// What the users feature hands the shell: its menu (users, roles, permissions), Spotlight
// entries, lazy translations and the subjects its routes check.
import { defineFeature, type FeatureModule } from '@atrium/core';

export const USER_SUBJECT = 'User';
export const ROLE_SUBJECT = 'Role';
export const PERMISSION_SUBJECT = 'Permission';

export const usersModule = defineFeature({
  id: 'users',
  navOrder: 45,
  nav: [
    { kind: 'link', title: 'users:nav.users', to: '/apps/user/list', icon: 'tabler-users', activeOn: ['/apps/user'], action: 'read', subject: USER_SUBJECT },
    {
      kind: 'group',
      title: 'users:nav.rolesAndPermissions',
      icon: 'tabler-lock',
      children: [
        { kind: 'link', title: 'users:nav.roles', to: '/apps/roles', action: 'read', subject: ROLE_SUBJECT },
        { kind: 'link', title: 'users:nav.permissions', to: '/apps/permissions', action: 'read', subject: PERMISSION_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'appsAndPages', title: 'users:search.list', icon: 'tabler-users', to: '/apps/user/list' },
    { category: 'appsAndPages', title: 'users:search.roles', icon: 'tabler-lock', to: '/apps/roles' },
    { category: 'appsAndPages', title: 'users:search.permissions', icon: 'tabler-shield-lock', to: '/apps/permissions' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [USER_SUBJECT, ROLE_SUBJECT, PERMISSION_SUBJECT],
} satisfies FeatureModule);
