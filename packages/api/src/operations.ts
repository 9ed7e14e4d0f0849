// Every operation of the contract with the zod schemas of its request (query, JSON body) and of
// its 2xx answer: the one list the server's OpenAPI document, its answer check and the contract
// walk (operations.test.ts: every request string and array bounded, every body strict) read.
// The type makes it complete: each method of the access table has an entry here.
import type { z } from 'zod';
import type { API_ACCESS, INSIGHTS_ACCESS } from './access';
import { academyStatsSchema, courseDetailsSchema, coursesQuerySchema, coursesResponseSchema, topicCompletionBodySchema } from './schemas/academy';
import { appBarSearchQuerySchema, appBarSearchResponseSchema } from './schemas/app-bar';
import { loginBodySchema, loginResponseSchema, registerBodySchema, sessionRulesResponseSchema } from './schemas/auth';
import { calendarEventSchema, calendarEventUpdateSchema, calendarEventsResponseSchema, calendarQuerySchema, newCalendarEventSchema } from './schemas/calendar';
import { chatProfileUserSchema, chatWithContactResponseSchema, chatsAndContactsQuerySchema, chatsAndContactsResponseSchema, chatUpdatesSchema, sendMessageBodySchema, sendMessageResponseSchema, updateChatProfileBodySchema } from './schemas/chat';
import { analyticsDashboardSchema, analyticsProjectsQuerySchema, analyticsProjectsResponseSchema, crmDashboardSchema } from './schemas/dashboard';
import { categoriesQuerySchema, categoriesResponseSchema, categoryInputSchema, categorySchema, customerDetailSchema, customersQuerySchema, customersResponseSchema, ecommerceStatsSchema, newProductSchema, orderDetailSchema, ordersQuerySchema, ordersResponseSchema, productEditSchema, productSchema, productsQuerySchema, productsResponseSchema, referralsQuerySchema, referralsResponseSchema, reviewsQuerySchema, reviewsResponseSchema, storeSettingsSchema, storeSettingsUpdateSchema } from './schemas/ecommerce';
import { emailSchema, emailsQuerySchema, emailsResponseSchema, sendEmailBodySchema, updateEmailsBodySchema } from './schemas/email';
import { invoiceClientsResponseSchema, invoiceDetailResponseSchema, invoiceInputSchema, invoicePaymentSchema, invoiceSchema, invoiceStatsSchema, invoicesQuerySchema, invoicesResponseSchema, sendInvoiceSchema } from './schemas/invoice';
import { fleetResponseSchema, logisticsStatsSchema, vehiclesQuerySchema, vehiclesResponseSchema } from './schemas/logistics';
import { notificationSchema, notificationsQuerySchema, notificationsReadAllResponseSchema, notificationsResponseSchema, notificationUpdateSchema } from './schemas/notifications';
import { orderUpdateSchema } from './schemas/order-state';
import { accountSettingsSchema, accountSettingsUpdateSchema, changePasswordBodySchema, checkoutOrderBodySchema, checkoutOrderResponseSchema, contactMessageBodySchema, contactMessageResponseSchema, deactivateAccountBodySchema, faqQuerySchema, faqResponseSchema, helpCenterArticleSchema, helpCenterQuerySchema, helpCenterResponseSchema, profileHeaderSchema, profileQuerySchema, salesDetailsResponseSchema, twoFactorBodySchema, twoFactorSetupSchema } from './schemas/pages';
import { permissionInputSchema, permissionSchema, permissionsQuerySchema, permissionsResponseSchema, roleInputSchema, roleSchema, rolesResponseSchema } from './schemas/permissions';
import { newUserSchema, userDetailSchema, userPasswordSchema, userRoleBodySchema, userSchema, userStatsSchema, userUpdateSchema, usersQuerySchema, usersResponseSchema } from './schemas/users';
import {
  anomaliesQuerySchema,
  anomaliesResponseSchema,
  anomalyDetailSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  branchDetailSchema,
  branchesQuerySchema,
  branchesResponseSchema,
  exportQuerySchema,
  heatmapQuerySchema,
  heatmapResponseSchema,
  liveQuerySchema,
  liveResponseSchema,
  queuesQuerySchema,
  queuesResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  summaryQuerySchema,
  summaryResponseSchema,
  visitorsQuerySchema,
  visitorsResponseSchema,
  zonesQuerySchema,
  zonesResponseSchema,
} from './insights/schemas';

/** An operation's schemas; absent: no query, no body, or no JSON answer (204, CSV). */
export interface OperationSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

