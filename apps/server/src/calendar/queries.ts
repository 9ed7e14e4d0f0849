// The calendar table's queries (src/db/calendar.ts, decision 0023): an account's list as one SQL
// statement, each write touching only its row, under PostgreSQL's row locks. Every statement is
// scoped to the signed-in account: another account's event is not found.
import type { CalendarEvent, calendarEventUpdateSchema, newCalendarEventSchema } from '@atrium/api';
import type { AccountRef } from '@atrium/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarEvents } from '../db/calendar';
import type { Executor } from '../db/executor';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
type NewEvent = z.output<typeof newCalendarEventSchema>;
type EventUpdate = z.output<typeof calendarEventUpdateSchema>;

/** The owner columns of an account's row: exactly one of the two foreign keys. */
export function ownerOf(account: AccountRef): { userId: number; loginId: null } | { userId: null; loginId: number } {
  return account.principal === 'user' ? { userId: account.userId, loginId: null } : { userId: null, loginId: account.userId };
}

/** The condition "the account's own": the column its index starts with. */
function owned(account: AccountRef): SQL {
  return account.principal === 'user' ? eq(calendarEvents.userId, account.userId) : eq(calendarEvents.loginId, account.userId);
}

/** The row's columns for an event's fields (the instants read from the contract's texts). */
export function eventRow(event: Omit<CalendarEvent, 'id' | 'version'>) {
  return {
    url: event.url,
    title: event.title,
    startText: event.start,
    endText: event.end,
    startAt: new Date(event.start),
    endAt: new Date(event.end),
    allDay: event.allDay,
    calendar: event.extendedProps.calendar,
    guests: event.extendedProps.guests ?? null,
    location: event.extendedProps.location ?? null,
    description: event.extendedProps.description ?? null,
  };
}

/** The contract's event from its row, fields in the mock's order (calendarEventOf); absent details left out. */
export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    start: row.startText,
    end: row.endText,
    allDay: row.allDay,
    extendedProps: {
      calendar: row.calendar as CalendarEvent['extendedProps']['calendar'],
      ...(row.guests === null ? {} : { guests: row.guests }),
      ...(row.location === null ? {} : { location: row.location }),
      ...(row.description === null ? {} : { description: row.description }),
    },
    version: row.version,
  };
}

/** The account's events in the named calendars (repeated or comma-separated), by id: one statement. */
export async function listCalendarEvents(ex: Executor, account: AccountRef, calendars: readonly string[]): Promise<CalendarEvent[]> {
  const wanted = [...new Set(calendars.flatMap((c) => c.split(',')).map((c) => c.trim()))];
  // no calendar ticked: no events (the mock's rule), without asking the database
  if (wanted.length === 0) return [];
  const rows = await ex
    .select()
    .from(calendarEvents)
    .where(and(owned(account), inArray(calendarEvents.calendar, wanted)))
    .orderBy(asc(calendarEvents.id));
  return rows.map(toCalendarEvent);
}

/** Whether the account has an event with this id. */
export async function hasCalendarEvent(ex: Executor, account: AccountRef, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), owned(account)));
  return rows.length > 0;
}

export async function createCalendarEvent(ex: Executor, account: AccountRef, event: NewEvent): Promise<CalendarEvent> {
  const [row] = await ex
    .insert(calendarEvents)
    .values({ ...ownerOf(account), ...eventRow(event) })
    .returning();
  if (!row) throw new Error('calendar event insert returned no row');
  return toCalendarEvent(row);
}

export type EventWrite = { ok: true; event: CalendarEvent } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'stale'; version: number };

/**
 * Merges the change into the account's event (run in a transaction: the row stays locked from
 * the version check to the write, so of two edits from one version one succeeds and one is 409).
 */
export async function updateCalendarEvent(ex: Executor, account: AccountRef, id: number, change: EventUpdate): Promise<EventWrite> {
  const [row] = await ex
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), owned(account)))
    .for('update');
  if (!row) return { ok: false, reason: 'not-found' };
  const { extendedProps, version, ...rest } = change;
  if (version !== undefined && version !== row.version) return { ok: false, reason: 'stale', version: row.version };
  const current = toCalendarEvent(row);
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<Omit<CalendarEvent, 'id' | 'version' | 'extendedProps'>>;
  const props = Object.fromEntries(Object.entries(extendedProps ?? {}).filter(([, v]) => v !== undefined)) as Partial<CalendarEvent['extendedProps']>;
  const merged = { ...current, ...defined, extendedProps: { ...current.extendedProps, ...props } };
  const [updated] = await ex
    .update(calendarEvents)
    .set({ ...eventRow(merged), version: sql`${calendarEvents.version} + 1`, updatedAt: sql`now()` })
    .where(eq(calendarEvents.id, id))
    .returning();
  if (!updated) return { ok: false, reason: 'not-found' };
  return { ok: true, event: toCalendarEvent(updated) };
}

/** Deletes the account's event; false when it has none with this id. */
export async function deleteCalendarEvent(ex: Executor, account: AccountRef, id: number): Promise<boolean> {
  const rows = await ex
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), owned(account)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}
