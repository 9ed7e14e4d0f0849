// Calendar dates (YYYY-MM-DD) in the user's own time zone, on dayjs. `toISOString().slice(0, 10)`
// is the UTC date: east of UTC it reads yesterday until the local clock passes the offset.
import dayjs from 'dayjs';

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** The local calendar date of an instant (a Date, epoch milliseconds or an ISO string). */
export function toIsoDate(value: Date | number | string): string {
  return dayjs(value).format(ISO_DATE_FORMAT);
}

/** Today's local calendar date. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** A calendar date `days` later (or earlier), counted in local days, so DST never shifts it. */
export function addDaysIso(isoDate: string, days: number): string {
  return dayjs(isoDate).add(days, 'day').format(ISO_DATE_FORMAT);
}
