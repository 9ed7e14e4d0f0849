import { calendarEventUpdateSchema, newCalendarEventSchema, type CalendarEvent } from '@atrium/api';
import type { Db } from '../seed';
import { nextId, notFound, ok, validate, type Outcome } from './common';

/** Events in the named calendars; no names means no events (every calendar unticked). */
export function listCalendarEvents(db: Db, calendars: readonly string[]): CalendarEvent[] {
  const wanted = new Set(calendars.flatMap((c) => c.split(',')).map((c) => c.trim()));
  return db.calendarEvents.filter((e) => wanted.has(e.extendedProps.calendar));
}

export function addCalendarEvent(db: Db, body: unknown): Outcome<CalendarEvent> {
  const parsed = validate(newCalendarEventSchema, body);
  if (!parsed.ok) return parsed;
  const event: CalendarEvent = { ...parsed.value, id: nextId(db.calendarEvents) };
  db.calendarEvents.push(event);
  return ok(event);
}

export function updateCalendarEvent(db: Db, id: number | undefined, body: unknown): Outcome<CalendarEvent> {
  const index = db.calendarEvents.findIndex((e) => e.id === id);
  const existing = db.calendarEvents[index];
  if (!existing) return notFound;
  const parsed = validate(calendarEventUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const { extendedProps, ...rest } = parsed.value;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const merged: CalendarEvent = {
    ...existing,
    ...defined,
    id: existing.id,
    extendedProps: { ...existing.extendedProps, ...Object.fromEntries(Object.entries(extendedProps ?? {}).filter(([, v]) => v !== undefined)) },
  };
  db.calendarEvents[index] = merged;
  return ok(merged);
}

export function deleteCalendarEvent(db: Db, id: number | undefined): boolean {
  const index = db.calendarEvents.findIndex((e) => e.id === id);
  if (index === -1) return false;
  db.calendarEvents.splice(index, 1);
  return true;
}
