// What the demo dashboards hand the shell: Spotlight entries and lazy translations. Their menu
// links already sit in the shell's "Dashboards" group.
import { defineFeature, type FeatureModule } from '@atrium/core';
import { DASHBOARDS_NAMESPACE, DASHBOARDS_SUBJECT } from './namespace';

export const dashboardsModule = defineFeature({
  id: DASHBOARDS_NAMESPACE,
  search: [
    { category: 'dashboards', title: `${DASHBOARDS_NAMESPACE}:search.analytics`, icon: 'tabler-chart-pie', to: '/dashboards/analytics' },
    { category: 'dashboards', title: `${DASHBOARDS_NAMESPACE}:search.crm`, icon: 'tabler-chart-donut', to: '/dashboards/crm' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [DASHBOARDS_SUBJECT],
} satisfies FeatureModule);
