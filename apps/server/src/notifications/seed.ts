// An empty database's notifications: each account's notifications of the seed written into the
// notifications table (decision 0026); only the demo admin (login:1) has some. Ids are the seed's;
// the identity sequence then continues after the highest.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { notifications } from '../db/notifications';
import type { Executor } from '../db/executor';
import { ownerOf } from './queries';

/** The seed without what the notifications table holds (the documents' share). */
export function withoutNotifications(data: Db): Db {
  return { ...data, notificationsByAccount: {} };
}

/** Removes every notification (reset to the seed). */
export async function clearNotifications(ex: Executor): Promise<void> {
  await ex.delete(notifications);
}

/** Writes each account's notifications of the seed (an account the seed does not have owns none). */
export async function seedNotifications(ex: Executor, data: Db): Promise<void> {
  const rows = Object.entries(data.notificationsByAccount).flatMap(([key, list]) => {
    const [principal, id] = key.split(':');
    const account = { principal: principal === 'user' ? 'user' : 'login', userId: Number(id) } as const;
    const exists = account.principal === 'login' ? data.loginUsers.some((u) => u.id === account.userId) : data.users.some((u) => u.id === account.userId);
    if (!exists) return [];
    return list.map((n) => ({ id: n.id, ...ownerOf(account), kind: n.kind, params: n.params, link: n.link ?? null, createdAt: new Date(n.createdAt), readAt: n.read ? new Date(n.createdAt) : null }));
  });
  if (rows.length > 0) await ex.insert(notifications).values(rows);
  await ex.execute(sql`select setval(pg_get_serial_sequence('notifications', 'id'), coalesce((select max(id) from notifications), 0) + 1, false)`);
}
