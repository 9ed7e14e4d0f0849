// What the email feature hands the shell: its Spotlight entry, lazy translations and the subject
// its routes check, and its menu link (under "Apps & pages"; active on every /apps/email/... path).
import { defineFeature, type FeatureModule, type NavItem } from '@atrium/core';
import { EMAIL_NAMESPACE } from './namespace';

export const EMAIL_SUBJECT = 'Email';

export const emailNav: NavItem[] = [
  {
    kind: 'link',
    title: `${EMAIL_NAMESPACE}:nav.email`,
    to: '/apps/email',
    icon: 'tabler-mail',
    action: 'read',
    subject: EMAIL_SUBJECT,
    activeOn: ['/apps/email'],
  },
];

export const emailModule = defineFeature({
  id: EMAIL_NAMESPACE,
  nav: emailNav,
  navOrder: 30,
  search: [{ category: 'appsAndPages', title: `${EMAIL_NAMESPACE}:nav.email`, icon: 'tabler-mail', to: '/apps/email' }],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [EMAIL_SUBJECT],
} satisfies FeatureModule);
