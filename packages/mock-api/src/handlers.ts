// Every MSW handler of the mock backend. Handlers only translate Request <-> service calls.
import type { RequestHandler } from 'msw';
import { academyHandlers } from './handlers/academy';
import { appBarHandlers } from './handlers/app-bar';
import { authHandlers } from './handlers/auth';
import { calendarHandlers } from './handlers/calendar';
import { chatHandlers } from './handlers/chat';
import { dashboardHandlers } from './handlers/dashboard';
import { ecommerceHandlers } from './handlers/ecommerce';
import { emailHandlers } from './handlers/email';
import { invoiceHandlers } from './handlers/invoice';
import { logisticsHandlers } from './handlers/logistics';
import { notificationsHandlers } from './handlers/notifications';
import { pagesHandlers } from './handlers/pages';
import { permissionsHandlers } from './handlers/permissions';
import { usersHandlers } from './handlers/users';
import { insightsHandlers } from './insights';

export {
  academyHandlers,
  appBarHandlers,
  authHandlers,
  calendarHandlers,
  chatHandlers,
  dashboardHandlers,
  ecommerceHandlers,
  emailHandlers,
  invoiceHandlers,
  logisticsHandlers,
  notificationsHandlers,
  pagesHandlers,
  permissionsHandlers,
  usersHandlers,
};

export const handlers: RequestHandler[] = [
  ...insightsHandlers,
  ...appBarHandlers,
  ...academyHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...ecommerceHandlers,
  ...emailHandlers,
  ...invoiceHandlers,
  ...logisticsHandlers,
  ...notificationsHandlers,
  ...permissionsHandlers,
  ...usersHandlers,
  ...authHandlers,
  ...dashboardHandlers,
  ...pagesHandlers,
];
