// The one list of feature modules: the shell assembles nav, search and i18n namespaces from it.
// Feature packages append their module here as they land.
import { defineFeature, type FeatureModule } from '@atrium/core';

/**
 * The shell's own menu entries, around what the feature packages bring (each feature's module
 * holds its own nav): the dashboards that span features first, then the "Apps & pages" heading
 * the apps sort under (navOrder 20–91), and the misc pages after them. Titles are keys in the
 * common namespace (`nav.*`).
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
  ],
} satisfies FeatureModule);

const shellAppsHeading = defineFeature({
  id: 'shell-apps',
  navOrder: 10,
  nav: [{ kind: 'heading', title: 'common:nav.appsAndPages', icon: 'tabler-layout-grid-add' }],
} satisfies FeatureModule);

const shellMisc = defineFeature({
  id: 'shell-misc',
  navOrder: 92,
  nav: [
    {
      kind: 'group',
      title: 'common:nav.misc',
      icon: 'tabler-alert-triangle',
      // the template's sample error pages, like its other sample pages: not for a customer, who
      // would otherwise find a menu entry that opens "not authorized"
      action: 'read',
      subject: 'Pages',
      children: [
        { kind: 'link', title: 'common:nav.comingSoon', to: '/pages/misc/coming-soon' },
        { kind: 'link', title: 'common:nav.underMaintenance', to: '/pages/misc/under-maintenance' },
        { kind: 'link', title: 'common:nav.notFound', to: '/pages/misc/not-found/example' },
        { kind: 'link', title: 'common:nav.notAuthorized', to: '/pages/misc/not-authorized' },
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
  shellAppsHeading,
  shellMisc,
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
