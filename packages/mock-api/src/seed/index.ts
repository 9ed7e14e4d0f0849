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
  Product,
  Referral,
  Review,
  SalesDetail,
  UserDetail,
  Vehicle,
  FaqGroup,
  HelpCenterArticle,
  HelpCenterResponse,
} from '@atrium/api';
import { seedCourseDetails, seedCourses } from './academy';
import { seedCalendarEvents } from './calendar';
import { seedChat, type ChatData } from './chat';
import { seedCustomers, seedOrders, seedProducts, seedReferrals, seedReviews } from './ecommerce';
import { seedEmails } from './email';
import { seedInvoices } from './invoice';
import { seedVehicles } from './logistics';
import { seedPermissions } from './permissions';
import { seedLoginUsers, seedUsers } from './users';
import { seedAnalyticsProjects } from './dashboard';
import { seedFaq, seedHelpCenter, seedHelpCenterArticle, seedProfile, seedSalesDetails, type ProfileData } from './pages';

export interface Db {
  courses: Course[];
  courseDetails: CourseDetails;
  calendarEvents: CalendarEvent[];
  chat: ChatData;
  products: Product[];
  reviews: Review[];
  referrals: Referral[];
  orders: Order[];
  customers: CustomerDetail[];
  emails: Email[];
  invoices: Invoice[];
  vehicles: Vehicle[];
  permissions: PermissionRecord[];
  users: UserDetail[];
  loginUsers: LoginUser[];
  analyticsProjects: AnalyticsProject[];
  salesDetails: SalesDetail[];
  faq: FaqGroup[];
  helpCenter: HelpCenterResponse;
  helpCenterArticle: HelpCenterArticle;
  profile: ProfileData;
}

export interface SeedOptions {
  /** calendar events are placed around this date's month; everything else is fixed */
  now?: Date;
}

export function createSeed({ now = new Date() }: SeedOptions = {}): Db {
  const products = seedProducts();
  return {
    courses: seedCourses(),
    courseDetails: seedCourseDetails(),
    calendarEvents: seedCalendarEvents(now),
    chat: seedChat(),
    products,
    reviews: seedReviews(products),
    referrals: seedReferrals(),
    orders: seedOrders(),
    customers: seedCustomers(),
    emails: seedEmails(),
    invoices: seedInvoices(),
    vehicles: seedVehicles(),
    permissions: seedPermissions(),
    users: seedUsers(),
    loginUsers: seedLoginUsers(),
    analyticsProjects: seedAnalyticsProjects(),
    salesDetails: seedSalesDetails(),
    faq: seedFaq(),
    helpCenter: seedHelpCenter(),
    helpCenterArticle: seedHelpCenterArticle(),
    profile: seedProfile(),
  };
}

export type { ChatData, ProfileData };
