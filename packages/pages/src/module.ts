// What the pages feature hands the shell: its menu group, Spotlight entries, lazy translations.
import { defineFeature, type FeatureModule } from '@atrium/core';
import { PAGES_NAMESPACE, PAGES_SUBJECT } from './namespace';

export const pagesModule = defineFeature({
  id: PAGES_NAMESPACE,
  navOrder: 90,
  nav: [
    {
      kind: 'group',
      title: 'nav.pages',
      icon: 'tabler-file',
      action: 'read',
      subject: PAGES_SUBJECT,
      children: [
        { kind: 'link', title: 'nav.userProfile', to: '/pages/user-profile/profile', action: 'read', subject: 'Account' },
        { kind: 'link', title: 'nav.accountSettings', to: '/pages/account-settings/account', action: 'read', subject: 'Account' },
        { kind: 'link', title: 'nav.faq', to: '/pages/faq', action: 'read', subject: PAGES_SUBJECT },
        { kind: 'link', title: 'nav.pricing', to: '/pages/pricing', action: 'read', subject: PAGES_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'appsAndPages', title: `${PAGES_NAMESPACE}:search.accountSettings`, icon: 'tabler-settings', to: '/pages/account-settings/account' },
    { category: 'appsAndPages', title: `${PAGES_NAMESPACE}:search.userProfile`, icon: 'tabler-user-circle', to: '/pages/user-profile/profile' },
    { category: 'appsAndPages', title: `${PAGES_NAMESPACE}:search.faq`, icon: 'tabler-help', to: '/pages/faq' },
    { category: 'appsAndPages', title: `${PAGES_NAMESPACE}:search.pricing`, icon: 'tabler-currency-dollar', to: '/pages/pricing' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [PAGES_SUBJECT],
} satisfies FeatureModule);
