// What the chat feature hands the shell: its Spotlight entry, lazy translations and the subject
// its route checks, and its menu link (under "Apps & pages", after email).
import { defineFeature, type FeatureModule, type NavItem } from '@atrium/core';
import { CHAT_NAMESPACE } from './namespace';

export const CHAT_SUBJECT = 'Chat';

export const chatNav: NavItem[] = [
  { kind: 'link', title: `${CHAT_NAMESPACE}:nav.chat`, to: '/apps/chat', icon: 'tabler-message-circle', action: 'read', subject: CHAT_SUBJECT },
];

export const chatModule = defineFeature({
  id: CHAT_NAMESPACE,
  nav: chatNav,
  navOrder: 31,
  search: [{ category: 'appsAndPages', title: `${CHAT_NAMESPACE}:nav.chat`, icon: 'tabler-message-circle', to: '/apps/chat' }],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [CHAT_SUBJECT],
} satisfies FeatureModule);
