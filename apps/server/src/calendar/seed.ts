// An empty database's calendar events: each account's events of the seed written into
// calendar_events (decision 0023), as migrations/*_calendar_from_documents.sql moves an existing
// database's. Ids are the seed's; the identity sequence then continues after the highest.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { calendarEvents } from '../db/calendar';
import type { Executor } from '../db/executor';
import { eventRow, ownerOf } from './queries';

const CHUNK = 500;

/** The seed without what the calendar table holds (the documents' share). */
export function withoutCalendar(data: Db): Db {
  return { ...data, calendarEventsByAccount: {} };
}

/** Removes every event (reset to the seed). */
export async function clearCalendar(ex: Executor): Promise<void> {
  await ex.delete(calendarEvents);
}

/** Writes each account's events of the seed (an account the seed does not have owns none). */
export async function seedCalendar(ex: Executor, data: Db): Promise<void> {
  const rows = Object.entries(data.calendarEventsByAccount).flatMap(([key, events]) => {
    const [principal, id] = key.split(':');
    const account = { principal: principal === 'user' ? 'user' : 'login', userId: Number(id) } as const;
    const exists = account.principal === 'login' ? data.loginUsers.some((u) => u.id === account.userId) : data.users.some((u) => u.id === account.userId);
    return exists ? events.map((e) => ({ id: e.id, ...ownerOf(account), ...eventRow(e), version: e.version })) : [];
  });
  for (let i = 0; i < rows.length; i += CHUNK) await ex.insert(calendarEvents).values(rows.slice(i, i + CHUNK));
  await ex.execute(sql`select setval(pg_get_serial_sequence('calendar_events', 'id'), coalesce((select max(id) from calendar_events), 0) + 1, false)`);
}
