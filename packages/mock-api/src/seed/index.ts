// The whole seeded database. Built fresh on demand: the seed is the "reset demo data" target.
import type {
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
import { seedCourseDetails, seedCourses } from './academy';
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
  calendarEvents: CalendarEvent[];
  chat: ChatData;
  products: Product[];
  reviews: Review[];
  referrals: Referral[];
  orders: Order[];
  customers: CustomerDetail[];
  productCategories: Category[];
  productDetails: ProductDetail[];
  storeSettings: StoreSettings;
  emails: Email[];
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
  /** the signed-in user's settings pages (pages domain) */
  accountSettings: AccountSettings;
  /** the password the security tab checks before a change; "admin" at first */
  accountPassword: string;
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
  const courses = seedCourses();
  return {
    courses,
    courseDetails: seedCourseDetails(courses),
    calendarEvents: seedCalendarEvents(now),
    chat: seedChat(now),
    products,
    reviews: seedReviews(products, now),
    referrals: seedReferrals(),
    orders: seedOrders(now),
    customers: seedCustomers(),
    productCategories: seedCategories(),
    productDetails: [],
    storeSettings: seedStoreSettings(),
    emails: seedEmails(now),
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
    accountPassword: 'admin',
    contactMessages: [],
    checkoutOrders: [],
  };
}

export type { ChatData, ProfileData };