type OperationsOf<Table> = { readonly [Name in keyof Table]: { readonly [Method in keyof Table[Name]]: OperationSchemas } };

export const API_OPERATIONS = {
  appBarSearch: { GET: { query: appBarSearchQuerySchema, response: appBarSearchResponseSchema } },
  academyCourses: { GET: { query: coursesQuerySchema, response: coursesResponseSchema } },
  academyCourseDetails: { GET: { response: courseDetailsSchema } },
  academyCourseTopic: { PUT: { body: topicCompletionBodySchema, response: courseDetailsSchema } },
  academyCourse: { GET: { response: courseDetailsSchema } },
  academyCourseTopicById: { PUT: { body: topicCompletionBodySchema, response: courseDetailsSchema } },
  academyStats: { GET: { response: academyStatsSchema } },
  calendar: { GET: { query: calendarQuerySchema, response: calendarEventsResponseSchema }, POST: { body: newCalendarEventSchema, response: calendarEventSchema } },
  calendarEvent: { PUT: { body: calendarEventUpdateSchema, response: calendarEventSchema }, DELETE: {} },
  chatsAndContacts: { GET: { query: chatsAndContactsQuerySchema, response: chatsAndContactsResponseSchema } },
  chat: { GET: { response: chatWithContactResponseSchema }, POST: { body: sendMessageBodySchema, response: sendMessageResponseSchema } },
  chatProfileUser: { PUT: { body: updateChatProfileBodySchema, response: chatProfileUserSchema } },
  chatUpdates: { GET: { response: chatUpdatesSchema } },
  products: { GET: { query: productsQuerySchema, response: productsResponseSchema }, POST: { body: newProductSchema, response: productSchema } },
  product: { GET: { response: productEditSchema }, PUT: { body: newProductSchema, response: productSchema }, DELETE: {} },
  orders: { GET: { query: ordersQuerySchema, response: ordersResponseSchema } },
  order: { GET: { response: orderDetailSchema }, PUT: { body: orderUpdateSchema, response: orderDetailSchema }, DELETE: {} },
  customers: { GET: { query: customersQuerySchema, response: customersResponseSchema } },
  customer: { GET: { response: customerDetailSchema } },
  reviews: { GET: { query: reviewsQuerySchema, response: reviewsResponseSchema } },
  review: { DELETE: {} },
  referrals: { GET: { query: referralsQuerySchema, response: referralsResponseSchema } },
  ecommerceStats: { GET: { response: ecommerceStatsSchema } },
  productCategories: { GET: { query: categoriesQuerySchema, response: categoriesResponseSchema }, POST: { body: categoryInputSchema, response: categorySchema } },
  productCategory: { PUT: { body: categoryInputSchema, response: categorySchema } },
  ecommerceSettings: { GET: { response: storeSettingsSchema }, PUT: { body: storeSettingsUpdateSchema, response: storeSettingsSchema } },
  email: { GET: { query: emailsQuerySchema, response: emailsResponseSchema }, POST: { body: updateEmailsBodySchema } },
  emailSend: { POST: { body: sendEmailBodySchema, response: emailSchema } },
  invoiceClients: { GET: { response: invoiceClientsResponseSchema } },
  invoices: { GET: { query: invoicesQuerySchema, response: invoicesResponseSchema }, POST: { body: invoiceInputSchema, response: invoiceSchema } },
  invoice: { GET: { response: invoiceDetailResponseSchema }, PUT: { body: invoiceInputSchema, response: invoiceSchema }, DELETE: {} },
  invoiceStats: { GET: { response: invoiceStatsSchema } },
  invoicePayments: { POST: { body: invoicePaymentSchema, response: invoiceSchema } },
  invoiceDuplicate: { POST: { response: invoiceSchema } },
  invoiceSend: { POST: { body: sendInvoiceSchema, response: invoiceSchema } },
  vehicles: { GET: { query: vehiclesQuerySchema, response: vehiclesResponseSchema } },
  logisticsStats: { GET: { response: logisticsStatsSchema } },
  logisticsFleet: { GET: { response: fleetResponseSchema } },
  permissions: { GET: { query: permissionsQuerySchema, response: permissionsResponseSchema }, POST: { body: permissionInputSchema, response: permissionSchema } },
  permission: { PUT: { body: permissionInputSchema, response: permissionSchema }, DELETE: {} },
  roles: { GET: { response: rolesResponseSchema }, POST: { body: roleInputSchema, response: roleSchema } },
  role: { PUT: { body: roleInputSchema, response: roleSchema }, DELETE: {} },
  users: { GET: { query: usersQuerySchema, response: usersResponseSchema }, POST: { body: newUserSchema, response: userSchema } },
  user: { GET: { response: userDetailSchema }, PUT: { body: userUpdateSchema, response: userDetailSchema }, DELETE: {} },
  userStats: { GET: { response: userStatsSchema } },
  userSuspend: { POST: { response: userDetailSchema } },
  userPassword: { PUT: { body: userPasswordSchema } },
  userRole: { PUT: { body: userRoleBodySchema, response: userDetailSchema } },
  login: { POST: { body: loginBodySchema, response: loginResponseSchema } },
  logout: { POST: {} },
  register: { POST: { body: registerBodySchema, response: userSchema } },
  sessionRules: { GET: { response: sessionRulesResponseSchema } },
  analyticsProjects: { GET: { query: analyticsProjectsQuerySchema, response: analyticsProjectsResponseSchema } },
  analyticsDashboard: { GET: { response: analyticsDashboardSchema } },
  crmDashboard: { GET: { response: crmDashboardSchema } },
  datatable: { GET: { response: salesDetailsResponseSchema } },
  faq: { GET: { query: faqQuerySchema, response: faqResponseSchema } },
  helpCenter: { GET: { query: helpCenterQuerySchema, response: helpCenterResponseSchema } },
  helpCenterArticle: { GET: { response: helpCenterArticleSchema } },
  profile: { GET: { query: profileQuerySchema } },
  profileHeader: { GET: { response: profileHeaderSchema } },
  accountSettings: { GET: { response: accountSettingsSchema }, PUT: { body: accountSettingsUpdateSchema, response: accountSettingsSchema } },
  accountPassword: { POST: { body: changePasswordBodySchema, response: accountSettingsSchema } },
  accountTwoFactor: { POST: { body: twoFactorBodySchema, response: accountSettingsSchema } },
  accountTwoFactorSetup: { GET: { response: twoFactorSetupSchema } },
  accountDeactivate: { POST: { body: deactivateAccountBodySchema, response: accountSettingsSchema } },
  contactMessages: { POST: { body: contactMessageBodySchema, response: contactMessageResponseSchema } },
  checkoutOrders: { POST: { body: checkoutOrderBodySchema, response: checkoutOrderResponseSchema } },
  notifications: { GET: { query: notificationsQuerySchema, response: notificationsResponseSchema } },
  notificationsReadAll: { POST: { response: notificationsReadAllResponseSchema } },
  notification: { PUT: { body: notificationUpdateSchema, response: notificationSchema }, DELETE: {} },
} as const satisfies OperationsOf<typeof API_ACCESS>;

