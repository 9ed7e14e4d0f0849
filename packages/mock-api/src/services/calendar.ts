import { calendarEventUpdateSchema, newCalendarEventSchema, type CalendarEvent } from '@atrium/api';
import type { Db } from '@atrium/fixtures';
import { nextId, notFound, ok, validate, type Outcome } from './common';
import type { AccountRef } from './pages';

// Calendar events belong to the account that made them (decision 0023): each account lists,
// edits and deletes its own, and an id of someone else's event is answered as an unknown one.
// A new account starts with an empty calendar; the seed's events are the demo admin's.

const accountKey = (account: AccountRef) => `${account.principal}:${account.userId}`;

/** The account's own events (its list is made on first write). */
function ownEvents(db: Db, account: AccountRef): CalendarEvent[] {
  return db.calendarEventsByAccount[accountKey(account)] ?? [];
}

/**
 * The contract's event with its fields in one order (the server answers the same bytes): absent
 * optional details stay absent.
 */
export function calendarEventOf(event: CalendarEvent): CalendarEvent {
  const { calendar, guests, location, description } = event.extendedProps;
  return {
    id: event.id,
    url: event.url,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    extendedProps: { calendar, ...(guests === undefined ? {} : { guests }), ...(location === undefined ? {} : { location }), ...(description === undefined ? {} : { description }) },
    version: event.version,
  };
}

/** The account's events in the named calendars, by id; no names means no events (every calendar unticked). */
export function listCalendarEvents(db: Db, account: AccountRef, calendars: readonly string[]): CalendarEvent[] {
  const wanted = new Set(calendars.flatMap((c) => c.split(',')).map((c) => c.trim()));
  return ownEvents(db, account)
    .filter((e) => wanted.has(e.extendedProps.calendar))
    .sort((a, b) => a.id - b.id)
    .map(calendarEventOf);
}

/** Whether the account has an event with this id. */
export function hasCalendarEvent(db: Db, account: AccountRef, id: number | undefined): boolean {
  return ownEvents(db, account).some((e) => e.id === id);
}

export function addCalendarEvent(db: Db, account: AccountRef, body: unknown): Outcome<CalendarEvent> {
  const parsed = validate(newCalendarEventSchema, body);
  if (!parsed.ok) return parsed;
  // ids are unique across every account's events, as the server's table numbers them
  const all = Object.values(db.calendarEventsByAccount).flat();
  const event = calendarEventOf({ ...parsed.value, id: nextId(all), version: 1 });
  const key = accountKey(account);
  db.calendarEventsByAccount[key] = [...(db.calendarEventsByAccount[key] ?? []), event];
  return ok(event);
}

export function updateCalendarEvent(db: Db, account: AccountRef, id: number | undefined, body: unknown): Outcome<CalendarEvent> {
  const events = ownEvents(db, account);
  const index = events.findIndex((e) => e.id === id);
  const existing = events[index];
  if (!existing) return notFound;
  const parsed = validate(calendarEventUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const { extendedProps, version, ...rest } = parsed.value;
  // an edit that started from an older version would undo someone else's change: refused
  if (version !== undefined && version !== existing.version) return { ok: false, reason: 'stale', version: existing.version };
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const merged = calendarEventOf({
    ...existing,
    ...defined,
    id: existing.id,
    extendedProps: { ...existing.extendedProps, ...Object.fromEntries(Object.entries(extendedProps ?? {}).filter(([, v]) => v !== undefined)) },
    version: existing.version + 1,
  });
  events[index] = merged;
  return ok(merged);
}

export function deleteCalendarEvent(db: Db, account: AccountRef, id: number | undefined): boolean {
  const events = ownEvents(db, account);
  const index = events.findIndex((e) => e.id === id);
  if (index === -1) return false;
  events.splice(index, 1);
  return true;
}
