// Dates in a few named styles, in the user's language, optionally in a given time zone (a branch's).
import { memo, toLocale } from './intl';

export type DateValue = Date | string | number;

/**
 * date      "Nov 24, 2026"          everywhere a day is shown (lists, details, cards)
 * date-time "Nov 24, 2026, 3:05 PM" an event at a moment (sent, created, paid at)
 * time      "3:05 PM"               a moment within a day already shown
 * day       "Nov 24"                compact day without the year (chart axes, this year's items)
 * month     "Nov 2026"              a month (chart axes, billing periods)
 * day-time  "Nov 24, 3:05 PM"       a moment in this year's days (chart tooltips, timeline stamps)
 * time-seconds "3:05:09 PM"         a live "updated at" that changes every few seconds
 * hour      "3 PM"                  an hour tick on a day's axis
 * weekday   "Tue"                   a day of the week (heatmap rows, week charts)
 * weekday-time "Tue 3:05 PM"        the time now somewhere (a branch's clock)
 * month-name "Nov"                  a month on the axis of one year
 */
export type DateStyle = 'date' | 'date-time' | 'time' | 'day' | 'month' | 'day-time' | 'time-seconds' | 'hour' | 'weekday' | 'weekday-time' | 'month-name';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  'day-time': { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  'time-seconds': { timeStyle: 'medium' },
  hour: { hour: 'numeric' },
  weekday: { weekday: 'short' },
  'weekday-time': { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  'month-name': { month: 'short' },
};

export interface DateOptions {
  /** IANA zone to show the instant in (a branch's zone); the user's own zone when absent. */
  timeZone?: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Instant {
  date: Date;
  /** A bare calendar date ("2026-11-24") is the same day everywhere: it is shown in UTC, where it was built. */
  calendar: boolean;
}

function toInstant(value: DateValue): Instant | null {
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value);
    if (m) return { date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), calendar: true };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false };
}

function dateFormat(locale: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const lng = toLocale(locale);
  return memo(`d|${lng}|${style}|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(lng, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) }));
}

/** One date in a named style; "—" for a missing or invalid value. */
export function formatDate(value: DateValue | null | undefined, locale: string, style: DateStyle = 'date', options: DateOptions = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  const instant = toInstant(value);
  if (!instant) return '—';
  return dateFormat(locale, style, instant.calendar ? 'UTC' : options.timeZone).format(instant.date);
}

/** A span of two dates, shared parts written once: "Jan 1 – 5, 2026". */
export function formatDateRange(start: DateValue, end: DateValue, locale: string, style: DateStyle = 'date', options: DateOptions = {}): string {
  const a = toInstant(start);
  const b = toInstant(end);
  if (!a || !b) return '—';
  const zone = a.calendar && b.calendar ? 'UTC' : options.timeZone;
  const [from, to] = a.date.getTime() <= b.date.getTime() ? [a.date, b.date] : [b.date, a.date];
  return dateFormat(locale, style, zone).formatRange(from, to);
}

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead, in the largest whole unit: "3 days ago", "in 2 hours", "yesterday". */
export function formatRelative(value: DateValue, locale: string, now: Date = new Date()): string {
  const instant = toInstant(value);
  if (!instant) return '—';
  const seconds = Math.round((instant.date.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? (['second', 1] as const);
  const lng = toLocale(locale);
  const rtf = memo(`r|${lng}`, () => new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));
  return rtf.format(Math.round(seconds / size), unit);
}
