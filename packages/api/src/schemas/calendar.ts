import { z } from 'zod';
import { dateTextSchema, isHttpUrl } from './common';

/** An event's link: empty or http(s) only (a javascript: URL reached the page as a live href). */
const eventUrlSchema = z.string().trim().max(2_048).refine((s) => s === '' || isHttpUrl(s), 'Use an http(s) link');

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export const calendarNameSchema = z.enum(CALENDARS);
export type CalendarName = z.infer<typeof calendarNameSchema>;

const dateText = dateTextSchema;

/** Bounds of an event's free text (a 5 MB description or 100,000 guests were accepted). */
export const CALENDAR_LIMITS = { title: 500, guests: 100, guest: 320, location: 500, description: 5_000 } as const;

export const calendarEventPropsSchema = z.object({
  calendar: calendarNameSchema,
  guests: z.array(z.string()).optional(),
  location: z.string().optional(),
  description: z.string().optional(),
});

export const calendarEventSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** ISO date-time (or date for all-day events) */
  start: dateText,
  end: dateText,
  allDay: z.boolean(),
  extendedProps: calendarEventPropsSchema,
  /**
   * Moves on every change of the event. A PUT that sends the version it read is refused with 409
   * (`staleWriteSchema`) when someone changed the event since (decision 0023).
   */
  version: z.number().int().min(1),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** What a caller may send as an event's details: bounded, nothing else. */
const eventPropsBodySchema = z.strictObject({
  calendar: calendarNameSchema,
  guests: z.array(z.string().trim().max(CALENDAR_LIMITS.guest)).max(CALENDAR_LIMITS.guests).optional(),
  location: z.string().max(CALENDAR_LIMITS.location).optional(),
  description: z.string().max(CALENDAR_LIMITS.description).optional(),
});

/** POST body: an event without its id (the server assigns the next one) and version (1). */
export const newCalendarEventSchema = z.strictObject({
  url: eventUrlSchema.default(''),
  title: z.string().trim().min(1, 'Title is required').max(CALENDAR_LIMITS.title),
  start: dateText,
  end: dateText,
  allDay: z.boolean().default(false),
  extendedProps: eventPropsBodySchema,
});
export type NewCalendarEvent = z.input<typeof newCalendarEventSchema>;

/** PUT body: any subset of the event's fields, merged into the stored event. */
export const calendarEventUpdateSchema = z.strictObject({
  url: eventUrlSchema.optional(),
  title: z.string().trim().min(1, 'Title is required').max(CALENDAR_LIMITS.title).optional(),
  start: dateText.optional(),
  end: dateText.optional(),
  allDay: z.boolean().optional(),
  extendedProps: eventPropsBodySchema.partial().optional(),
  /** the version of the event the edit started from (calendarEventSchema.version); absent: last write wins */
  version: z.number().int().min(1).optional(),
});
export type CalendarEventUpdate = z.input<typeof calendarEventUpdateSchema>;

export const calendarQuerySchema = z.object({
  /** repeated `calendars=` params; names outside the five calendars simply match nothing */
  calendars: z.array(z.string().max(20)).max(CALENDARS.length * 2).catch([]),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEventsResponseSchema = z.array(calendarEventSchema);
export type CalendarEventsResponse = z.infer<typeof calendarEventsResponseSchema>;
