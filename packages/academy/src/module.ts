// What the academy feature hands the shell: its menu group, Spotlight entries, lazy translations.
import { defineFeature, type FeatureModule } from '@atrium/core';
import { ACADEMY_NAMESPACE, ACADEMY_SUBJECT } from './namespace';

export const academyModule = defineFeature({
  id: ACADEMY_NAMESPACE,
  navOrder: 40,
  nav: [
    {
      kind: 'group',
      title: 'nav.academy',
      icon: 'tabler-book',
      action: 'read',
      subject: ACADEMY_SUBJECT,
      children: [
        { kind: 'link', title: 'nav.dashboard', to: '/apps/academy/dashboard', action: 'read', subject: ACADEMY_SUBJECT },
        { kind: 'link', title: 'nav.myCourse', to: '/apps/academy/my-course', action: 'read', subject: ACADEMY_SUBJECT },
        { kind: 'link', title: 'nav.courseDetails', to: '/apps/academy/course-details', action: 'read', subject: ACADEMY_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'dashboards', title: `${ACADEMY_NAMESPACE}:search.dashboard`, icon: 'tabler-book', to: '/dashboards/academy' },
    { category: 'appsAndPages', title: `${ACADEMY_NAMESPACE}:search.appDashboard`, icon: 'tabler-book', to: '/apps/academy/dashboard' },
    { category: 'appsAndPages', title: `${ACADEMY_NAMESPACE}:search.myCourse`, icon: 'tabler-school', to: '/apps/academy/my-course' },
    { category: 'appsAndPages', title: `${ACADEMY_NAMESPACE}:search.courseDetails`, icon: 'tabler-player-play', to: '/apps/academy/course-details' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [ACADEMY_SUBJECT],
} satisfies FeatureModule);
