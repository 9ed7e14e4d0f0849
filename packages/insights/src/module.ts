// What the insights feature hands the shell: nav, Spotlight entries, lazy translations.
import { defineFeature } from '@atrium/core';

export const insightsModule = defineFeature({
  id: 'insights',
  navOrder: 1,
  nav: [
    {
      kind: 'group',
      title: 'nav.storeAnalytics',
      icon: 'building-store',
      action: 'read',
      subject: 'Insights',
      children: [
        { kind: 'link', title: 'nav.allBranches', to: '/dashboards/all-branches', icon: 'chart-bar', action: 'read', subject: 'Insights', activeOn: ['/insights/branch'] },
        { kind: 'link', title: 'nav.visitors', to: '/dashboards/all-branches-visitors', icon: 'users', action: 'read', subject: 'Insights' },
      ],
    },
  ],
  search: [
    { category: 'dashboards', title: 'search.allBranches', icon: 'chart-bar', to: '/dashboards/all-branches' },
    { category: 'dashboards', title: 'search.visitors', icon: 'users', to: '/dashboards/all-branches-visitors' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: ['Insights'],
});
