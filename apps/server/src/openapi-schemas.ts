// Which zod schemas of the contract describe each operation: its query, its JSON body and its
// JSON answer (the same schemas the typed client in @atrium/api parses answers with). Turned
// into JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) by zod 4's z.toJSONSchema.
import * as api from '@atrium/api';
import { z } from 'zod';

interface OperationSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** `${pathName} ${METHOD}` → schemas; an operation absent here answers 204 or has no body. */
const OPERATIONS: Record<string, OperationSchemas> = {
  'appBarSearch GET': { query: api.appBarSearchQuerySchema, response: api.appBarSearchResponseSchema },
  'academyCourses GET': { query: api.coursesQuerySchema, response: api.coursesResponseSchema },
  'academyCourseDetails GET': { response: api.courseDetailsSchema },
  'academyCourseTopic PUT': { body: api.topicCompletionBodySchema, response: api.courseDetailsSchema },
  'academyCourse GET': { response: api.courseDetailsSchema },
  'academyCourseTopicById PUT': { body: api.topicCompletionBodySchema, response: api.courseDetailsSchema },
  'academyStats GET': { response: api.academyStatsSchema },
  'calendar GET': { query: api.calendarQuerySchema, response: api.calendarEventsResponseSchema },
  'calendar POST': { body: api.newCalendarEventSchema, response: api.calendarEventSchema },
  'calendarEvent PUT': { body: api.calendarEventUpdateSchema, response: api.calendarEventSchema },
  'chatsAndContacts GET': { query: api.chatsAndContactsQuerySchema, response: api.chatsAndContactsResponseSchema },
  'chat GET': { response: api.chatWithContactResponseSchema },
  'chat POST': { body: api.sendMessageBodySchema, response: api.sendMessageResponseSchema },
  'chatProfileUser PUT': { body: api.updateChatProfileBodySchema, response: api.chatProfileUserSchema },
  'products GET': { query: api.productsQuerySchema, response: api.productsResponseSchema },
  'products POST': { body: api.newProductSchema, response: api.productSchema },
  'product GET': { response: api.productEditSchema },
  'product PUT': { body: api.newProductSchema, response: api.productSchema },
  'orders GET': { query: api.ordersQuerySchema, response: api.ordersResponseSchema },
  'order GET': { response: api.orderDetailSchema },
  'order PUT': { body: api.orderUpdateSchema, response: api.orderDetailSchema },
  'customers GET': { query: api.customersQuerySchema, response: api.customersResponseSchema },
  'customer GET': { response: api.customerDetailSchema },
  'reviews GET': { query: api.reviewsQuerySchema, response: api.reviewsResponseSchema },
  'referrals GET': { query: api.referralsQuerySchema, response: api.referralsResponseSchema },
  'ecommerceStats GET': { response: api.ecommerceStatsSchema },
  'productCategories GET': { query: api.categoriesQuerySchema, response: api.categoriesResponseSchema },
  'productCategories POST': { body: api.categoryInputSchema, response: api.categorySchema },
  'productCategory PUT': { body: api.categoryInputSchema, response: api.categorySchema },
  'ecommerceSettings GET': { response: api.storeSettingsSchema },
  'ecommerceSettings PUT': { body: api.storeSettingsUpdateSchema, response: api.storeSettingsSchema },
  'email GET': { query: api.emailsQuerySchema, response: api.emailsResponseSchema },
  'email POST': { body: api.updateEmailsBodySchema },
  'emailSend POST': { body: api.sendEmailBodySchema, response: api.emailSchema },
  'invoiceClients GET': { response: api.invoiceClientsResponseSchema },
  'invoices GET': { query: api.invoicesQuerySchema, response: api.invoicesResponseSchema },
  'invoices POST': { body: api.invoiceInputSchema, response: api.invoiceSchema },
  'invoice GET': { response: api.invoiceDetailResponseSchema },
  'invoice PUT': { body: api.invoiceInputSchema, response: api.invoiceSchema },
  'invoiceStats GET': { response: api.invoiceStatsSchema },
  'invoicePayments POST': { body: api.invoicePaymentSchema, response: api.invoiceSchema },
  'invoiceDuplicate POST': { response: api.invoiceSchema },
  'invoiceSend POST': { body: api.sendInvoiceSchema, response: api.invoiceSchema },
  'vehicles GET': { query: api.vehiclesQuerySchema, response: api.vehiclesResponseSchema },
  'logisticsStats GET': { response: api.logisticsStatsSchema },
  'logisticsFleet GET': { response: api.fleetResponseSchema },
  'permissions GET': { query: api.permissionsQuerySchema, response: api.permissionsResponseSchema },
  'permissions POST': { body: api.permissionInputSchema, response: api.permissionSchema },
  'permission PUT': { body: api.permissionInputSchema, response: api.permissionSchema },
  'roles GET': { response: api.rolesResponseSchema },
  'roles POST': { body: api.roleInputSchema, response: api.roleSchema },
  'role PUT': { body: api.roleInputSchema, response: api.roleSchema },
  'users GET': { query: api.usersQuerySchema, response: api.usersResponseSchema },
  'users POST': { body: api.newUserSchema, response: api.userSchema },
  'user GET': { response: api.userDetailSchema },
  'user PUT': { body: api.userUpdateSchema, response: api.userDetailSchema },
  'userStats GET': { response: api.userStatsSchema },
  'userSuspend POST': { response: api.userDetailSchema },
  'userPassword PUT': { body: api.userPasswordSchema },
  'userRole PUT': { body: api.userRoleBodySchema, response: api.userDetailSchema },
  'login POST': { body: api.loginBodySchema, response: api.loginResponseSchema },
  'register POST': { body: api.registerBodySchema, response: api.userSchema },
  'analyticsProjects GET': { query: api.analyticsProjectsQuerySchema, response: api.analyticsProjectsResponseSchema },
  'analyticsDashboard GET': { response: api.analyticsDashboardSchema },
  'crmDashboard GET': { response: api.crmDashboardSchema },
  'datatable GET': { response: api.salesDetailsResponseSchema },
  'faq GET': { query: api.faqQuerySchema, response: api.faqResponseSchema },
  'helpCenter GET': { query: api.helpCenterQuerySchema, response: api.helpCenterResponseSchema },
  'helpCenterArticle GET': { response: api.helpCenterArticleSchema },
  'profile GET': { query: api.profileQuerySchema },
  'profileHeader GET': { response: api.profileHeaderSchema },
  'accountSettings GET': { response: api.accountSettingsSchema },
  'accountSettings PUT': { body: api.accountSettingsUpdateSchema, response: api.accountSettingsSchema },
  'accountPassword POST': { body: api.changePasswordBodySchema, response: api.accountSettingsSchema },
  'accountTwoFactor POST': { body: api.twoFactorBodySchema, response: api.accountSettingsSchema },
  'accountTwoFactorSetup GET': { response: api.twoFactorSetupSchema },
  'accountDeactivate POST': { body: api.deactivateAccountBodySchema, response: api.accountSettingsSchema },
  'contactMessages POST': { body: api.contactMessageBodySchema, response: api.contactMessageResponseSchema },
  'checkoutOrders POST': { body: api.checkoutOrderBodySchema, response: api.checkoutOrderResponseSchema },
};

