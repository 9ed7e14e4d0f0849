// The one rule for "is this branch open": its status, its opening date, the holidays of its
// country, its weekly hours and any change of hours for a day, read in the branch's own time zone.
// Pure functions, no storage: the live board, the branch header, the ranking, the mock's
// generator and live call, and the server (through the same live code) all call these.
import { holidayOn, type Holiday } from './holidays';
import type { Branch } from './schemas';

/** Monday 0 … Sunday 6, as `openingHours` is ordered. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DayHours {
  open: string;
  close: string;
}

/** A day whose hours differ from the week's: shorter, longer, or closed (`hours: null`). */
export interface HoursChange {
  /** local date `YYYY-MM-DD` */
  date: string;
  hours: DayHours | null;
}

/** What the rule reads of a branch (a contract `Branch` fits, plus its hours changes if any). */
export type BranchCalendar = Pick<Branch, 'status' | 'timezone' | 'openingHours' | 'openedAt' | 'countryCode'> & {
  hoursChanges?: readonly HoursChange[] | undefined;
};

export const BRANCH_STATUS_REASONS = ['open', 'outside-hours', 'holiday', 'hours-change', 'renovating', 'closed', 'not-yet-open'] as const;
export type BranchStatusReason = (typeof BRANCH_STATUS_REASONS)[number];

export interface BranchOpenStatus {
  open: boolean;
  /**
   * open: `open` (regular hours) or `hours-change` (a changed day's hours); closed: `holiday`
   * (the whole local day), `hours-change` (the regular hours would be open now), `outside-hours`,
   * or the branch's own state (`renovating`, `closed`, `not-yet-open`).
   */
  reason: BranchStatusReason;
  /** the holiday of the local day, when that is why it is closed */
  holiday: Holiday | null;
  /** local wall time `HH:mm` the current opening ends (when open) */
  closesAt: string | null;
  /** when it next opens (local date, weekday, `HH:mm`), within two weeks; null when its state keeps it shut */
  opensAt: { date: string; weekday: Weekday; time: string; today: boolean } | null;
  /** the branch's local date and time at the instant */
  local: { date: string; weekday: Weekday; time: string };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const partsCache = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsCache.set(timeZone, f);
  }
  return f;
}

