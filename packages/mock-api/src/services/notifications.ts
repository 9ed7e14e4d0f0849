// Each account's notifications (decision 0026): rows written by what happens to the account,
// listed newest first with its unread count, marked read or unread, all marked read, dismissed.
// An id of another account's notification answers as an unknown one (404).
import { notificationUpdateSchema, type Notification, type NotificationKind, type NotificationNotice, type NotificationParams, type NotificationsResponse } from '@atrium/api';
import type { Db } from '@atrium/fixtures';
import { nextId, notFound, ok, validate, type Outcome } from './common';
import type { AccountRef } from './pages';

const accountKey = (account: AccountRef) => `${account.principal}:${account.userId}`;

function own(db: Db, account: AccountRef): Notification[] {
  return db.notificationsByAccount[accountKey(account)] ?? [];
}

/** Newest first, ties by the higher id (the server's order). */
function newestFirst(a: Notification, b: Notification): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/** Params keys in the order PostgreSQL's jsonb keeps them (shorter first, then by code unit). */
function jsonbOrder(params: Notification['params']): Notification['params'] {
  return Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)));
}

/** The contract's notification with its fields in one order (the server answers the same bytes). */
export function notificationOf(n: Notification): Notification {
  return { id: n.id, kind: n.kind, params: jsonbOrder(n.params), ...(n.link === undefined ? {} : { link: n.link }), createdAt: n.createdAt, read: n.read };
}

export function listNotifications(db: Db, account: AccountRef, { page, limit }: { page: number; limit: number }): NotificationsResponse {
  const all = [...own(db, account)].sort(newestFirst);
  return {
    notifications: all.slice((page - 1) * limit, page * limit).map(notificationOf),
    total: all.length,
    unread: all.filter((n) => !n.read).length,
  };
}

export function hasNotification(db: Db, account: AccountRef, id: number | undefined): boolean {
  return own(db, account).some((n) => n.id === id);
}

export function setNotificationRead(db: Db, account: AccountRef, id: number | undefined, body: unknown): Outcome<Notification> {
  const found = own(db, account).find((n) => n.id === id);
  if (!found) return notFound;
  const parsed = validate(notificationUpdateSchema, body);
  if (!parsed.ok) return parsed;
  found.read = parsed.value.read;
  return ok(notificationOf(found));
}

/** Marks every unread notification of the account read; answers how many were unread. */
export function markAllNotificationsRead(db: Db, account: AccountRef): { updated: number } {
  let updated = 0;
  for (const n of own(db, account)) {
    if (!n.read) {
      n.read = true;
      updated += 1;
    }
  }
  return { updated };
}

export function dismissNotification(db: Db, account: AccountRef, id: number | undefined): boolean {
  const list = own(db, account);
  const index = list.findIndex((n) => n.id === id);
  if (index === -1) return false;
  list.splice(index, 1);
  return true;
}

/**
 * Writes a notification for `account` (what happened to it): the writers are the events, not a
 * call of the contract. Ids are unique across every account's notifications, as the table's.
 */
export function notify(db: Db, account: AccountRef, kind: NotificationKind, params: NotificationParams = {}, link?: string, now = new Date()): Notification {
  const all = Object.values(db.notificationsByAccount).flat();
  const made: Notification = notificationOf({ id: nextId(all), kind, params, ...(link === undefined ? {} : { link }), createdAt: now.toISOString(), read: false });
  const key = accountKey(account);
  db.notificationsByAccount[key] = [...(db.notificationsByAccount[key] ?? []), made];
  return made;
}

/** Writes one notification to every administrator (each sign-in with the admin login role): what the shop hears of. */
export function notifyAdmins(db: Db, kind: NotificationKind, notice: NotificationNotice, now = new Date()): void {
  for (const admin of db.loginUsers) if (admin.role === 'admin') notify(db, { principal: 'login', userId: admin.id }, kind, notice.params, notice.link, now);
}

