// Every route of SPEC §2 with sample params. src/routes.test.ts checks each matches a route of
// the router (a route missing from the app fails there); route-walk.spec.ts visits each.
const each = (prefix: string, slugs: readonly string[]) => slugs.map((s) => `${prefix}/${s}`);

export const SPEC_ROUTES: readonly string[] = [
  // dashboards
  ...each('/dashboards', ['all-branches', 'all-branches-visitors', 'analytics', 'crm', 'ecommerce', 'logistics', 'academy']),
  // sample ids are ones the seeded mock data has (SPEC's own examples, 9042 and 478426, are not)
  '/insights/branch/tlv-01',
  '/insights/branch/visitors/tlv-01',
  // apps
  '/access-control',
  '/apps/academy/dashboard',
  '/apps/academy/course-details/2',
  '/apps/academy/my-course',
  '/apps/calendar',
  '/apps/chat',
  '/apps/ecommerce/dashboard',
  '/apps/ecommerce/customer/details/207120',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/manage-review',
  // order #5402 (internal id 1) lives at its number (issue 21)
  '/apps/ecommerce/order/details/5402',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/product/add',
  '/apps/ecommerce/product/category-list',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/referrals',
  '/apps/ecommerce/settings',
  '/apps/email',
  '/apps/email/filter/sent',
  '/apps/email/label/personal',
  '/apps/invoice/add',
  '/apps/invoice/edit/4987',
  '/apps/invoice/list',
  '/apps/invoice/preview/4987',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet',
  '/apps/permissions',
  '/apps/roles',
  '/apps/user/list',
  '/apps/user/view/1',
  // pages
  ...each('/pages/account-settings', ['account', 'security', 'billing-plans', 'notification', 'connection']),
  ...each('/pages/user-profile', ['profile', 'teams', 'projects', 'connections']),
  '/pages/faq',
  '/pages/pricing',
  '/pages/icons',
  '/pages/typography',
  '/pages/dialog-examples',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/misc/not-authorized',
  '/not-authorized',
  ...each('/pages/cards', ['card-actions', 'card-advance', 'card-basic', 'card-statistics', 'card-widgets']),
  '/tables/data-table',
  '/tables/simple-table',
  ...each('/wizard-examples', ['checkout', 'create-deal', 'property-listing']),
  '/charts/apex-chart',
  '/charts/chartjs',
  '/extensions/swiper',
  '/extensions/tour',
  ...each('/components', [
    'alert', 'avatar', 'badge', 'button', 'chip', 'dialog', 'expansion-panel', 'list', 'menu', 'pagination',
    'progress-circular', 'progress-linear', 'snackbar', 'tabs', 'timeline', 'tooltip',
  ]),
  ...each('/forms', [
    'autocomplete', 'checkbox', 'combobox', 'custom-input', 'date-time-picker', 'editors', 'file-input', 'form-layouts',
    'form-validation', 'form-wizard-icons', 'form-wizard-numbered', 'radio', 'range-slider', 'rating', 'select', 'slider',
    'switch', 'textarea', 'textfield',
  ]),
  // front pages (blank layout)
  ...each('/front-pages', ['checkout', 'help-center', 'landing-page', 'payment', 'pricing']),
  '/front-pages/help-center/article/how-long-does-delivery-take',
  // the auth screens' design variants (public, so a signed-in walk sees them; the app puts them
  // under /pages/authentication, SPEC leaves the prefix open). /login, /forgot-password and
  // /register, which a signed-in walk cannot open, show the v2 screens.
  ...each('/pages/authentication', [
    'forgot-password-v1', 'forgot-password-v2', 'login-v1', 'login-v2', 'register-multi-steps', 'register-v1', 'register-v2',
    'reset-password-v1', 'reset-password-v2', 'two-steps-v1', 'two-steps-v2', 'verify-email-v1', 'verify-email-v2',
  ]),
  // access
  '/login',
  '/forgot-password',
  '/register',
];

/**
 * The SPEC routes a visitor with no account may open: the front pages, the sign-in screens and
 * their variants, the misc pages. src/routes.test.ts checks this is exactly the SPEC routes whose
 * meta is public or unauthenticated-only, so it cannot drift from the router; the visitor walk
 * (e2e/pages/visitor-walk.spec.ts, e2e/server/server.spec.ts) opens each with no session.
 */
export const PUBLIC_ROUTES: readonly string[] = SPEC_ROUTES.filter(
  (path) =>
    path.startsWith('/front-pages/') ||
    path.startsWith('/pages/authentication/') ||
    path.startsWith('/pages/misc/') ||
    ['/login', '/forgot-password', '/register', '/not-authorized'].includes(path),
);

/** Paths that answer with a redirect to another route: checked for matching, not for a heading of their own. */
export const SPEC_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/pages/account-settings', '/pages/account-settings/account'],
  ['/pages/user-profile', '/pages/user-profile/profile'],
  // the spec's example used the internal id; it now moves to the order's number
  ['/apps/ecommerce/order/details/1', '/apps/ecommerce/order/details/5402'],
  // the spec's address without an id opens the first course of the list (issue 21)
  ['/apps/academy/course-details', '/apps/academy/course-details/\\d+'],
];
