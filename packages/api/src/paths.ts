// Endpoint paths of SPEC §7. Patterns use `:param` (MSW's syntax); buildPath fills them in.

export const API_PREFIX = '/api';

export const API_PATHS = {
  appBarSearch: '/api/app-bar/search',
  academyCourses: '/api/apps/academy/courses',
  academyCourseDetails: '/api/apps/academy/course-details',
  academyCourseTopic: '/api/apps/academy/course-details/:sectionId/topics/:topicIndex',
  /** one course's details by its id (the old course-details path answers the first course) */
  academyCourse: '/api/apps/academy/courses/:courseId',
  academyCourseTopicById: '/api/apps/academy/courses/:courseId/sections/:sectionId/topics/:topicIndex',
  academyStats: '/api/apps/academy/stats',
  calendar: '/api/apps/calendar',
  calendarEvent: '/api/apps/calendar/:id',
  chatsAndContacts: '/api/apps/chat/chats-and-contacts',
  chat: '/api/apps/chat/chats/:userId',
  chatProfileUser: '/api/apps/chat/profile-user',
  chatUpdates: '/api/apps/chat/updates',
  products: '/api/apps/ecommerce/products',
  product: '/api/apps/ecommerce/products/:id',
  orders: '/api/apps/ecommerce/orders',
  order: '/api/apps/ecommerce/orders/:id',
  customers: '/api/apps/ecommerce/customers',
  customer: '/api/apps/ecommerce/customers/:id',
  reviews: '/api/apps/ecommerce/reviews',
  review: '/api/apps/ecommerce/reviews/:id',
  referrals: '/api/apps/ecommerce/referrals',
  ecommerceStats: '/api/apps/ecommerce/stats',
  productCategories: '/api/apps/ecommerce/categories',
  productCategory: '/api/apps/ecommerce/categories/:id',
  ecommerceSettings: '/api/apps/ecommerce/settings',
  email: '/api/apps/email',
  emailSend: '/api/apps/email/send',
  invoiceClients: '/api/apps/invoice/clients',
  invoices: '/api/apps/invoice',
  invoice: '/api/apps/invoice/:id',
  invoiceStats: '/api/apps/invoice/stats',
  invoicePayments: '/api/apps/invoice/:id/payments',
  invoiceDuplicate: '/api/apps/invoice/:id/duplicate',
  invoiceSend: '/api/apps/invoice/:id/send',
  vehicles: '/api/apps/logistics/vehicles',
  logisticsStats: '/api/apps/logistics/stats',
  logisticsFleet: '/api/apps/logistics/fleet',
  permissions: '/api/apps/permissions',
  permission: '/api/apps/permissions/:id',
  roles: '/api/apps/roles',
  role: '/api/apps/roles/:id',
  users: '/api/apps/users',
  user: '/api/apps/users/:id',
  userStats: '/api/apps/users/stats',
  userSuspend: '/api/apps/users/:id/suspend',
  userPassword: '/api/apps/users/:id/password',
  userRole: '/api/apps/users/:id/role',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  register: '/api/auth/register',
  sessionRules: '/api/auth/rules',
  analyticsProjects: '/api/dashboard/analytics/projects',
  analyticsDashboard: '/api/dashboard/analytics',
  crmDashboard: '/api/dashboard/crm',
  datatable: '/api/pages/datatable',
  faq: '/api/pages/faq',
  helpCenter: '/api/pages/help-center',
  helpCenterArticle: '/api/pages/help-center/article/:slug',
  profile: '/api/pages/profile',
  profileHeader: '/api/pages/profile/header',
  accountSettings: '/api/pages/account-settings',
  accountPassword: '/api/pages/account-settings/password',
  accountTwoFactor: '/api/pages/account-settings/two-factor',
  accountTwoFactorSetup: '/api/pages/account-settings/two-factor/setup',
  accountDeactivate: '/api/pages/account-settings/deactivate',
  contactMessages: '/api/pages/contact',
  checkoutOrders: '/api/pages/checkout',
  /** the signed-in account's notifications (decision 0026) */
  notifications: '/api/notifications',
  notificationsReadAll: '/api/notifications/read-all',
  notification: '/api/notifications/:id',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** Fills `:param` segments, URL-encoding each value; a missing param is a programming error. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing ":${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
