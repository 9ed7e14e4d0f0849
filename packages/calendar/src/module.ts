// What the calendar feature hands the shell: its Spotlight entry, lazy translations and the
// subject its route checks, and its menu link (under "Apps & pages", after chat).
import { defineFeature, type FeatureModule, type NavItem } from '@atrium/core';
import { CALENDAR_NAMESPACE } from './namespace';

export const CALENDAR_SUBJECT = 'Calendar';

export const calendarNav: NavItem[] = [
  { kind: 'link', title: `${CALENDAR_NAMESPACE}:nav.calendar`, to: '/apps/calendar', icon: 'tabler-calendar', action: 'read', subject: CALENDAR_SUBJECT },
];

export const calendarModule = defineFeature({
  id: CALENDAR_NAMESPACE,
  nav: calendarNav,
  navOrder: 32,
  search: [{ category: 'appsAndPages', title: `${CALENDAR_NAMESPACE}:nav.calendar`, icon: 'tabler-calendar', to: '/apps/calendar' }],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [CALENDAR_SUBJECT],
} satisfies FeatureModule);
