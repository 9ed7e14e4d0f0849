// The URL state of /apps/calendar: which calendars are shown (absent = all, [] = none), the view
// and the date it shows. Junk falls back to the defaults instead of failing the page.
import { CALENDARS, calendarNameSchema, type CalendarName } from '@atrium/api';
import { z } from 'zod';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const calendarSearchSchema = z.object({
  calendars: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(calendarNameSchema))
    .optional()
    .catch(undefined),
  view: z.enum(CALENDAR_VIEWS).optional().catch(undefined),
  /** YYYY-MM-DD */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});
export type CalendarSearch = z.infer<typeof calendarSearchSchema>;

export function selectedCalendars(search: CalendarSearch): CalendarName[] {
  return search.calendars ?? [...CALENDARS];
}
