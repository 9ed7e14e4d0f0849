// Every suite of the contract, registered for one target.
import type { GetApi } from '../harness';
import { accessSuite } from './access';
import { appsSuite } from './apps';
import { boundsSuite } from './bounds';
import { ecommerceSuite } from './ecommerce';
import { insightsSuite } from './insights';
import { invoiceSuite } from './invoice';
import { notificationsSuite } from './notifications';
import { pagesSuite } from './pages';
import { sessionCookieSuite } from './session-cookie';
import { usersSuite } from './users';

export function registerSuites(api: GetApi): void {
  accessSuite(api);
  sessionCookieSuite(api);
  usersSuite(api);
  invoiceSuite(api);
  ecommerceSuite(api);
  appsSuite(api);
  pagesSuite(api);
  notificationsSuite(api);
  insightsSuite(api);
  boundsSuite(api);
}