export interface OperationDoc {
  parameters: Array<Record<string, unknown>>;
  requestBody?: unknown;
  response?: unknown;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // transforms and refinements cannot be expressed: they are documented as what they accept
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/** Query parameters from a query schema's properties; nested objects use deepObject (`range[start]=`). */
function queryParameters(schema: z.ZodType): Array<Record<string, unknown>> {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

/** The documented query, body and answer of `pathName` + `method`. */
export function operationDoc(pathName: string, method: string): OperationDoc {
  const entry = OPERATIONS[`${pathName} ${method}`];
  if (!entry) return { parameters: [] };
  return {
    parameters: entry.query ? queryParameters(entry.query) : [],
    ...(entry.body ? { requestBody: jsonSchema(entry.body, 'input') } : {}),
    ...(entry.response ? { response: jsonSchema(entry.response, 'output') } : {}),
  };
}

/** The contract's schema of a 2xx answer of `pathName` + `method`, if it names one. */
export function responseSchema(pathName: string, method: string): z.ZodType | undefined {
  return OPERATIONS[`${pathName} ${method}`]?.response;
}

/** Operations of the map that the contract does not serve (a renamed path), for the test. */
export function unknownOperations(served: ReadonlySet<string>): string[] {
  return Object.keys(OPERATIONS).filter((key) => !served.has(key));
}
