// What the logistics feature hands the shell: its menu group, Spotlight entries, translations.
import { defineFeature, type FeatureModule } from '@atrium/core';
import { LOGISTICS_NAMESPACE, LOGISTICS_SUBJECT } from './namespace';

export const logisticsModule = defineFeature({
  id: LOGISTICS_NAMESPACE,
  navOrder: 41,
  nav: [
    {
      kind: 'group',
      title: 'nav.logistics',
      icon: 'tabler-truck',
      action: 'read',
      subject: LOGISTICS_SUBJECT,
      children: [
        { kind: 'link', title: 'nav.dashboard', to: '/apps/logistics/dashboard', action: 'read', subject: LOGISTICS_SUBJECT },
        { kind: 'link', title: 'nav.fleet', to: '/apps/logistics/fleet', action: 'read', subject: LOGISTICS_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'dashboards', title: `${LOGISTICS_NAMESPACE}:search.dashboard`, icon: 'tabler-truck', to: '/dashboards/logistics' },
    { category: 'appsAndPages', title: `${LOGISTICS_NAMESPACE}:search.appDashboard`, icon: 'tabler-truck', to: '/apps/logistics/dashboard' },
    { category: 'appsAndPages', title: `${LOGISTICS_NAMESPACE}:search.fleet`, icon: 'tabler-map-2', to: '/apps/logistics/fleet' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [LOGISTICS_SUBJECT],
} satisfies FeatureModule);
