// Who may call what, in one table: every endpoint of the contract with the ability it needs.
// The mock enforces it (and the server will): no or an unknown token → 401, a signed-in caller
// whose CASL rules do not allow the ability → 403. Subjects are the ones the routes and the menu
// check (each feature module's subject), so the route guards and the API agree.
import { INSIGHTS_PATHS } from './insights/paths';
import { API_PATHS, type ApiPathName } from './paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A CASL ability, as the stored rules grant it. */
export interface Ability {
  action: 'read' | 'create' | 'update' | 'delete';
  subject: string;
}

/** `public`: anyone; `session`: any signed-in caller (their own account); else the ability. */
export type Access = 'public' | 'session' | Ability;

const read = (subject: string): Ability => ({ action: 'read', subject });
const create = (subject: string): Ability => ({ action: 'create', subject });
const update = (subject: string): Ability => ({ action: 'update', subject });
const remove = (subject: string): Ability => ({ action: 'delete', subject });

type MethodAccess = Partial<Record<HttpMethod, Access>>;

/** Every path of API_PATHS must appear (the type says so); a method absent here is not served. */
export const API_ACCESS = {
  appBarSearch: { GET: 'session' },
  academyCourses: { GET: read('Academy') },
  academyCourseDetails: { GET: read('Academy') },
  academyCourseTopic: { PUT: update('Academy') },
  academyCourse: { GET: read('Academy') },
  academyCourseTopicById: { PUT: update('Academy') },
  academyStats: { GET: read('Academy') },
  calendar: { GET: read('Calendar'), POST: create('Calendar') },
  calendarEvent: { PUT: update('Calendar'), DELETE: remove('Calendar') },
  chatsAndContacts: { GET: read('Chat') },
  chat: { GET: read('Chat'), POST: create('Chat') },
  chatProfileUser: { PUT: update('Chat') },
  chatUpdates: { GET: read('Chat') },
  products: { GET: read('Ecommerce'), POST: create('Ecommerce') },
  product: { GET: read('Ecommerce'), PUT: update('Ecommerce'), DELETE: remove('Ecommerce') },
  orders: { GET: read('Ecommerce') },
  order: { GET: read('Ecommerce'), PUT: update('Ecommerce'), DELETE: remove('Ecommerce') },
  customers: { GET: read('Ecommerce') },
  customer: { GET: read('Ecommerce') },
  reviews: { GET: read('Ecommerce') },
  review: { DELETE: remove('Ecommerce') },
  referrals: { GET: read('Ecommerce') },
  ecommerceStats: { GET: read('Ecommerce') },
  productCategories: { GET: read('Ecommerce'), POST: create('Ecommerce') },
  productCategory: { PUT: update('Ecommerce') },
  ecommerceSettings: { GET: read('Ecommerce'), PUT: update('Ecommerce') },
  email: { GET: read('Email'), POST: update('Email') },
  emailSend: { POST: create('Email') },
  invoiceClients: { GET: read('Invoice') },
  invoices: { GET: read('Invoice'), POST: create('Invoice') },
  invoice: { GET: read('Invoice'), PUT: update('Invoice'), DELETE: remove('Invoice') },
  invoiceStats: { GET: read('Invoice') },
  invoicePayments: { POST: update('Invoice') },
  invoiceDuplicate: { POST: create('Invoice') },
  invoiceSend: { POST: update('Invoice') },
  vehicles: { GET: read('Logistics') },
  logisticsStats: { GET: read('Logistics') },
  logisticsFleet: { GET: read('Logistics') },
  permissions: { GET: read('Permission'), POST: create('Permission') },
  permission: { PUT: update('Permission'), DELETE: remove('Permission') },
  roles: { GET: read('Role'), POST: create('Role') },
  role: { PUT: update('Role'), DELETE: remove('Role') },
  users: { GET: read('User'), POST: create('User') },
  user: { GET: read('User'), PUT: update('User'), DELETE: remove('User') },
  userStats: { GET: read('User') },
  userSuspend: { POST: update('User') },
  userPassword: { PUT: update('User') },
  // giving someone a role is a role administrator's call, not every user editor's
  userRole: { PUT: update('Role') },
  login: { POST: 'public' },
  logout: { POST: 'public' },
  register: { POST: 'public' },
  // the caller's own rules, as their role grants them now: any live session may ask
  sessionRules: { GET: 'session' },
  analyticsProjects: { GET: read('Analytics') },
  analyticsDashboard: { GET: read('Analytics') },
  crmDashboard: { GET: read('Analytics') },
  datatable: { GET: read('Pages') },
  // the questions are the front pages' (pricing, landing) as much as /pages/faq's: public (issue 37)
  faq: { GET: 'public' },
  // the help center and checkout are public front pages
  helpCenter: { GET: 'public' },
  helpCenterArticle: { GET: 'public' },
  profile: { GET: 'session' },
  profileHeader: { GET: 'session' },
  accountSettings: { GET: 'session', PUT: 'session' },
  accountPassword: { POST: 'session' },
  accountTwoFactor: { POST: 'session' },
  accountTwoFactorSetup: { GET: 'session' },
  accountDeactivate: { POST: 'session' },
  contactMessages: { POST: 'public' },
  checkoutOrders: { POST: 'public' },
  // every signed-in account, whatever its role, reads and changes its own notifications
  notifications: { GET: 'session' },
  notificationsReadAll: { POST: 'session' },
  notification: { PUT: 'session', DELETE: 'session' },
} as const satisfies Record<ApiPathName, MethodAccess>;

/** One call of the contract: its path's name and method. */
export interface ContractCallName {
  name: ApiPathName;
  method: HttpMethod;
}

/**
 * What a visitor with no session may call: the front pages' content (pricing's questions, the help
 * center, the landing's contact form, checkout) and sign-in, sign-out and registration. Read off
 * the table above, so it is declared once; both backends enforce the table, and the contract
 * suite calls each of these with no credential (2xx) and every other call (401).
 */
export const PUBLIC_CALLS: readonly ContractCallName[] = Object.entries(API_ACCESS).flatMap(([name, methods]) =>
  Object.entries(methods as MethodAccess)
    .filter(([, access]) => access === 'public')
    .map(([method]) => ({ name: name as ApiPathName, method: method as HttpMethod })),
);

/** The store-analytics calls: all reads of the Insights subject. */
export const INSIGHTS_ACCESS = Object.fromEntries(Object.keys(INSIGHTS_PATHS).map((name) => [name, { GET: read('Insights') }])) as Record<
  keyof typeof INSIGHTS_PATHS,
  MethodAccess
>;

const byPattern = new Map<string, MethodAccess>([
  ...Object.entries(API_ACCESS).map(([name, access]) => [API_PATHS[name as ApiPathName], access as MethodAccess] as const),
  ...Object.entries(INSIGHTS_ACCESS).map(([name, access]) => [INSIGHTS_PATHS[name as keyof typeof INSIGHTS_PATHS], access] as const),
]);

/** The access a path pattern (as in API_PATHS) and method need; undefined: not in the contract. */
export function accessFor(method: HttpMethod, pattern: string): Access | undefined {
  return byPattern.get(pattern)?.[method];
}
