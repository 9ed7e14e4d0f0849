// Whether a branch is open at an instant: one pure function over its status, opening hours and
// time zone, so the branch header, the live board and the server read the same answer.
import type { Branch } from './schemas';

/** Monday 0 … Sunday 6, as `openingHours` is ordered. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type BranchOpenReason =
  /** inside today's hours (or last night's hours running past midnight) */
  | 'open'
  /** an operating branch outside its hours */
  | 'closedNow'
  /** the branch has not opened yet (before `openedAt`, local date) */
  | 'notYetOpen'
  /** the branch's status: closed for works, or closed for good */
  | 'renovating'
  | 'closed';

export interface BranchOpenState {
  open: boolean;
  reason: BranchOpenReason;
  /** local wall time `HH:mm` the current opening ends (when open) */
  closesAt: string | null;
  /** when it next opens, local weekday and `HH:mm` (when closed for the night or the weekday) */
  opensAt: { weekday: Weekday; time: string; today: boolean } | null;
  /** the branch's local date and time at `now` */
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
export function zonedParts(timeZone: string, now: Date): { date: string; weekday: Weekday; minute: number } {
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

/** A day's hours as minutes; a close at or before the open runs past midnight (close + 1440). */
function span(day: Branch['openingHours'][number]): { open: number; close: number } | null {
  if (!day) return null;
  const open = minutesOf(day.open);
  let close = minutesOf(day.close);
  if (close <= open) close += 1440;
  return { open, close };
}

/**
 * The branch's state at `now`, read in its own time zone. Status wins over hours (a branch under
 * works is not "open now" at 10:00); a branch before its opening date is not open either.
 */
export function branchOpenState(branch: Pick<Branch, 'status' | 'timezone' | 'openingHours' | 'openedAt'>, now: Date): BranchOpenState {
  const { date, weekday, minute } = zonedParts(branch.timezone, now);
  const local = { date, weekday, time: hm(minute) };
  const closed = (reason: BranchOpenReason): BranchOpenState => ({ open: false, reason, closesAt: null, opensAt: null, local });
  if (branch.status === 'renovating') return closed('renovating');
  if (branch.status === 'closed') return closed('closed');
  if (date < branch.openedAt) return closed('notYetOpen');

  const today = span(branch.openingHours[weekday]);
  if (today && minute >= today.open && minute < today.close) return { open: true, reason: 'open', closesAt: hm(today.close), opensAt: null, local };
  // yesterday's hours may run past midnight into today
  const yesterdayIndex = ((weekday + 6) % 7) as Weekday;
  const yesterday = span(branch.openingHours[yesterdayIndex]);
  if (yesterday && yesterday.close > 1440 && minute < yesterday.close - 1440) return { open: true, reason: 'open', closesAt: hm(yesterday.close), opensAt: null, local };

  let opensAt: BranchOpenState['opensAt'] = null;
  if (today && minute < today.open) opensAt = { weekday, time: hm(today.open), today: true };
  else {
    for (let i = 1; i <= 7 && !opensAt; i++) {
      const wd = ((weekday + i) % 7) as Weekday;
      const next = span(branch.openingHours[wd]);
      if (next) opensAt = { weekday: wd, time: hm(next.open), today: false };
    }
  }
  return { open: false, reason: 'closedNow', closesAt: null, opensAt, local };
}