/** A zone's local date, ISO weekday (Monday 0) and minute of the day at an instant. */
export function zonedParts(timeZone: string, now: Date | number): { date: string; weekday: Weekday; minute: number } {
  const parts = zoneFormat(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(get('weekday'));
  if (weekday < 0) throw new RangeError(`Unreadable weekday for ${timeZone}`);
  return { date: `${get('year')}-${get('month')}-${get('day')}`, weekday: weekday as Weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** `HH:mm` (or `24:00`) to minutes after midnight. */
export function minutesOf(hm: string): number {
  const [h = '0', m = '0'] = hm.split(':');
  return Number(h) * 60 + Number(m);
}

const hm = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const DAY_MS = 86_400_000;

/** A local date `days` later (or earlier), as plain calendar arithmetic. */
export function shiftIsoDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO weekday (Monday 0) of a calendar date. */
export function weekdayOfIso(isoDate: string): Weekday {
  return (((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7) as Weekday);
}

export interface DayPlan {
  /** the hours the branch keeps that local day, or null when it stays shut */
  hours: DayHours | null;
  /** why: the week's hours, a holiday, a change of hours, or the branch's own state */
  reason: 'regular' | 'holiday' | 'hours-change' | 'renovating' | 'closed' | 'not-yet-open';
  holiday: Holiday | null;
  /** the week's hours for that weekday, whatever the day's plan */
  regular: DayHours | null;
}

/**
 * The hours a branch keeps on a local date. The branch's state wins (`renovating` and `closed` are
 * its state now; a date before `openedAt` is before it existed), then a change of hours for that
 * date, then a holiday, then the week's hours.
 */
export function dayPlanOn(branch: BranchCalendar, isoDate: string, withState = true): DayPlan {
  const regular = branch.openingHours[weekdayOfIso(isoDate)] ?? null;
  const shut = (reason: DayPlan['reason'], holiday: Holiday | null = null): DayPlan => ({ hours: null, reason, holiday, regular });
  if (withState && branch.status === 'renovating') return shut('renovating');
  if (withState && branch.status === 'closed') return shut('closed');
  if (isoDate < branch.openedAt) return shut('not-yet-open');
  const change = branch.hoursChanges?.find((c) => c.date === isoDate);
  if (change) return { hours: change.hours, reason: 'hours-change', holiday: null, regular };
  const holiday = holidayOn(branch.countryCode, isoDate);
  if (holiday) return shut('holiday', holiday);
  return { hours: regular, reason: 'regular', holiday: null, regular };
}

/** A day's hours as minutes; a close at or before the open runs past midnight (close + 1440). */
function span(day: DayHours | null): { open: number; close: number } | null {
  if (!day) return null;
  const open = minutesOf(day.open);
  let close = minutesOf(day.close);
  if (close <= open) close += 1440;
  return { open, close };
}

/**
 * The branch's state at an instant, read in its own time zone: open (until when) or closed, and
 * why (the holiday's name, outside its hours, a change of hours, or its own state), with the
 * next opening when there is one within two weeks.
 */
export function branchStatusAt(branch: BranchCalendar, instant: Date | number): BranchOpenStatus {
  const { date, weekday, minute } = zonedParts(branch.timezone, instant);
  const local = { date, weekday, time: hm(minute) };
  const plan = dayPlanOn(branch, date);
  if (plan.reason === 'renovating' || plan.reason === 'closed' || plan.reason === 'not-yet-open') {
    return { open: false, reason: plan.reason, holiday: null, closesAt: null, opensAt: null, local };
  }

  const today = span(plan.hours);
  if (today && minute >= today.open && minute < today.close) {
    return { open: true, reason: plan.reason === 'hours-change' ? 'hours-change' : 'open', holiday: null, closesAt: hm(today.close), opensAt: null, local };
  }
  // last night's hours may run past midnight into today
  const yesterdayPlan = dayPlanOn(branch, shiftIsoDate(date, -1));
  const yesterday = span(yesterdayPlan.hours);
  if (yesterday && yesterday.close > 1440 && minute < yesterday.close - 1440) {
    return { open: true, reason: yesterdayPlan.reason === 'hours-change' ? 'hours-change' : 'open', holiday: null, closesAt: hm(yesterday.close), opensAt: null, local };
  }

  let opensAt: BranchOpenStatus['opensAt'] = null;
  if (today && minute < today.open) opensAt = { date, weekday, time: hm(today.open), today: true };
  for (let i = 1; i <= 14 && !opensAt; i++) {
    const next = shiftIsoDate(date, i);
    const hours = dayPlanOn(branch, next).hours;
    if (hours) opensAt = { date: next, weekday: weekdayOfIso(next), time: hours.open, today: false };
  }

  let reason: BranchStatusReason = 'outside-hours';
  if (plan.reason === 'holiday') reason = 'holiday';
  else if (plan.reason === 'hours-change') {
    // closed now because of the change only if the week's hours would have it open
    const regular = span(plan.regular);
    if (regular && minute >= regular.open && minute < regular.close) reason = 'hours-change';
  }
  return { open: false, reason, holiday: plan.holiday, closesAt: null, opensAt, local };
}

/**
 * "Today" for a set of branches at an instant: the newest local date that has begun in every one
 * of their zones (the earliest of their local dates), so "yesterday" has ended at each of them
 * and the same instant gives the same dates whatever the viewer's own zone. With no zones known
 * it is the date "anywhere on Earth" (UTC−12), which has begun everywhere.
 */
export function referenceToday(timeZones: readonly string[], instant: Date | number): string {
  const zones = timeZones.length > 0 ? timeZones : ['Etc/GMT+12'];
  let today = '';
  for (const zone of zones) {
    const date = zonedParts(zone, instant).date;
    if (today === '' || date < today) today = date;
  }
  return today;
}
