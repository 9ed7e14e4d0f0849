// What the e-commerce feature hands the shell: nav, Spotlight entries, translations, subjects.
import { defineFeature, type FeatureModule } from '@atrium/core';

/** CASL subject of every /apps/ecommerce route; /dashboards/ecommerce checks Analytics like the other dashboards. */
export const ECOMMERCE_SUBJECT = 'Ecommerce';

export const ecommerceModule = defineFeature({
  id: 'ecommerce',
  navOrder: 20,
  nav: [
    {
      kind: 'group',
      title: 'nav.ecommerce',
      icon: 'tabler-shopping-cart',
      action: 'read',
      subject: ECOMMERCE_SUBJECT,
      children: [
        { kind: 'link', title: 'nav.dashboard', to: '/apps/ecommerce/dashboard', action: 'read', subject: ECOMMERCE_SUBJECT },
        {
          kind: 'group',
          title: 'nav.products',
          children: [
            { kind: 'link', title: 'nav.productList', to: '/apps/ecommerce/product/list', action: 'read', subject: ECOMMERCE_SUBJECT },
            { kind: 'link', title: 'nav.productAdd', to: '/apps/ecommerce/product/add', action: 'read', subject: ECOMMERCE_SUBJECT },
            { kind: 'link', title: 'nav.categories', to: '/apps/ecommerce/product/category-list', action: 'read', subject: ECOMMERCE_SUBJECT },
          ],
        },
        {
          kind: 'group',
          title: 'nav.orders',
          children: [{ kind: 'link', title: 'nav.orderList', to: '/apps/ecommerce/order/list', activeOn: ['/apps/ecommerce/order'], action: 'read', subject: ECOMMERCE_SUBJECT }],
        },
        {
          kind: 'group',
          title: 'nav.customers',
          children: [{ kind: 'link', title: 'nav.customerList', to: '/apps/ecommerce/customer/list', activeOn: ['/apps/ecommerce/customer'], action: 'read', subject: ECOMMERCE_SUBJECT }],
        },
        { kind: 'link', title: 'nav.reviews', to: '/apps/ecommerce/manage-review', action: 'read', subject: ECOMMERCE_SUBJECT },
        { kind: 'link', title: 'nav.referrals', to: '/apps/ecommerce/referrals', action: 'read', subject: ECOMMERCE_SUBJECT },
        { kind: 'link', title: 'nav.settings', to: '/apps/ecommerce/settings', action: 'read', subject: ECOMMERCE_SUBJECT },
      ],
    },
  ],
  search: [
    { category: 'dashboards', title: 'search.dashboard', icon: 'tabler-shopping-cart', to: '/dashboards/ecommerce' },
    { category: 'appsAndPages', title: 'search.productList', icon: 'tabler-list', to: '/apps/ecommerce/product/list' },
    { category: 'appsAndPages', title: 'search.productAdd', icon: 'tabler-plus', to: '/apps/ecommerce/product/add' },
    { category: 'appsAndPages', title: 'search.categories', icon: 'tabler-category', to: '/apps/ecommerce/product/category-list' },
    { category: 'appsAndPages', title: 'search.orderList', icon: 'tabler-receipt', to: '/apps/ecommerce/order/list' },
    { category: 'appsAndPages', title: 'search.customerList', icon: 'tabler-users', to: '/apps/ecommerce/customer/list' },
    { category: 'appsAndPages', title: 'search.reviews', icon: 'tabler-star', to: '/apps/ecommerce/manage-review' },
    { category: 'appsAndPages', title: 'search.referrals', icon: 'tabler-gift', to: '/apps/ecommerce/referrals' },
    { category: 'appsAndPages', title: 'search.settings', icon: 'tabler-settings', to: '/apps/ecommerce/settings' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [ECOMMERCE_SUBJECT],
} satisfies FeatureModule);
