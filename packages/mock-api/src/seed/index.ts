// The whole seeded database. Built fresh on demand: the seed is the "reset demo data" target.
import type {
  Chat,
  ChatProfileUser,
  AnalyticsProject,
  CalendarEvent,
  Course,
  CourseDetails,
  CustomerDetail,
  Email,
  Invoice,
  LoginUser,
  Order,
  PermissionRecord,
  RoleRecord,
  Product,
  Referral,
  Review,
  SalesDetail,
  UserDetail,
  Vehicle,
  FaqGroup,
  HelpCenterArticle,
  HelpCenterResponse,
  Category,
  ProductDetail,
  StoreSettings,
  AccountSettings,
  CheckoutOrderBody,
  CheckoutOrderResponse,
  ContactMessageBody,
  ContactMessageResponse,
  Notification,
} from '@atrium/api';
import { seedAcademy } from './academy';
import { seedCalendarEvents } from './calendar';
import { seedChat, type ChatData } from './chat';
import { seedCustomers, seedOrderLines, seedOrders, seedProducts, seedReferrals, seedReviews, type OrderLine } from './ecommerce';
import { seedCategories, seedStoreSettings } from './ecommerce-extra';
import { customerOrderTotals, withOrderTotals } from '../services/ecommerce';
import { seedEmails } from './email';
import { seedInvoices } from './invoice';
import { seedVehicles } from './logistics';
import { seedPermissions } from './permissions';
import { seedRoles } from './roles';
import { seedNotifications } from './notifications';
import { seedAccountJoinedAt, seedLoginUsers, seedUsers } from './users';
import { seedAnalyticsProjects } from './dashboard';
import { seedAccountSettings, seedFaq, seedHelpCenter, seedHelpCenterArticles, seedProfile, seedSalesDetails, DEMO_ADMIN_JOINED, type ProfileSample } from './pages';

export interface Db {
  courses: Course[];
  /** one per course, by courseId */
  courseDetails: CourseDetails[];
  /** each account's progress in the courses (decision 0025), keyed `login:<id>` / `user:<id>` */
  academyProgressByAccount: Record<string, Array<{ courseId: number; completedTasks: number; topics: string[] }>>;
  /**
   * Each account's own calendar, by `${principal}:${id}` (decision 0023). The seed's events are the
   * demo admin's (login:1, John's operations calendar); any other account starts with none.
   */
  calendarEventsByAccount: Record<string, CalendarEvent[]>;
  /**
   * Each account's notifications, by `${principal}:${id}` (decision 0026): the seed's are the demo
   * admin's (login:1); any other account starts with none.
   */
  notificationsByAccount: Record<string, Notification[]>;
  /** the contacts (everybody's), and the demo admin's (login:1) chat profile and conversations */
  chat: ChatData;
  /** every other account's own chat profile and conversations, by `${principal}:${id}` (decision 0022) */
  chatsByAccount: Record<string, { profileUser: ChatProfileUser; chats: Chat[] }>;
  products: Product[];
  reviews: Review[];
  referrals: Referral[];
  orders: Order[];
  /** each order's lines as sold (decision 0028), by orderId, in their order */
  orderLines: OrderLine[];
  /** the customers; their `order` and `totalSpent` are counted from `orders` when read (decision 0028) */
  customers: CustomerDetail[];
  productCategories: Category[];
  productDetails: ProductDetail[];
  storeSettings: StoreSettings;
  /** the demo admin's mailbox (login:1, admin@demo.com): the sample mail (decision 0022) */
  emails: Email[];
  /** every other account's own mailbox, by `${principal}:${id}`; empty until it sends or saves a draft */
  mailboxes: Record<string, Email[]>;
  invoices: Invoice[];
  vehicles: Vehicle[];
  permissions: PermissionRecord[];
  /** permission matrices; users point at one with roleId */
  roles: RoleRecord[];
  /** passwords set for sample users (POST /api/auth/login accepts them); none at first */
  userCredentials: Array<{ userId: number; password: string }>;
  users: UserDetail[];
  loginUsers: LoginUser[];
  analyticsProjects: AnalyticsProject[];
  salesDetails: SalesDetail[];
  faq: FaqGroup[];
  helpCenter: HelpCenterResponse;
  helpCenterArticles: HelpCenterArticle[];
  /**
   * Each account's profile sample beyond its account (job title, location, cover, about lines,
   * teams, projects, connections), by `${principal}:${id}`: only the demo admin has one; every
   * other account's profile is made from its account (services/profile.ts, decision 0029).
   */
  profileByAccount: Record<string, ProfileSample>;
  /** the day each account joined (YYYY-MM-DD), by `${principal}:${id}`: `created_at` on the server */
  accountJoinedAt: Record<string, string>;
  /**
   * The settings page every new account starts from (its profile then filled from the account):
   * the demo's sample. What an account changed is in accountSettingsByAccount.
   */
  accountSettings: AccountSettings;
  /** each account's own settings, by `${principal}:${id}` (login:1 is admin@demo.com) */
  accountSettingsByAccount: Record<string, AccountSettings>;
  contactMessages: Array<ContactMessageBody & ContactMessageResponse>;
  /** placed orders; the card itself is never stored, only its last digits */
  checkoutOrders: Array<Omit<CheckoutOrderBody, 'payment'> & CheckoutOrderResponse & { paymentMethod: CheckoutOrderBody['payment']['method'] }>;
}

