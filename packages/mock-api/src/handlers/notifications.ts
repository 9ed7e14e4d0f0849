import { API_PATHS, notificationsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { dismissNotification, hasNotification, listNotifications, markAllNotificationsRead, setNotificationRead } from '../services/notifications';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route, unauthorized } from './http';

/** An id the account does not have (another's, or none): 404, as the server answers it. */
const notificationNotFound = () => HttpResponse.json({ message: 'Notification not found' }, { status: 404 });

// Each signed-in account reads and changes its own notifications (decision 0026).
export const notificationsHandlers = [
  route('get', API_PATHS.notifications, ({ request, session }) => {
    if (!session) return unauthorized();
    return HttpResponse.json(listNotifications(getDb(), session, parseQuery(notificationsQuerySchema, request)));
  }),
  route('post', API_PATHS.notificationsReadAll, ({ session }) => {
    if (!session) return unauthorized();
    const answer = markAllNotificationsRead(getDb(), session);
    saveDb();
    return HttpResponse.json(answer);
  }),
  route('put', API_PATHS.notification, async ({ request, params, session }) => {
    if (!session) return unauthorized();
    const db = getDb();
    const id = idParam(params);
    if (!hasNotification(db, session, id)) return notificationNotFound();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = setNotificationRead(db, session, id, body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? notificationNotFound();
    saveDb();
    return HttpResponse.json(outcome.value);
  }),
  route('delete', API_PATHS.notification, ({ params, session }) => {
    if (!session) return unauthorized();
    if (!dismissNotification(getDb(), session, idParam(params))) return notificationNotFound();
    saveDb();
    return noContent();
  }),
];
