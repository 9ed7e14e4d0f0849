// Endpoint paths of SPEC §7. Patterns use `:param` (MSW's syntax); buildPath fills them in.

export const API_PREFIX = '/api';

export const API_PATHS = {
  appBarSearch: '/api/app-bar/search',
  academyCourses: '/api/apps/academy/courses',
  academyCourseDetails: '/api/apps/academy/course-details',
  calendar: '/api/apps/calendar',
  calendarEvent: '/api/apps/calendar/:id',
  chatsAndContacts: '/api/apps/chat/chats-and-contacts',
  chat: '/api/apps/chat/chats/:userId',
  products: '/api/apps/ecommerce/products',
  product: '/api/apps/ecommerce/products/:id',
  orders: '/api/apps/ecommerce/orders',
  order: '/api/apps/ecommerce/orders/:id',
  customers: '/api/apps/ecommerce/customers',
  customer: '/api/apps/ecommerce/customers/:id',
  reviews: '/api/apps/ecommerce/reviews',
  review: '/api/apps/ecommerce/reviews/:id',
  referrals: '/api/apps/ecommerce/referrals',
  email: '/api/apps/email',
  invoiceClients: '/api/apps/invoice/clients',
  invoices: '/api/apps/invoice',
  invoice: '/api/apps/invoice/:id',
  vehicles: '/api/apps/logistics/vehicles',
  permissions: '/api/apps/permissions',
  users: '/api/apps/users',
  user: '/api/apps/users/:id',
  login: '/api/auth/login',
  analyticsProjects: '/api/dashboard/analytics/projects',
  datatable: '/api/pages/datatable',
  faq: '/api/pages/faq',
  helpCenter: '/api/pages/help-center',
  helpCenterArticle: '/api/pages/help-center/article',
  profile: '/api/pages/profile',
  profileHeader: '/api/pages/profile/header',
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