/** The store-analytics calls: queries only (the export answers CSV). */
export const INSIGHTS_OPERATIONS = {
  branches: { GET: { query: branchesQuerySchema, response: branchesResponseSchema } },
  branch: { GET: { response: branchDetailSchema } },
  branchZones: { GET: { query: zonesQuerySchema, response: zonesResponseSchema } },
  branchQueues: { GET: { query: queuesQuerySchema, response: queuesResponseSchema } },
  summary: { GET: { query: summaryQuerySchema, response: summaryResponseSchema } },
  series: { GET: { query: seriesQuerySchema, response: seriesResponseSchema } },
  heatmap: { GET: { query: heatmapQuerySchema, response: heatmapResponseSchema } },
  live: { GET: { query: liveQuerySchema, response: liveResponseSchema } },
  visitors: { GET: { query: visitorsQuerySchema, response: visitorsResponseSchema } },
  anomalies: { GET: { query: anomaliesQuerySchema, response: anomaliesResponseSchema } },
  anomaly: { GET: { response: anomalyDetailSchema } },
  events: { GET: { query: eventsQuerySchema, response: eventsResponseSchema } },
  export: { GET: { query: exportQuerySchema } },
} as const satisfies OperationsOf<typeof INSIGHTS_ACCESS>;

/** `${pathName} ${METHOD}` of both tables → its schemas (a flat view for lookups by name). */
export function operationEntries(): Array<[string, OperationSchemas]> {
  const entries: Array<[string, OperationSchemas]> = [];
  for (const table of [API_OPERATIONS, INSIGHTS_OPERATIONS] as ReadonlyArray<Record<string, Record<string, OperationSchemas>>>) {
    for (const [name, methods] of Object.entries(table)) {
      for (const [method, schemas] of Object.entries(methods)) entries.push([`${name} ${method}`, schemas]);
    }
  }
  return entries;
}
