// The typed fetch client: one function per SPEC §7 call. Every answer is parsed with the
// contract, so a backend (mock or real) that drifts from it fails loudly at the call site.
import type { z } from 'zod';
import { credentialsFor, CSRF_HEADER, CSRF_HEADER_VALUE, isUnsafeMethod } from './config';
import { API_PATHS, buildPath } from './paths';
import { ApiContractError, ApiError, readBody, toSearchParams, type ApiClientOptions, type QueryInput } from './http';
import type { OrderUpdate } from './schemas/order-state';
import { appBarSearchResponseSchema } from './schemas/app-bar';
import { academyStatsSchema, coursesResponseSchema, courseDetailsSchema, type CoursesQuery } from './schemas/academy';
import { notificationSchema, notificationsReadAllResponseSchema, notificationsResponseSchema, type NotificationsQuery } from './schemas/notifications';
import { calendarEventSchema, calendarEventsResponseSchema, type CalendarEventUpdate, type NewCalendarEvent } from './schemas/calendar';
import { chatWithContactResponseSchema, chatsAndContactsResponseSchema, sendMessageResponseSchema, type SendMessageBody } from './schemas/chat';
import { chatProfileUserSchema, chatUpdatesSchema, type UpdateChatProfileBody } from './schemas/chat';
import {
  categoriesResponseSchema,
  categorySchema,
  customerDetailSchema,
  customersResponseSchema,
  ecommerceStatsSchema,
  orderDetailSchema,
  productEditSchema,
  productSchema,
  storeSettingsSchema,
  type CategoriesQuery,
  type CategoryInput,
  type NewProduct,
  type StoreSettingsUpdate,
  ordersResponseSchema,
  productsResponseSchema,
  referralsResponseSchema,
  reviewsResponseSchema,
  type CustomersQuery,
  type OrdersQuery,
  type ProductsQuery,
  type ReferralsQuery,
  type ReviewsQuery,
} from './schemas/ecommerce';
import { emailsResponseSchema, type EmailsQuery, type UpdateEmailsBody } from './schemas/email';
import { emailSchema, type SendEmailBody } from './schemas/email';
import {
  invoiceClientsResponseSchema,
  invoiceDetailResponseSchema,
  invoiceSchema,
  invoicesResponseSchema,
  invoiceStatsSchema,
  type InvoiceInput,
  type InvoicePaymentInput,
  type InvoicesQuery,
  type SendInvoiceInput,
} from './schemas/invoice';
import { fleetResponseSchema, logisticsStatsSchema, vehiclesResponseSchema, type VehiclesQuery } from './schemas/logistics';
import {
  permissionSchema,
  permissionsResponseSchema,
  roleSchema,
  rolesResponseSchema,
  type PermissionInput,
  type PermissionsQuery,
  type RoleInput,
} from './schemas/permissions';
import {
  userDetailSchema,
  userSchema,
  usersResponseSchema,
  userStatsSchema,
  type NewUser,
  type UserPasswordInput,
  type UsersQuery,
  type UserRoleBody,
  type UserUpdate,
} from './schemas/users';
import { loginResponseSchema, sessionRulesResponseSchema, type LoginBody, type RegisterBody } from './schemas/auth';
import { analyticsDashboardSchema, analyticsProjectsResponseSchema, crmDashboardSchema, type AnalyticsProjectsQuery } from './schemas/dashboard';
import {
  faqResponseSchema,
  helpCenterArticleSchema,
  helpCenterResponseSchema,
  profileHeaderSchema,
  profileTabResponseSchemas,
  salesDetailsResponseSchema,
  type ProfileTab,
  type ProfileTabData,
} from './schemas/pages';
import {
  accountSettingsSchema,
  checkoutOrderResponseSchema,
  contactMessageResponseSchema,
  twoFactorSetupSchema,
  type AccountSettingsUpdate,
  type ChangePasswordBody,
  type CheckoutOrderBody,
  type ContactMessageBody,
  type DeactivateAccountBody,
  type TwoFactorBody,
} from './schemas/pages';

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryInput;
  body?: unknown;
  /** undefined: the answer has no body (204, or 201 without one) */
  schema: S;
}