export interface SeedOptions {
  /**
   * "Today" of the sample data: mail, chats, orders, invoices, reviews and calendar events are
   * dated relative to this day. The same day always gives the same data (content never changes).
   */
  now?: Date;
}

type Builders<T> = { [K in keyof T]: () => T[K] };

/**
 * An object whose properties are built on first read, then kept as plain data properties (a
 * write replaces the builder too). A page of the demo reads one or two collections: building all
 * of them (~220 ms in Node, more in the browser worker at first run) delayed every first answer.
 * Reading every key (JSON, structuredClone, a deep equal) builds everything, as before.
 */
export function lazyObject<T extends object>(builders: Builders<T>): T {
  const target = {} as T;
  const settle = (key: keyof T, value: unknown) => Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
  for (const key of Object.keys(builders) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = builders[key]();
        settle(key, value);
        return value;
      },
      set(value: unknown) {
        settle(key, value);
      },
    });
  }
  return target;
}

/** A value built once, on first use. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * A copy of `source` that clones each collection from it on first read, so a fresh database
 * costs only the collections a caller touches (the store's reset before each test, the worker's
 * first answer).
 */
export function lazyClone(source: Db): Db {
  return lazyObject(Object.fromEntries((Object.keys(source) as (keyof Db)[]).map((key) => [key, () => structuredClone(source[key])])) as Builders<Db>);
}

export function createSeed({ now = new Date() }: SeedOptions = {}): Db {
  // reviews and the demo admin's notifications are built from the sample records as seeded,
  // never from a copy an earlier request may have edited
  const products = once(seedProducts);
  const academy = once(seedAcademy);
  const customers = once(seedCustomers);
  const orders = once(() => seedOrders(now, customers()));
  const invoices = once(() => seedInvoices(now));
  const users = once(seedUsers);
  return lazyObject<Db>({
    courses: () => structuredClone(academy().courses),
    courseDetails: () => structuredClone(academy().courseDetails),
    // the seed's progress is the demo admin's; every other account starts with none
    academyProgressByAccount: () => ({ 'login:1': structuredClone(academy().progress) }),
    calendarEventsByAccount: () => ({ 'login:1': seedCalendarEvents(now) }),
    notificationsByAccount: () => ({ 'login:1': seedNotifications(now, { orders: orders(), invoices: invoices(), users: users() }) }),
    chat: () => seedChat(now),
    chatsByAccount: () => ({}),
    products: () => structuredClone(products()),
    reviews: () => seedReviews(products(), now),
    referrals: seedReferrals,
    orders: () => structuredClone(orders()),
    orderLines: () => seedOrderLines(orders(), products()),
    // what each customer ordered and spent, counted from the orders (decision 0028)
    customers: () => {
      const totals = customerOrderTotals(orders());
      return customers().map((c) => withOrderTotals(c, totals));
    },
    productCategories: seedCategories,
    productDetails: () => [],
    storeSettings: seedStoreSettings,
    emails: () => seedEmails(now),
    mailboxes: () => ({}),
    invoices: () => structuredClone(invoices()),
    vehicles: seedVehicles,
    permissions: seedPermissions,
    roles: seedRoles,
    userCredentials: () => [],
    users: () => structuredClone(users()),
    loginUsers: seedLoginUsers,
    analyticsProjects: seedAnalyticsProjects,
    salesDetails: () => seedSalesDetails(now),
    faq: seedFaq,
    helpCenter: seedHelpCenter,
    helpCenterArticles: () => seedHelpCenterArticles(now),
    profileByAccount: () => ({ 'login:1': seedProfile(now) }),
    accountJoinedAt: () => seedAccountJoinedAt(users(), seedLoginUsers(), now, DEMO_ADMIN_JOINED),
    accountSettings: () => seedAccountSettings(now),
    // the sample page is the demo admin's own: John Doe's profile, devices and history
    accountSettingsByAccount: () => ({ 'login:1': seedAccountSettings(now) }),
    contactMessages: () => [],
    checkoutOrders: () => [],
  });
}

export type { ChatData, OrderLine, ProfileSample };
