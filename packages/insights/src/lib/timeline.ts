// Time axes that read right: every bucket of the range on a regular timeline (the API leaves out
// hours a branch is closed), closed runs as bands to shade, and ticks on round hours and days.
// Stamps are the branch's local wall time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`), so no zone
// arithmetic happens here: a round hour in the stamp is a round hour in the branch's zone.
import type { Granularity } from '@atrium/api/insights';

export type ChartRow = Record<string, string | number | null | boolean>;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** Every stamp of [from, to] at a sub-day granularity, or every day for `day`. */
export function timelineStamps(from: string, to: string, granularity: Granularity): string[] {
  const step = granularity === '15min' ? 15 : granularity === 'hour' ? 60 : null;
  const out: string[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const date = isoOf(d);
    if (step === null) out.push(date);
    else for (let m = 0; m < 1440; m += step) out.push(`${date}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return out;
}

/**
 * Rows on a full timeline: the API's rows where it answered, and a `closed` row (all values
 * null) for every bucket it left out or answered with no opening hours (`isClosed`). Week and
 * month rows are returned as they are (a whole week is never closed).
 */
export function completeTimeline(rows: readonly ChartRow[], from: string, to: string, granularity: Granularity, isClosed: (row: ChartRow) => boolean, keys: readonly string[]): ChartRow[] {
  if (granularity === 'week' || granularity === 'month') return rows.map((r) => ({ ...r, closed: false }));
  const byT = new Map(rows.map((r) => [String(r.t), r]));
  return timelineStamps(from, to, granularity).map((t) => {
    const row = byT.get(t);
    if (row && !isClosed(row)) return { ...row, closed: false };
    const empty: ChartRow = { t, closed: true };
    for (const k of keys) empty[k] = null;
    return empty;
  });
}

/** Trims a sub-day timeline to its open hours with `padding` buckets either side (a closed night stays shaded, the empty small hours go). */
export function trimClosedEnds(rows: readonly ChartRow[], padding = 4): ChartRow[] {
  const first = rows.findIndex((r) => r.closed !== true);
  if (first < 0) return [...rows];
  let last = rows.length - 1;
  while (last > first && rows[last]?.closed === true) last--;
  return rows.slice(Math.max(0, first - padding), Math.min(rows.length, last + padding + 1));
}

/**
 * Runs of consecutive closed rows, as the first and last stamp of each run. With `between`, a
 * run reaches out to the open rows either side (where a line stops and starts again), so even a
 * single closed day has a width on a point axis.
 */
export function closedBands(rows: readonly ChartRow[], between = false): Array<{ x1: string; x2: string }> {
  const bands: Array<{ x1: string; x2: string }> = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]?.closed !== true) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < rows.length && rows[j + 1]?.closed === true) j++;
    const from = between ? Math.max(0, i - 1) : i;
    const to = between ? Math.min(rows.length - 1, j + 1) : j;
    bands.push({ x1: String(rows[from]?.t), x2: String(rows[to]?.t) });
    i = j + 1;
  }
  return bands;
}

const HOUR_STEPS = [1, 2, 3, 4, 6, 12, 24, 48, 72, 168];
const DAY_STEPS = [1, 2, 7, 14];
const WEEK_STEPS = [1, 2, 4, 13, 26, 52];
const MONTH_STEPS = [1, 2, 3, 6, 12];

function minuteOf(stamp: string): number {
  const time = stamp.slice(11, 16);
  if (!time) return 0;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** ISO weekday, Monday 0. */
const weekdayOf = (iso: string) => (((dayNumber(iso) + 3) % 7) + 7) % 7;

/**
 * The stamps that get a tick: round boundaries only (a whole hour, midnight, a Monday, the
 * first of a month), at the smallest regular step that keeps at most `maxTicks` of them.
 */
export function timeTicks(stamps: readonly string[], granularity: Granularity, maxTicks = 7): string[] {
  if (stamps.length === 0) return [];
  const pick = (steps: readonly number[], on: (stamp: string, step: number) => boolean): string[] => {
    let best: string[] = [];
    for (const step of steps) {
      best = stamps.filter((s) => on(s, step));
      if (best.length <= maxTicks && best.length > 0) return best;
    }
    return best.length > maxTicks ? best.filter((_, i) => i % Math.ceil(best.length / maxTicks) === 0) : best;
  };
  switch (granularity) {
    case '15min':
    case 'hour': {
      const firstDay = dayNumber(stamps[0] ?? '');
      return pick(HOUR_STEPS, (s, step) => {
        const minute = minuteOf(s);
        if (minute % 60 !== 0) return false;
        if (step < 24) return (minute / 60) % step === 0;
        return minute === 0 && (dayNumber(s) - firstDay) % (step / 24) === 0;
      });
    }
    case 'day':
      return pick(DAY_STEPS, (s, step) => {
        if (step < 7) return (dayNumber(s) - dayNumber(stamps[0] ?? s)) % step === 0;
        // whole weeks tick on Mondays
        return weekdayOf(s) === 0 && Math.floor((dayNumber(s) - dayNumber(stamps[0] ?? s)) / 7) % (step / 7) === 0;
      });
    case 'week':
      return pick(WEEK_STEPS, (s, step) => (step < 4 ? Math.round((dayNumber(s) - dayNumber(stamps[0] ?? s)) / 7) % step === 0 : isFirstWeekOfMonth(s) && monthIndex(s) % Math.max(1, Math.round(step / 4.33)) === 0));
    case 'month':
      return pick(MONTH_STEPS, (s, step) => monthIndex(s) % step === 0);
  }
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
/** A week (its Monday) that holds the first of a month. */
const isFirstWeekOfMonth = (iso: string) => Number(iso.slice(8, 10)) <= 7;

export interface TimeAxis {
  data: ChartRow[];
  ticks: string[];
  bands: Array<{ x1: string; x2: string }>;
}

/**
 * A chart's rows on a full timeline with its ticks and closed bands, from rows that carry a
 * `coverage` value (null where the branch had no opening hours: closed, not a sensor gap).
 * `trim` keeps that many buckets either side of a sub-day chart's open hours.
 */
export function timeAxis(rows: readonly ChartRow[], opts: { from: string; to: string; granularity: Granularity; keys: readonly string[]; trim?: number; between?: boolean; maxTicks?: number }): TimeAxis {
  let data = completeTimeline(rows, opts.from, opts.to, opts.granularity, (r) => r.coverage === null || r.coverage === undefined, opts.keys);
  if (opts.trim !== undefined && (opts.granularity === '15min' || opts.granularity === 'hour')) data = trimClosedEnds(data, opts.trim);
  return { data, ticks: timeTicks(data.map((r) => String(r.t)), opts.granularity, opts.maxTicks), bands: closedBands(data, opts.between ?? true) };
}
