// The notifications table's queries (src/db/notifications.ts, decision 0026): an account's page,
// its total and its unread count as one SQL statement; each write touches only the account's
// rows. Every statement is scoped to the signed-in account: another account's row is not found.
import type { Notification, NotificationKind, NotificationNotice, NotificationParams, NotificationsResponse } from '@atrium/api';
import type { AccountRef } from '@atrium/domain';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { loginAccounts } from '../db/identity';
import { notifications } from '../db/notifications';
import type { Executor } from '../db/executor';

export type NotificationRow = typeof notifications.$inferSelect;

/** The owner columns of an account's row: exactly one of the two foreign keys. */
export function ownerOf(account: AccountRef): { userId: number; loginId: null } | { userId: null; loginId: number } {
  return account.principal === 'user' ? { userId: account.userId, loginId: null } : { userId: null, loginId: account.userId };
}

/** "The account's own": the column its indexes start with. */
function owned(account: AccountRef): SQL {
  return account.principal === 'user' ? eq(notifications.userId, account.userId) : eq(notifications.loginId, account.userId);
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The contract's notification, fields in the mock's order (notificationOf). */
export function toNotification(row: Pick<NotificationRow, 'id' | 'kind' | 'params' | 'link' | 'createdAt' | 'readAt'>): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params,
    ...(row.link === null ? {} : { link: row.link }),
    createdAt: iso(row.createdAt),
    read: row.readAt !== null,
  };
}

interface ListRow {
  total: number;
  unread: number;
  items: Array<{ id: number; kind: string; params: Record<string, string | number>; link: string | null; created_at: string; read_at: string | null }>;
}

/**
 * The account's page of notifications, newest first (ties: the higher id first), with its total
 * and unread count: one statement. The page walks notifications_by_user/_login in index order;
 * the unread count reads the partial unread index.
 */
export async function listNotifications(ex: Executor, account: AccountRef, { page, limit }: { page: number; limit: number }): Promise<NotificationsResponse> {
  const mine = owned(account);
  const offset = (page - 1) * limit;
  const [row] = rowsOf<ListRow>(
    await ex.execute(sql`
      select
        (select count(*)::int from ${notifications} where ${mine}) as total,
        (select count(*)::int from ${notifications} where ${mine} and ${notifications.readAt} is null) as unread,
        coalesce((
          select json_agg(p order by p.created_at desc, p.id desc)
          from (
            select id, kind, params, link, created_at, read_at from ${notifications}
            where ${mine}
            order by created_at desc nulls last, id desc nulls last
            limit ${limit} offset ${offset}
          ) p
        ), '[]'::json) as items`),
  );
  if (!row) throw new Error('the notifications list answered no row');
  return {
    notifications: row.items.map((n) => toNotification({ id: n.id, kind: n.kind, params: n.params, link: n.link, createdAt: new Date(n.created_at), readAt: n.read_at === null ? null : new Date(n.read_at) })),
    total: row.total,
    unread: row.unread,
  };
}

/** Whether the account has a notification with this id. */
export async function hasNotification(ex: Executor, account: AccountRef, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), owned(account)));
  return rows.length > 0;
}

/** Marks the account's notification read (keeping when it was first read) or unread; undefined when it has none with this id. */
export async function setNotificationRead(ex: Executor, account: AccountRef, id: number, read: boolean): Promise<Notification | undefined> {
  const [row] = await ex
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), owned(account)))
    .returning();
  return row && toNotification(row);
}

/** Marks every unread notification of the account read: one statement; answers how many. */
export async function markAllNotificationsRead(ex: Executor, account: AccountRef): Promise<number> {
  const rows = await ex
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(owned(account), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the account's notification; false when it has none with this id. */
export async function dismissNotification(ex: Executor, account: AccountRef, id: number): Promise<boolean> {
  const rows = await ex
    .delete(notifications)
    .where(and(eq(notifications.id, id), owned(account)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * Writes a notification for `account` (what happened to it). Called by the events, inside their
 * own transaction where they have one, so the notification exists exactly when the event does.
 */
export async function notify(ex: Executor, account: AccountRef, kind: NotificationKind, params: NotificationParams = {}, link?: string, at = new Date()): Promise<Notification> {
  const [row] = await ex
    .insert(notifications)
    .values({ ...ownerOf(account), kind, params, link: link ?? null, createdAt: at })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return toNotification(row);
}

/**
 * Writes one notification to every administrator (each sign-in with the admin login role), in the
 * caller's transaction: what the shop hears of (a checkout, an invoice paid in full, a new account).
 */
export async function notifyAdmins(ex: Executor, kind: NotificationKind, notice: NotificationNotice, at = new Date()): Promise<void> {
  const admins = await ex.select({ id: loginAccounts.id }).from(loginAccounts).where(eq(loginAccounts.loginRole, 'admin')).orderBy(asc(loginAccounts.id));
  if (admins.length === 0) return;
  await ex.insert(notifications).values(admins.map((admin) => ({ userId: null, loginId: admin.id, kind, params: notice.params, link: notice.link ?? null, createdAt: at })));
}
