// The add/edit form's rules, in zod: the same contract types the server validates, plus what only
// a form can check (end not before start, a real URL, guest addresses).
import { toIsoDate } from '@atrium/core';
import { calendarNameSchema, type CalendarEvent, type CalendarName, type NewCalendarEvent } from '@atrium/api';
import { schemaResolver } from '@mantine/form';
import { z } from 'zod';

export interface EventFormValues {
  title: string;
  calendar: CalendarName;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'errors.titleRequired').max(500, 'errors.titleTooLong'),
    calendar: calendarNameSchema,
    start: z.date({ error: 'errors.startRequired' }),
    end: z.date({ error: 'errors.endRequired' }),
    allDay: z.boolean(),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'errors.url' })]),
    guests: z.array(z.email({ error: 'errors.guest' })).max(50),
    location: z.string().max(200),
    description: z.string().max(2000),
  })
  .refine((v) => v.end.getTime() >= v.start.getTime(), { path: ['end'], message: 'errors.endBeforeStart' });

const resolveEventForm = schemaResolver(eventFormSchema, { sync: true });

/**
 * Form errors as Mantine form wants them: field -> i18n key. Mantine's `schemaResolver` keys an
 * error by its whole path (`guests.1`); the drawer shows one message a field, so the first one
 * under each top-level field is kept.
 */
export function validateEventForm(values: EventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolveEventForm(values))) {
    const field = path.split('.')[0] ?? path;
    if (typeof message === 'string') errors[field] ??= message;
  }
  return errors;
}

const dateOnly = toIsoDate;

/** All-day events are stored as dates, timed ones as instants. */
export function toEventBody(values: EventFormValues): NewCalendarEvent {
  const start = values.start ?? new Date();
  const end = values.end ?? start;
  return {
    title: values.title.trim(),
    url: values.url,
    allDay: values.allDay,
    start: values.allDay ? dateOnly(start) : start.toISOString(),
    end: values.allDay ? dateOnly(end) : end.toISOString(),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location.trim(),
      description: values.description.trim(),
    },
  };
}

/** A date-only text is a local day, not UTC midnight. */
export function parseEventDate(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00`) : new Date(text);
}

export function formValuesOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    start: parseEventDate(event.start),
    end: parseEventDate(event.end),
    allDay: event.allDay,
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

export function newEventValues(start: Date, allDay: boolean, calendar: CalendarName = 'Business'): EventFormValues {
  const end = allDay ? start : new Date(start.getTime() + 60 * 60 * 1000);
  return { title: '', calendar, start, end, allDay, url: '', guests: [], location: '', description: '' };
}
