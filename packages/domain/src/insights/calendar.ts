// Local calendar arithmetic. A "day number" is days since 1970-01-01 of a local date, so local
// days, weekdays and months are plain integers; Intl gives each zone's UTC offset.
export const DAY_MS = 86_400_000;
export const QUARTERS_PER_DAY = 96;

export function dayNumberOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

// the explainer asks for the same few hundred dates millions of times (a Date and an ISO string
// each): a third of a cold anomaly list was spent here
const isoDates = new Map<number, string>();

export function isoDateOf(day: number): string {
  let date = isoDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size < 50_000) isoDates.set(day, date);
  }
  return date;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function isoWeekStart(day: number): number {
  return day - weekdayOf(day);
}

/** year × 12 + month (0-based): consecutive months are consecutive integers. */
export function monthKeyOf(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export function monthStartDay(monthKey: number): number {
  return Math.floor(Date.UTC(Math.floor(monthKey / 12), monthKey % 12, 1) / DAY_MS);
}

export function dayOfMonth(day: number): number {
  return new Date(day * DAY_MS).getUTCDate();
}

/** `YYYY-MM-DDTHH:mm` local wall time of a quarter-hour of a day. */
export function localStamp(day: number, minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${isoDateOf(day)}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  day: number;
  minute: number;
}

/** The local date and minute of day of an instant in a zone. */
export function toLocal(timeZone: string, utcMs: number): LocalTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const day = Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
  return { day, minute: get('hour') * 60 + get('minute') };
}

/** Offset of the zone from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const local = toLocal(timeZone, utcMs);
  const asUtc = local.day * DAY_MS + local.minute * 60_000;
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** The instant a local wall time happens (the later reading when a wall time repeats). */
export function localToUtc(timeZone: string, day: number, minuteOfDay: number): number {
  const wall = day * DAY_MS + minuteOfDay * 60_000;
  const first = offsetMinutes(timeZone, wall);
  const guess = wall - first * 60_000;
  const second = offsetMinutes(timeZone, guess);
  return second === first ? guess : wall - second * 60_000;
}

/** Hours from one local midnight to the next: 23 or 25 on DST change days. */
export function localDayHours(timeZone: string, day: number): number {
  return (localToUtc(timeZone, day + 1, 0) - localToUtc(timeZone, day, 0)) / 3_600_000;
}

export function parseHm(value: string): number {
  const [h = '0', m = '0'] = value.split(':');
  return Number(h) * 60 + Number(m);
}
