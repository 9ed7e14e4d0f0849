// The typed fetch client: one function per SPEC §7 call. Every answer is parsed with the
// contract, so a backend (mock or real) that drifts from it fails loudly at the call site.
import type { z } from 'zod';
import { API_PATHS, buildPath } from './paths';
import { appBarSearchResponseSchema } from './schemas/app-bar';
import { coursesResponseSchema, courseDetailsSchema, type CoursesQuery } from './schemas/academy';
import { calendarEventSchema, calendarEventsResponseSchema, type CalendarEventUpdate, type NewCalendarEvent } from './schemas/calendar';
import { chatWithContactResponseSchema, chatsAndContactsResponseSchema, sendMessageResponseSchema, type SendMessageBody } from './schemas/chat';
import {
  customerDetailSchema,
  customersResponseSchema,
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
import { invoiceClientsResponseSchema, invoiceDetailResponseSchema, invoicesResponseSchema, type InvoicesQuery } from './schemas/invoice';
import { vehiclesResponseSchema, type VehiclesQuery } from './schemas/logistics';
import { permissionsResponseSchema, type PermissionsQuery } from './schemas/permissions';
import { userDetailSchema, userSchema, usersResponseSchema, type NewUser, type UsersQuery } from './schemas/users';
import { loginResponseSchema, type LoginBody } from './schemas/auth';
import { analyticsProjectsResponseSchema, type AnalyticsProjectsQuery } from './schemas/dashboard';
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

/** A non-2xx answer. `body` is the parsed JSON when the answer was JSON, else its text (or null). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: string,
    readonly url: string,
  ) {
    super(`${method} ${url} failed with ${status}`);
  }
}

/** A 2xx answer that does not match the contract: a bug in the backend or the contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${method} ${url}: the answer does not match the API contract:\n` +
        issues.map((i) => `  - ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n'),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientOptions {
  /** origin (and prefix) the /api paths are appended to; '' means same origin */
  baseUrl?: string;
  /** the bearer token, if any; read on every call so a login takes effect at once */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof globalThis.fetch;
}

type QueryScalar = string | number | boolean;
export type QueryInput = Record<string, QueryScalar | readonly QueryScalar[] | Record<string, QueryScalar | undefined> | null | undefined>;

/** Arrays repeat the key (calendars=a&calendars=b); objects use brackets (selectedDateRange[start]). */
export function toSearchParams(query: QueryInput = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) params.append(key, String(item));
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value)) {
        if (subValue != null) params.append(`${key}[${sub}]`, String(subValue));
      }
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryInput;
  body?: unknown;
  /** undefined: the answer has no body (204, or 201 without one) */
  schema: S;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient({ baseUrl = '', getToken, fetch: fetchImpl }: ApiClientOptions = {}) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = baseUrl.replace(/\/+$/, '');

  async function request<S extends z.ZodType | undefined>(
    path: string,
    { method = 'GET', query, body, schema }: RequestOptions<S>,
  ): Promise<S extends z.ZodType ? z.output<S> : void> {
    const search = toSearchParams(query).toString();
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    const headers = new Headers({ Accept: 'application/json' });
    const token = await getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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
    getCourseDetails: () => request(API_PATHS.academyCourseDetails, { schema: courseDetailsSchema }),

    getCalendarEvents: (calendars: readonly string[]) =>
      request(API_PATHS.calendar, { query: { calendars }, schema: calendarEventsResponseSchema }),
    addCalendarEvent: (event: NewCalendarEvent) =>
      request(API_PATHS.calendar, { method: 'POST', body: event, schema: calendarEventSchema }),
    updateCalendarEvent: (eventId: number, event: CalendarEventUpdate) =>
      request(buildPath(API_PATHS.calendarEvent, id(eventId)), { method: 'PUT', body: event, schema: calendarEventSchema }),
    deleteCalendarEvent: (eventId: number) =>
      request(buildPath(API_PATHS.calendarEvent, id(eventId)), { method: 'DELETE', schema: undefined }),

    getChatsAndContacts: (q = '') => request(API_PATHS.chatsAndContacts, { query: { q }, schema: chatsAndContactsResponseSchema }),
    getChat: (userId: number) => request(buildPath(API_PATHS.chat, { userId }), { schema: chatWithContactResponseSchema }),
    sendChatMessage: (userId: number, body: SendMessageBody) =>
      request(buildPath(API_PATHS.chat, { userId }), { method: 'POST', body, schema: sendMessageResponseSchema }),

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

    getEmails: (query: Partial<EmailsQuery> = {}) => request(API_PATHS.email, { query, schema: emailsResponseSchema }),
    updateEmails: (body: UpdateEmailsBody) => request(API_PATHS.email, { method: 'POST', body, schema: undefined }),

    getInvoiceClients: () => request(API_PATHS.invoiceClients, { schema: invoiceClientsResponseSchema }),
    getInvoices: (query: Partial<InvoicesQuery> = {}) => request(API_PATHS.invoices, { query, schema: invoicesResponseSchema }),
    getInvoice: (invoiceId: number) => request(buildPath(API_PATHS.invoice, id(invoiceId)), { schema: invoiceDetailResponseSchema }),
    deleteInvoice: (invoiceId: number) => request(buildPath(API_PATHS.invoice, id(invoiceId)), { method: 'DELETE', schema: undefined }),

    getVehicles: (query: Partial<VehiclesQuery> = {}) => request(API_PATHS.vehicles, { query, schema: vehiclesResponseSchema }),
    getPermissions: (query: Partial<PermissionsQuery> = {}) => request(API_PATHS.permissions, { query, schema: permissionsResponseSchema }),

    getUsers: (query: Partial<UsersQuery> = {}) => request(API_PATHS.users, { query, schema: usersResponseSchema }),
    getUser: (userId: number) => request(buildPath(API_PATHS.user, id(userId)), { schema: userDetailSchema }),
    deleteUser: (userId: number) => request(buildPath(API_PATHS.user, id(userId)), { method: 'DELETE', schema: undefined }),
    addUser: (user: NewUser) => request(API_PATHS.users, { method: 'POST', body: user, schema: userSchema }),

    login: (body: LoginBody) => request(API_PATHS.login, { method: 'POST', body, schema: loginResponseSchema }),

    getAnalyticsProjects: (query: Partial<AnalyticsProjectsQuery> = {}) =>
      request(API_PATHS.analyticsProjects, { query, schema: analyticsProjectsResponseSchema }),

    getSalesDetails: () => request(API_PATHS.datatable, { schema: salesDetailsResponseSchema }),
    getFaq: (q = '') => request(API_PATHS.faq, { query: { q }, schema: faqResponseSchema }),
    getHelpCenter: () => request(API_PATHS.helpCenter, { schema: helpCenterResponseSchema }),
    getHelpCenterArticle: () => request(API_PATHS.helpCenterArticle, { schema: helpCenterArticleSchema }),
    /** Only the four tabs are typed here; the server answers an unknown tab with an empty 200. */
    getProfile: async <T extends ProfileTab>(tab: T): Promise<ProfileTabData[T]> =>
      (await request(API_PATHS.profile, { query: { tab }, schema: profileTabResponseSchemas[tab] })) as ProfileTabData[T],
    getProfileHeader: () => request(API_PATHS.profileHeader, { schema: profileHeaderSchema }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
