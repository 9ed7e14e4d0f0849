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
} from '@atrium/api';
import { seedAcademy } from './academy';
import { seedCalendarEvents } from './calendar';
import { seedChat, type ChatData } from './chat';
import { seedCustomers, seedOrders, seedProducts, seedReferrals, seedReviews } from './ecommerce';
import { seedCategories, seedStoreSettings } from './ecommerce-extra';
import { seedEmails } from './email';
import { seedInvoices } from './invoice';
import { seedVehicles } from './logistics';
import { seedPermissions } from './permissions';
import { seedRoles } from './roles';
import { seedLoginUsers, seedUsers } from './users';
import { seedAnalyticsProjects } from './dashboard';
import { seedAccountSettings, seedFaq, seedHelpCenter, seedHelpCenterArticles, seedProfile, seedSalesDetails, type ProfileData } from './pages';

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
  /** the contacts (everybody's), and the demo admin's (login:1) chat profile and conversations */
  chat: ChatData;
  /** every other account's own chat profile and conversations, by `${principal}:${id}` (decision 0022) */
  chatsByAccount: Record<string, { profileUser: ChatProfileUser; chats: Chat[] }>;
  products: Product[];
  reviews: Review[];
  referrals: Referral[];
  orders: Order[];
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
  profile: ProfileData;
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

export function createSeed({ now = new Date() }: SeedOptions = {}): Db {
  const products = seedProducts();
  const academy = seedAcademy();
  return {
    courses: academy.courses,
    courseDetails: academy.courseDetails,
    // the seed's progress is the demo admin's; every other account starts with none
    academyProgressByAccount: { 'login:1': academy.progress },
    calendarEventsByAccount: { 'login:1': seedCalendarEvents(now) },
    chat: seedChat(now),
    chatsByAccount: {},
    products,
    reviews: seedReviews(products, now),
    referrals: seedReferrals(),
    orders: seedOrders(now),
    customers: seedCustomers(),
    productCategories: seedCategories(),
    productDetails: [],
    storeSettings: seedStoreSettings(),
    emails: seedEmails(now),
    mailboxes: {},
    invoices: seedInvoices(now),
    vehicles: seedVehicles(),
    permissions: seedPermissions(),
    roles: seedRoles(),
    userCredentials: [],
    users: seedUsers(),
    loginUsers: seedLoginUsers(),
    analyticsProjects: seedAnalyticsProjects(),
    salesDetails: seedSalesDetails(now),
    faq: seedFaq(),
    helpCenter: seedHelpCenter(),
    helpCenterArticles: seedHelpCenterArticles(now),
    profile: seedProfile(now),
    accountSettings: seedAccountSettings(now),
    // the sample page is the demo admin's own: John Doe's profile, devices and history
    accountSettingsByAccount: { 'login:1': seedAccountSettings(now) },
    contactMessages: [],
    checkoutOrders: [],
  };
}

export type { ChatData, ProfileData };
