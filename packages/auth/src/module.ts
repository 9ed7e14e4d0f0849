// What the auth feature hands the shell: Spotlight entries, lazy translations, its subject.
// The menu stays with the shell (its "Pages" group and the access-control link already exist);
// `authNav` is exported for it to place.
import { ACL_DEMO_SUBJECT } from '@atrium/acl';
import { defineFeature, type FeatureModule, type NavItem, type SearchEntry } from '@atrium/core';
import { AUTH_NAMESPACE } from './namespace';

/** Where the auth variants live (SPEC §2 leaves the prefix open; the issue fixes it). */
export const AUTH_PAGES_PREFIX = '/pages/authentication';

export const AUTH_VARIANT_PAGES = [
  { slug: 'login-v1', key: 'loginV1', icon: 'tabler-login' },
  { slug: 'login-v2', key: 'loginV2', icon: 'tabler-login' },
  { slug: 'register-v1', key: 'registerV1', icon: 'tabler-user-plus' },
  { slug: 'register-v2', key: 'registerV2', icon: 'tabler-user-plus' },
  { slug: 'register-multi-steps', key: 'registerMultiSteps', icon: 'tabler-user-plus' },
  { slug: 'forgot-password-v1', key: 'forgotPasswordV1', icon: 'tabler-key' },
  { slug: 'forgot-password-v2', key: 'forgotPasswordV2', icon: 'tabler-key' },
  { slug: 'reset-password-v1', key: 'resetPasswordV1', icon: 'tabler-lock' },
  { slug: 'reset-password-v2', key: 'resetPasswordV2', icon: 'tabler-lock' },
  { slug: 'two-steps-v1', key: 'twoStepsV1', icon: 'tabler-message' },
  { slug: 'two-steps-v2', key: 'twoStepsV2', icon: 'tabler-message' },
  { slug: 'verify-email-v1', key: 'verifyEmailV1', icon: 'tabler-mail' },
  { slug: 'verify-email-v2', key: 'verifyEmailV2', icon: 'tabler-mail' },
] as const;

const search: SearchEntry[] = [
  ...AUTH_VARIANT_PAGES.map(({ slug, key, icon }) => ({
    category: 'appsAndPages' as const,
    title: `${AUTH_NAMESPACE}:search.${key}`,
    icon,
    to: `${AUTH_PAGES_PREFIX}/${slug}`,
  })),
  { category: 'chartsAndMisc', title: `${AUTH_NAMESPACE}:search.accessControl`, icon: 'tabler-shield', to: '/access-control' },
];

/**
 * The auth variants' menu group (under "Apps & pages", after Pages). The pages are public, but
 * they are the template's sample pages: like the other sample pages the menu offers them to
 * those who may read Pages, not to a customer (whose home would otherwise list "Login v1").
 */
export const authNav: NavItem[] = [
  {
    kind: 'group',
    title: `${AUTH_NAMESPACE}:nav.authentication`,
    icon: 'tabler-lock',
    action: 'read',
    subject: 'Pages',
    children: AUTH_VARIANT_PAGES.map(({ slug, key }) => ({ kind: 'link' as const, title: `${AUTH_NAMESPACE}:search.${key}`, to: `${AUTH_PAGES_PREFIX}/${slug}` })),
  },
];

export const authModule = defineFeature({
  id: AUTH_NAMESPACE,
  nav: authNav,
  navOrder: 91,
  search,
  // Typed loosely on purpose: the bundles' literal JSON types would bloat the published .d.ts.
  locales: {
    en: () => import('./locales/en.json').then((m): Record<string, unknown> => m.default),
    ar: () => import('./locales/ar.json').then((m): Record<string, unknown> => m.default),
    he: () => import('./locales/he.json').then((m): Record<string, unknown> => m.default),
  },
  subjects: [ACL_DEMO_SUBJECT],
} satisfies FeatureModule);
