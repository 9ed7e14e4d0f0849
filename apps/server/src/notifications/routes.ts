// The notifications calls of the contract answered from the notifications table (decision 0026):
// each signed-in account, whatever its role, lists, marks and dismisses its own. An id the account
// does not have (another's, or none) answers 404; a bad body 400 with field errors. The answers
// are the mock's (same validation, messages and order of checks: the 404 for an id the account
// does not have, then malformed JSON, then the body's field errors). None takes the documents'
// write lock.
import { notificationsQuerySchema, notificationUpdateSchema, type ApiPathName, type HttpMethod } from '@atrium/api';
import { parseQuery, readJson, validate, type AccountRef } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { fieldErrors, json, malformedJson, signedInRoutes } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { dismissNotification, hasNotification, listNotifications, markAllNotificationsRead, setNotificationRead } from './queries';

export interface NotificationsOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

const notificationNotFound = () => json({ message: 'Notification not found' }, 404);

/** A path id the table can hold (an integer column); anything else names no notification. */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

export function registerNotifications(app: Hono, options: NotificationsOptions): void {
  const { db, sessions } = options;
  const signedIn = signedInRoutes(app, sessions, options.finish);
  const serve = (method: HttpMethod, name: ApiPathName, handler: (c: Context, account: AccountRef) => Promise<Response>) =>
    signedIn(method, name, (c, session) => handler(c, { principal: session.principal, userId: session.userId }));

  serve('GET', 'notifications', async (c, account) => json(await listNotifications(db, account, parseQuery(notificationsQuerySchema, c.req.raw))));

  serve('POST', 'notificationsReadAll', async (_c, account) => json({ updated: await markAllNotificationsRead(db, account) }));

  serve('PUT', 'notification', async (c, account) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await hasNotification(db, account, id))) return notificationNotFound();
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(notificationUpdateSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : notificationNotFound();
    const saved = await setNotificationRead(db, account, id, parsed.value.read);
    return saved ? json(saved) : notificationNotFound();
  });

  serve('DELETE', 'notification', async (c, account) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await dismissNotification(db, account, id))) return notificationNotFound();
    return new Response(null, { status: 204 });
  });
}