export function createApiClient({ baseUrl = '', getToken, fetch: fetchImpl }: ApiClientOptions = {}) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = baseUrl.replace(/\/+$/, '');
  const credentials = credentialsFor(base);

  async function request<S extends z.ZodType | undefined>(
    path: string,
    { method = 'GET', query, body, schema }: RequestOptions<S>,
  ): Promise<S extends z.ZodType ? z.output<S> : void> {
    const search = toSearchParams(query).toString();
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    const headers = new Headers({ Accept: 'application/json' });
    // a token only when the caller holds one itself (scripts, tests); the browser app sends the
    // HttpOnly session cookie instead, and proves a write is its own with the CSRF header
    const token = await getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (isUnsafeMethod(method)) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await doFetch(url, { method, headers, credentials, body: body === undefined ? undefined : JSON.stringify(body) });
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed, method, url);
    if (schema === undefined) return undefined as S extends z.ZodType ? z.output<S> : void;
    const result = schema.safeParse(parsed);
    if (!result.success) throw new ApiContractError(method, url, result.error.issues);
    return result.data as S extends z.ZodType ? z.output<S> : void;
  }

  const id = (value: number | string) => ({ id: value });

  return {
    searchAppBar: (q = '') => request(API_PATHS.appBarSearch, { query: { q }, schema: appBarSearchResponseSchema }),

    getCourses: (query: Partial<CoursesQuery> = {}) => request(API_PATHS.academyCourses, { query, schema: coursesResponseSchema }),
    /** the details of the course with this id (404 for an unknown one) */
    getCourseDetails: (courseId: number) => request(buildPath(API_PATHS.academyCourse, { courseId }), { schema: courseDetailsSchema }),
    /** ticks or unticks one topic of a course; answers its whole details with the section's done/total updated */
    setCourseTopicCompleted: (courseId: number, sectionId: string, topicIndex: number, isCompleted: boolean) =>
      request(buildPath(API_PATHS.academyCourseTopicById, { courseId, sectionId, topicIndex }), { method: 'PUT', body: { isCompleted }, schema: courseDetailsSchema }),
    getAcademyStats: () => request(API_PATHS.academyStats, { schema: academyStatsSchema }),

    getCalendarEvents: (calendars: readonly string[]) =>
      request(API_PATHS.calendar, { query: { calendars }, schema: calendarEventsResponseSchema }),
    addCalendarEvent: (event: NewCalendarEvent) =>
      request(API_PATHS.calendar, { method: 'POST', body: event, schema: calendarEventSchema }),
    updateCalendarEvent: (eventId: number, event: CalendarEventUpdate) =>
      request(buildPath(API_PATHS.calendarEvent, id(eventId)), { method: 'PUT', body: event, schema: calendarEventSchema }),
    deleteCalendarEvent: (eventId: number) =>
      request(buildPath(API_PATHS.calendarEvent, id(eventId)), { method: 'DELETE', schema: undefined }),

    /** the signed-in account's notifications, newest first, with its unread count */
    getNotifications: (query: NotificationsQuery = {}) => request(API_PATHS.notifications, { query, schema: notificationsResponseSchema }),
    setNotificationRead: (notificationId: number, read: boolean) =>
      request(buildPath(API_PATHS.notification, id(notificationId)), { method: 'PUT', body: { read }, schema: notificationSchema }),
    markAllNotificationsRead: () => request(API_PATHS.notificationsReadAll, { method: 'POST', schema: notificationsReadAllResponseSchema }),
    dismissNotification: (notificationId: number) =>
      request(buildPath(API_PATHS.notification, id(notificationId)), { method: 'DELETE', schema: undefined }),

    getChatsAndContacts: (q = '') => request(API_PATHS.chatsAndContacts, { query: { q }, schema: chatsAndContactsResponseSchema }),
    getChat: (userId: number) => request(buildPath(API_PATHS.chat, { userId }), { schema: chatWithContactResponseSchema }),
    sendChatMessage: (userId: number, body: SendMessageBody) =>
      request(buildPath(API_PATHS.chat, { userId }), { method: 'POST', body, schema: sendMessageResponseSchema }),
    updateChatProfile: (body: UpdateChatProfileBody) =>
      request(API_PATHS.chatProfileUser, { method: 'PUT', body, schema: chatProfileUserSchema }),
    /** the caller's unseen total and newest message time (the server also pushes these, see chatUpdatesSchema) */
    getChatUpdates: () => request(API_PATHS.chatUpdates, { schema: chatUpdatesSchema }),

    getProducts: (query: Partial<ProductsQuery> = {}) => request(API_PATHS.products, { query, schema: productsResponseSchema }),
    deleteProduct: (productId: number) => request(buildPath(API_PATHS.product, id(productId)), { method: 'DELETE', schema: undefined }),
    getOrders: (query: Partial<OrdersQuery> = {}) => request(API_PATHS.orders, { query, schema: ordersResponseSchema }),
    deleteOrder: (orderId: number) => request(buildPath(API_PATHS.order, id(orderId)), { method: 'DELETE', schema: undefined }),
    getCustomers: (query: Partial<CustomersQuery> = {}) => request(API_PATHS.customers, { query, schema: customersResponseSchema }),
    /** looks up by the six-digit customerId, not by id */
    getCustomer: (customerId: number) => request(buildPath(API_PATHS.customer, id(customerId)), { schema: customerDetailSchema }),
    getReviews: (query: Partial<ReviewsQuery> = {}) => request(API_PATHS.reviews, { query, schema: reviewsResponseSchema }),
    deleteReview: (reviewId: number) => request(buildPath(API_PATHS.review, id(reviewId)), { method: 'DELETE', schema: undefined }),
    getReferrals: (query: Partial<ReferralsQuery> = {}) => request(API_PATHS.referrals, { query, schema: referralsResponseSchema }),
    addProduct: (product: NewProduct) => request(API_PATHS.products, { method: 'POST', body: product, schema: productSchema }),
    /** the product and its form values, for the editor */
    getProduct: (productId: number) => request(buildPath(API_PATHS.product, id(productId)), { schema: productEditSchema }),
    updateProduct: (productId: number, product: NewProduct) =>
      request(buildPath(API_PATHS.product, id(productId)), { method: 'PUT', body: product, schema: productSchema }),
    /** looks up by the order number a person reads (#6098), not by the internal id */
    getOrder: (orderNumber: number) => request(buildPath(API_PATHS.order, id(orderNumber)), { schema: orderDetailSchema }),
    /** one step of the order state machine (order-state.ts); any other answers 400 */
    updateOrder: (orderNumber: number, update: OrderUpdate) =>
      request(buildPath(API_PATHS.order, id(orderNumber)), { method: 'PUT', body: update, schema: orderDetailSchema }),
    getEcommerceStats: () => request(API_PATHS.ecommerceStats, { schema: ecommerceStatsSchema }),
    getCategories: (query: Partial<CategoriesQuery> = {}) => request(API_PATHS.productCategories, { query, schema: categoriesResponseSchema }),
    addCategory: (category: CategoryInput) => request(API_PATHS.productCategories, { method: 'POST', body: category, schema: categorySchema }),
    updateCategory: (categoryId: number, category: CategoryInput) =>
      request(buildPath(API_PATHS.productCategory, id(categoryId)), { method: 'PUT', body: category, schema: categorySchema }),
    getStoreSettings: () => request(API_PATHS.ecommerceSettings, { schema: storeSettingsSchema }),
    updateStoreSettings: (update: StoreSettingsUpdate) =>
      request(API_PATHS.ecommerceSettings, { method: 'PUT', body: update, schema: storeSettingsSchema }),

    getEmails: (query: Partial<EmailsQuery> = {}) => request(API_PATHS.email, { query, schema: emailsResponseSchema }),
    updateEmails: (body: UpdateEmailsBody) => request(API_PATHS.email, { method: 'POST', body, schema: undefined }),
    /** sends (or, with draft: true, saves) a composed email; answers the stored email */
    sendEmail: (body: SendEmailBody) => request(API_PATHS.emailSend, { method: 'POST', body, schema: emailSchema }),

    getInvoiceClients: () => request(API_PATHS.invoiceClients, { schema: invoiceClientsResponseSchema }),
    getInvoices: (query: Partial<InvoicesQuery> = {}) => request(API_PATHS.invoices, { query, schema: invoicesResponseSchema }),
    getInvoice: (invoiceId: number) => request(buildPath(API_PATHS.invoice, id(invoiceId)), { schema: invoiceDetailResponseSchema }),
    deleteInvoice: (invoiceId: number) => request(buildPath(API_PATHS.invoice, id(invoiceId)), { method: 'DELETE', schema: undefined }),
    getInvoiceStats: () => request(API_PATHS.invoiceStats, { schema: invoiceStatsSchema }),
    addInvoice: (body: InvoiceInput) => request(API_PATHS.invoices, { method: 'POST', body, schema: invoiceSchema }),
    updateInvoice: (invoiceId: number, body: InvoiceInput) =>
      request(buildPath(API_PATHS.invoice, id(invoiceId)), { method: 'PUT', body, schema: invoiceSchema }),
    addInvoicePayment: (invoiceId: number, body: InvoicePaymentInput) =>
      request(buildPath(API_PATHS.invoicePayments, id(invoiceId)), { method: 'POST', body, schema: invoiceSchema }),
    duplicateInvoice: (invoiceId: number) =>
      request(buildPath(API_PATHS.invoiceDuplicate, id(invoiceId)), { method: 'POST', schema: invoiceSchema }),
    sendInvoice: (invoiceId: number, body: SendInvoiceInput) =>
      request(buildPath(API_PATHS.invoiceSend, id(invoiceId)), { method: 'POST', body, schema: invoiceSchema }),

    getVehicles: (query: Partial<VehiclesQuery> = {}) => request(API_PATHS.vehicles, { query, schema: vehiclesResponseSchema }),
    getLogisticsStats: () => request(API_PATHS.logisticsStats, { schema: logisticsStatsSchema }),
    getFleet: () => request(API_PATHS.logisticsFleet, { schema: fleetResponseSchema }),
    getPermissions: (query: Partial<PermissionsQuery> = {}) => request(API_PATHS.permissions, { query, schema: permissionsResponseSchema }),
    addPermission: (body: PermissionInput) => request(API_PATHS.permissions, { method: 'POST', body, schema: permissionSchema }),
    updatePermission: (permissionId: number, body: PermissionInput) =>
      request(buildPath(API_PATHS.permission, id(permissionId)), { method: 'PUT', body, schema: permissionSchema }),
    deletePermission: (permissionId: number) =>
      request(buildPath(API_PATHS.permission, id(permissionId)), { method: 'DELETE', schema: undefined }),
    getRoles: () => request(API_PATHS.roles, { schema: rolesResponseSchema }),
    addRole: (body: RoleInput) => request(API_PATHS.roles, { method: 'POST', body, schema: roleSchema }),
    updateRole: (roleId: number, body: RoleInput) => request(buildPath(API_PATHS.role, id(roleId)), { method: 'PUT', body, schema: roleSchema }),
    deleteRole: (roleId: number) => request(buildPath(API_PATHS.role, id(roleId)), { method: 'DELETE', schema: undefined }),

    getUsers: (query: Partial<UsersQuery> = {}) => request(API_PATHS.users, { query, schema: usersResponseSchema }),
    getUser: (userId: number) => request(buildPath(API_PATHS.user, id(userId)), { schema: userDetailSchema }),
    deleteUser: (userId: number) => request(buildPath(API_PATHS.user, id(userId)), { method: 'DELETE', schema: undefined }),
    addUser: (user: NewUser) => request(API_PATHS.users, { method: 'POST', body: user, schema: userSchema }),
    getUserStats: () => request(API_PATHS.userStats, { schema: userStatsSchema }),
    updateUser: (userId: number, body: UserUpdate) => request(buildPath(API_PATHS.user, id(userId)), { method: 'PUT', body, schema: userDetailSchema }),
    suspendUser: (userId: number) => request(buildPath(API_PATHS.userSuspend, id(userId)), { method: 'POST', schema: userDetailSchema }),
    setUserPassword: (userId: number, body: UserPasswordInput) =>
      request(buildPath(API_PATHS.userPassword, id(userId)), { method: 'PUT', body, schema: undefined }),

    /** gives a user a displayed role and/or an access role; needs its own permission (update Role) */
    setUserRole: (userId: number, body: UserRoleBody) => request(buildPath(API_PATHS.userRole, id(userId)), { method: 'PUT', body, schema: userDetailSchema }),

    login: (body: LoginBody) => request(API_PATHS.login, { method: 'POST', body, schema: loginResponseSchema }),
    /** ends the session on the server, so the token stops working everywhere */
    logout: () => request(API_PATHS.logout, { method: 'POST', schema: undefined }),
    /** the caller's rules as their role grants them now (menus and guards follow role edits) */
    getSessionRules: () => request(API_PATHS.sessionRules, { schema: sessionRulesResponseSchema }),
    /** a new account (a client until an admin gives it a role); sign in afterwards */
    register: (body: RegisterBody) => request(API_PATHS.register, { method: 'POST', body, schema: userSchema }),

    getAnalyticsProjects: (query: Partial<AnalyticsProjectsQuery> = {}) =>
      request(API_PATHS.analyticsProjects, { query, schema: analyticsProjectsResponseSchema }),
    getAnalyticsDashboard: () => request(API_PATHS.analyticsDashboard, { schema: analyticsDashboardSchema }),
    getCrmDashboard: () => request(API_PATHS.crmDashboard, { schema: crmDashboardSchema }),

    getSalesDetails: () => request(API_PATHS.datatable, { schema: salesDetailsResponseSchema }),
    getFaq: (q = '') => request(API_PATHS.faq, { query: { q }, schema: faqResponseSchema }),
    /** with q: only the articles (popular, by category, keep learning) whose title, summary or text holds every word of q */
    getHelpCenter: (q = '') => request(API_PATHS.helpCenter, { query: q ? { q } : {}, schema: helpCenterResponseSchema }),
    /** the article whose title slugifies to `slug`; 404 when there is none */
    getHelpCenterArticle: (slug: string) => request(buildPath(API_PATHS.helpCenterArticle, { slug }), { schema: helpCenterArticleSchema }),
    /** Only the four tabs are typed here; the server answers an unknown tab with an empty 200. */
    getProfile: async <T extends ProfileTab>(tab: T): Promise<ProfileTabData[T]> =>
      (await request(API_PATHS.profile, { query: { tab }, schema: profileTabResponseSchemas[tab] })) as ProfileTabData[T],
    getProfileHeader: () => request(API_PATHS.profileHeader, { schema: profileHeaderSchema }),
    getAccountSettings: () => request(API_PATHS.accountSettings, { schema: accountSettingsSchema }),
    updateAccountSettings: (body: AccountSettingsUpdate) => request(API_PATHS.accountSettings, { method: 'PUT', body, schema: accountSettingsSchema }),
    changeAccountPassword: (body: ChangePasswordBody) => request(API_PATHS.accountPassword, { method: 'POST', body, schema: accountSettingsSchema }),
    getTwoFactorSetup: () => request(API_PATHS.accountTwoFactorSetup, { schema: twoFactorSetupSchema }),
    setTwoFactor: (body: TwoFactorBody) => request(API_PATHS.accountTwoFactor, { method: 'POST', body, schema: accountSettingsSchema }),
    deactivateAccount: (body: DeactivateAccountBody) => request(API_PATHS.accountDeactivate, { method: 'POST', body, schema: accountSettingsSchema }),
    sendContactMessage: (body: ContactMessageBody) => request(API_PATHS.contactMessages, { method: 'POST', body, schema: contactMessageResponseSchema }),
    placeCheckoutOrder: (body: CheckoutOrderBody) => request(API_PATHS.checkoutOrders, { method: 'POST', body, schema: checkoutOrderResponseSchema }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
