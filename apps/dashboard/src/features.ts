// The one list of feature modules: the shell assembles nav, search and i18n namespaces from it.
// Feature packages append their module here as they land.
import { defineFeature, type FeatureModule } from '@atrium/core';

/**
 * The shell's own menu until the feature packages bring theirs: headings and links to the
 * SPEC §2 routes. Titles are keys in the common namespace (`nav.*`).
 */
export const shellModule = defineFeature({
  id: 'shell',
  navOrder: 0,
  nav: [
    {
      kind: 'group',
      title: 'common:nav.dashboards',
      icon: 'tabler-smart-home',
      children: [
        { kind: 'link', title: 'common:nav.analytics', to: '/dashboards/analytics', icon: 'tabler-chart-pie', action: 'read', subject: 'Analytics' },
        { kind: 'link', title: 'common:nav.crm', to: '/dashboards/crm', icon: 'tabler-chart-donut', action: 'read', subject: 'Analytics' },
        { kind: 'link', title: 'common:nav.ecommerce', to: '/dashboards/ecommerce', icon: 'tabler-shopping-cart', action: 'read', subject: 'Analytics' },
        { kind: 'link', title: 'common:nav.logistics', to: '/dashboards/logistics', icon: 'tabler-truck', action: 'read', subject: 'Analytics' },
        { kind: 'link', title: 'common:nav.academy', to: '/dashboards/academy', icon: 'tabler-book', action: 'read', subject: 'Analytics' },
      ],
    },
    { kind: 'heading', title: 'common:nav.appsAndPages' },
    {
      kind: 'group',
      title: 'common:nav.apps',
      icon: 'tabler-layout-grid-add',
      children: [
        {
          kind: 'group',
          title: 'common:nav.ecommerce',
          icon: 'tabler-shopping-cart',
          children: [
            { kind: 'link', title: 'common:nav.dashboard', to: '/apps/ecommerce/dashboard', action: 'read', subject: 'Ecommerce' },
            { kind: 'link', title: 'common:nav.products', to: '/apps/ecommerce/product/list', action: 'read', subject: 'Ecommerce' },
            { kind: 'link', title: 'common:nav.orders', to: '/apps/ecommerce/order/list', action: 'read', subject: 'Ecommerce' },
            { kind: 'link', title: 'common:nav.customers', to: '/apps/ecommerce/customer/list', action: 'read', subject: 'Ecommerce' },
          ],
        },
        { kind: 'link', title: 'common:nav.email', to: '/apps/email', icon: 'tabler-mail', activeOn: ['/apps/email'], action: 'read', subject: 'Email' },
        { kind: 'link', title: 'common:nav.chat', to: '/apps/chat', icon: 'tabler-message-circle', action: 'read', subject: 'Chat' },
        { kind: 'link', title: 'common:nav.calendar', to: '/apps/calendar', icon: 'tabler-calendar', action: 'read', subject: 'Calendar' },
        { kind: 'link', title: 'common:nav.invoice', to: '/apps/invoice/list', icon: 'tabler-file-dollar', activeOn: ['/apps/invoice'], action: 'read', subject: 'Invoice' },
        { kind: 'link', title: 'common:nav.users', to: '/apps/user/list', icon: 'tabler-users', activeOn: ['/apps/user'], action: 'read', subject: 'User' },
        { kind: 'link', title: 'common:nav.roles', to: '/apps/roles', icon: 'tabler-lock', action: 'read', subject: 'Role' },
        { kind: 'link', title: 'common:nav.permissions', to: '/apps/permissions', icon: 'tabler-shield-lock', action: 'read', subject: 'Permission' },
      ],
    },
    {
      kind: 'group',
      title: 'common:nav.pages',
      icon: 'tabler-file',
      children: [
        { kind: 'link', title: 'common:nav.userProfile', to: '/pages/user-profile', icon: 'tabler-user-circle', activeOn: ['/pages/user-profile'], action: 'read', subject: 'Page' },
        { kind: 'link', title: 'common:nav.accountSettings', to: '/pages/account-settings', icon: 'tabler-settings', activeOn: ['/pages/account-settings'], action: 'read', subject: 'Page' },
        { kind: 'link', title: 'common:nav.pricing', to: '/pages/pricing', icon: 'tabler-currency-dollar', action: 'read', subject: 'Page' },
        { kind: 'link', title: 'common:nav.faq', to: '/pages/faq', icon: 'tabler-help-circle', action: 'read', subject: 'Page' },
        {
          kind: 'group',
          title: 'common:nav.misc',
          icon: 'tabler-alert-triangle',
          children: [
            { kind: 'link', title: 'common:nav.comingSoon', to: '/pages/misc/coming-soon' },
            { kind: 'link', title: 'common:nav.underMaintenance', to: '/pages/misc/under-maintenance' },
            { kind: 'link', title: 'common:nav.notFound', to: '/pages/misc/not-found/example' },
            { kind: 'link', title: 'common:nav.notAuthorized', to: '/pages/misc/not-authorized' },
          ],
        },
      ],
    },
    { kind: 'link', title: 'common:nav.accessControl', to: '/access-control', icon: 'tabler-shield', action: 'read', subject: 'AclDemo' },
  ],
} satisfies FeatureModule);

import { academyModule } from '@atrium/academy/module';
import { authModule } from '@atrium/auth/module';
import { calendarModule } from '@atrium/calendar/module';
import { chatModule } from '@atrium/chat/module';
import { dashboardsModule } from '@atrium/dashboards/module';
import { ecommerceModule } from '@atrium/ecommerce/module';
import { emailModule } from '@atrium/email/module';
import { insightsModule } from '@atrium/insights/module';
import { invoiceModule } from '@atrium/invoice/module';
import { logisticsModule } from '@atrium/logistics/module';
import { pagesModule } from '@atrium/pages/module';
import { showcaseModule } from '@atrium/showcase/module';
import { usersModule } from '@atrium/users/module';

export const features: readonly FeatureModule[] = [
  shellModule,
  insightsModule,
  authModule,
  dashboardsModule,
  ecommerceModule,
  emailModule,
  chatModule,
  calendarModule,
  invoiceModule,
  usersModule,
  academyModule,
  logisticsModule,
  pagesModule,
  showcaseModule,
];
