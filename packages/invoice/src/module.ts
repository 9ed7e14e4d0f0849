// What the invoice feature hands the shell: its menu, Spotlight entries, lazy translations and
// the subject its routes check (Invoice).
import { defineFeature, type FeatureModule } from '@atrium/core';

export const INVOICE_SUBJECT = 'Invoice';

export const invoiceModule = defineFeature({
  id: 'invoice',
  navOrder: 40,
  nav: [
    {
      kind: 'group',
      title: 'invoice:nav.invoice',
      icon: 'tabler-file-dollar',
      action: 'read',
      subject: INVOICE_SUBJECT,
      children: [
        { kind: 'link', title: 'invoice:nav.list', to: '/apps/invoice/list', action: 'read', subject: INVOICE_SUBJECT },
        { kind: 'link', title: 'invoice:nav.add', to: '/apps/invoice/add', action: 'create', subject: INVOICE_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'appsAndPages', title: 'invoice:search.list', icon: 'tabler-file-dollar', to: '/apps/invoice/list' },
    { category: 'appsAndPages', title: 'invoice:search.add', icon: 'tabler-file-plus', to: '/apps/invoice/add' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [INVOICE_SUBJECT],
} satisfies FeatureModule);
