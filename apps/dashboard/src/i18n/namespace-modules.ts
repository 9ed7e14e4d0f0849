// Which feature module holds each translation namespace's loaders, one dynamic import per
// feature: the i18n backend loads the one module it needs instead of the whole feature list, so
// the login page (namespace `auth`) does not download every feature's nav and search data
// (issue 16: JS on the wire for /login). namespace-modules.test.ts keeps it equal to features.ts.
import type { FeatureModule } from '@atrium/core';

export const namespaceModules: Readonly<Record<string, () => Promise<FeatureModule>>> = {
  academy: () => import('@atrium/academy/module').then((m) => m.academyModule),
  auth: () => import('@atrium/auth/module').then((m) => m.authModule),
  calendar: () => import('@atrium/calendar/module').then((m) => m.calendarModule),
  chat: () => import('@atrium/chat/module').then((m) => m.chatModule),
  dashboards: () => import('@atrium/dashboards/module').then((m) => m.dashboardsModule),
  ecommerce: () => import('@atrium/ecommerce/module').then((m) => m.ecommerceModule),
  email: () => import('@atrium/email/module').then((m) => m.emailModule),
  insights: () => import('@atrium/insights/module').then((m) => m.insightsModule),
  invoice: () => import('@atrium/invoice/module').then((m) => m.invoiceModule),
  logistics: () => import('@atrium/logistics/module').then((m) => m.logisticsModule),
  pages: () => import('@atrium/pages/module').then((m) => m.pagesModule),
  showcase: () => import('@atrium/showcase/module').then((m) => m.showcaseModule),
  users: () => import('@atrium/users/module').then((m) => m.usersModule),
};
