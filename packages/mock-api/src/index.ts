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
  setLatency,
  STORAGE_VERSION,
  type StorageLike,
} from './store/store';
export { dbSchema } from './store/db-schema';
export { createSeed, type ChatData, type Db, type ProfileData, type SeedOptions } from './seed';
export { REFERENCE_DATE } from './seed/random';
export { SEARCH_CATALOGUE, type SearchCatalogueCategory, type SearchCatalogueEntry } from './seed/app-bar';
export {
  type Outcome,
} from './services/common';
export {
  searchAppBar,
} from './services/app-bar';
export {
  getCourseDetails,
  isCourseCompleted,
  listCourses,
} from './services/academy';
export {
  addCalendarEvent,
  deleteCalendarEvent,
  listCalendarEvents,
  updateCalendarEvent,
} from './services/calendar';
export {
  getChatsAndContacts,
  openChat,
  sendMessage,
} from './services/chat';
export {
  deleteOrder,
  deleteProduct,
  deleteReview,
  getCustomer,
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
} from './services/ecommerce';
export {
  emailsMeta,
  listEmails,
  updateEmails,
} from './services/email';
export {
  deleteInvoice,
  getInvoice,
  listInvoiceClients,
  listInvoices,
} from './services/invoice';
export {
  listVehicles,
} from './services/logistics';
export {
  listPermissions,
  permissionMatches,
} from './services/permissions';
export {
  addUser,
  deleteUser,
  getUser,
  listUsers,
} from './services/users';
export {
  login,
} from './services/auth';
export {
  listAnalyticsProjects,
} from './services/dashboard';
export {
  getHelpCenter,
  getHelpCenterArticle,
  getProfileHeader,
  getProfileTab,
  isProfileTab,
  listSalesDetails,
  searchFaq,
} from './services/pages';
