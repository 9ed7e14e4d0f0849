// The mock backend: handlers (all and per domain), the seeded store and its reset, and the
// services as plain functions (each takes the database first), exported by name.
export {
  academyHandlers,
  appBarHandlers,
  authHandlers,
  calendarHandlers,
  chatHandlers,
  dashboardHandlers,
  ecommerceHandlers,
  emailHandlers,
  handlers,
  invoiceHandlers,
  logisticsHandlers,
  notificationsHandlers,
  pagesHandlers,
  permissionsHandlers,
  usersHandlers,
} from './handlers';
export {
  DEFAULT_STORAGE_KEY,
  disablePersistence,
  enablePersistence,
  getDb,
  getLatency,
  resetDemoData,
  saveDb,
  setDbProvider,
  type DbProvider,
  setLatency,
  STORAGE_VERSION,
  type StorageLike,
} from './store/store';
export { dbSchema } from '@atrium/fixtures';
export { createSeed, type AccountChatData, type ChatData, type ChatEntry, type Db, type OrderLine, type ProfileSample, type SeedOptions } from '@atrium/fixtures';
export { seedOrderLines, seedOrderLinesOf } from '@atrium/fixtures';
export { money, seedMoment, slugify, startOfSeedDay } from '@atrium/fixtures';
export { thumbnail } from '@atrium/fixtures';
export { SEARCH_CATALOGUE, type SearchCatalogueCategory, type SearchCatalogueEntry } from '@atrium/fixtures';
export {
  setIdAllocator,
  validate,
  type IdAllocator,
  type Outcome,
} from './services/common';
export { hashPassword, setPasswordCodec, verifyPassword, type PasswordCodec } from './services/passwords';
export { setHtmlSanitizer, type HtmlSanitizer } from '@atrium/domain';
export { setImageEncoder, type ImageEncoder } from '@atrium/domain';
export {
  searchAppBar,
} from './services/app-bar';
export {
  academyStatsOf,
  courseDetailsOf,
  courseOf,
  coursesFor,
  firstCourseId,
  getAcademyStats,
  getCourseDetails,
  isCourseCompleted,
  listCourses,
  setTopicCompleted,
  topicKey,
  type CourseProgress,
} from './services/academy';
export {
  addCalendarEvent,
  calendarEventOf,
  deleteCalendarEvent,
  hasCalendarEvent,
  listCalendarEvents,
  updateCalendarEvent,
} from './services/calendar';
export { dismissNotification, hasNotification, listNotifications, markAllNotificationsRead, notificationOf, notify, setNotificationRead } from './services/notifications';
export { orderInstant, seedNotifications } from '@atrium/fixtures';
export {
  acknowledgeMessages,
  addContactReply,
  chatDirectory,
  getChatsAndContacts,
  getChatUpdates,
  chatOf,
  isStaffContact,
  leaveChat,
  openChat,
  sendMessage,
  updateChatProfile,
  type AccountChat,
  type ContactStep,
} from './services/chat';
export {
  configureChatSimulation,
  resetChatSimulation,
  type ChatSimulationOptions,
} from './handlers/chat-simulation';
export {
  catalogueTotal,
  customerOrderTotals,
  customersWithTotals,
  deleteOrder,
  deleteProduct,
  deleteReview,
  withOrderTotals,
  getCustomer,
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
} from './services/ecommerce';
export {
  addCategory,
  addProduct,
  ecommerceAggregates,
  ecommerceStatsFrom,
  findOrder,
  orderDetailOf,
  type EcommerceAggregates,
  type EcommerceCatalogue,
  getEcommerceStats,
  getOrderDetail,
  getProductForEdit,
  getStoreSettings,
  listCategories,
  updateCategory,
  updateOrder,
  updateProduct,
  updateStoreSettings,
} from './services/ecommerce-extra';
export {
  emailsMeta,
  listEmails,
  mailboxOf,
  DEMO_MAILBOX_OWNER,
  sendEmail,
  updateEmails,
} from './services/email';
export {
  addInvoice,
  addInvoicePayment,
  deleteInvoice,
  duplicateInvoice,
  getInvoice,
  invoiceStats,
  listInvoiceClients,
  listInvoices,
  sendInvoice,
  updateInvoice,
} from './services/invoice';
export {
  fleetOf,
  getFleet,
  getLogisticsStats,
  listVehicles,
  liveProgress,
  logisticsAggregates,
  logisticsStatsFrom,
  PROGRESS_PER_MINUTE,
  vehicleOf,
  vehicleState,
  type LogisticsAggregates,
} from './services/logistics';
export { logisticsNow, logisticsOrigin, setLogisticsClock } from '@atrium/domain';
export {
  addPermission,
  addRole,
  deletePermission,
  deleteRole,
  listPermissions,
  listRoles,
  permissionDate,
  permissionMatches,
  updatePermission,
  updateRole,
} from './services/permissions';
export {
  addUser,
  deleteUser,
  getUser,
  listUsers,
  setUserPassword,
  setUserRole,
  suspendUser,
  updateUser,
  userStats,
} from './services/users';
export { findRole, managesAll, rulesForLogin, rulesForPrincipal, rulesForRole, rulesForUser, type Principal } from './services/access';
export {
  currentRules,
  login,
  register,
  signInDemoUser,
} from './services/auth';
export { clearSessions, findSession, issueSession, revokeOtherSessions, revokeSession, SESSION_LIFETIME_MS, setSessionProvider, type MockSession, type SessionPrincipal, type SessionProvider } from './store/sessions';
export {
  clearedSessionCookie,
  csrfRejection,
  readCookie,
  sessionCookie,
  sessionCredential,
  setSecureCookies,
  setTrustedOrigins,
  type SessionCredential,
} from '@atrium/domain';
export { signInApiClientAsDemo } from './demo-session';
export {
  getAnalyticsDashboard,
  getCrmDashboard,
  listAnalyticsProjects,
} from './services/dashboard';
export {
  getHelpCenter,
  getHelpCenterArticle,
  listSalesDetails,
  searchFaq,
  changeAccountPassword,
  type AccountRef,
  deactivateAccount,
  getAccountSettings,
  getTwoFactorSetup,
  placeCheckoutOrder,
  checkoutNotice,
  sendContactMessage,
  setTwoFactor,
  updateAccountSettings,
} from './services/pages';
export { accountSettingsFor, accountSettingsTemplate, type AccountIdentity } from '@atrium/domain';
export {
  DEFAULT_PROFILE_COVER,
  forgetProfile,
  getProfileHeader,
  getProfileTab,
  isProfileTab,
  profileAccountOf,
  profileHeaderOf,
  profileTabOf,
  recordJoined,
  type ProfileAccount,
} from './services/profile';
// Store analytics: the deterministic bucket engine, its services and handlers.
export {
  computeSeries,
  explainedFindingsOf,
  exportCsv,
  getAnomalies,
  getAnomaly,
  getEvents,
  getChain,
  getHeatmap,
  getInsightsBranch,
  getLive,
  getQueues,
  getSeries,
  getSummary,
  getVisitors,
  getZones,
  insightsHandlers,
  insightsNow,
  listInsightsBranches,
  resetInsightsCache,
  setInsightsClock,
  setInsightsLatency,
} from './insights';
export { parseQuery, readJson, setSessionRules } from './handlers/http';
// Storybook's per-story answers: loading, empty, failing, slow (issue 35).
export { asClientRole, emptied, emptyFor, errorFor, failedRequests, loadingFor, mockApi, retriesAfterError, slowFor, transformFor, validationErrorFor } from './story-overrides';
