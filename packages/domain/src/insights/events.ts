// GET /events: the calendar facts a store holds, per branch and local day. Promotions, holidays
// and changes of opening hours are the store's own calendar; rain days are what a store would note
// (they are served up to today, never ahead); outages are runs of offline buckets, which each
// backend reads from its facts and passes in. Planted incidents other than an hours change are
// never served: the explainer must infer them.
import { dayPlanOn, MAX_EVENTS, type EventsResponse, type InsightEvent, type InsightEventType } from '@atrium/api';
import { isoDateOf, localStamp } from './calendar';
import { rangeOut } from './analytics';
import { bucketSpan, type DayRange } from './engine';
import { DAY_PROMO, DAY_RAIN, dayFlagsOf, F, FIELD_COUNT, type BranchData } from './generator';
import { isOpenDay } from './incidents';
import type { SeedBranch } from './seed';

/** A run of offline buckets of one local day: quarters [fromQ, toQ]. */
export interface OutageRun {
  day: number;
  fromQ: number;
  toQ: number;
}

const TYPE_ORDER: Record<InsightEventType, number> = { holiday: 0, 'hours-change': 1, promotion: 2, rain: 3, outage: 4 };

const dayEvent = (branchId: string, type: InsightEventType, day: number, extra: Partial<InsightEvent> = {}): InsightEvent => ({
  id: `${branchId}-${type}-${isoDateOf(day)}`,
  branchId,
  type,
  date: isoDateOf(day),
  start: null,
  end: null,
  holiday: null,
  hours: null,
  ...extra,
});

/** One branch's calendar facts over local days [range], `todayDay` its seed's today (rain is never served ahead). */
export function branchEvents(seed: SeedBranch, range: DayRange, todayDay: number, outages: readonly OutageRun[]): InsightEvent[] {
  const id = seed.branch.id;
  const calendar = { ...seed.branch, hoursChanges: seed.hoursChanges };
  const out: InsightEvent[] = [];
  for (let day = range.fromDay; day <= range.toDay; day++) {
    if (day < seed.openedDay) continue;
    const plan = dayPlanOn(calendar, isoDateOf(day), false);
    if (plan.reason === 'holiday' && plan.holiday) out.push(dayEvent(id, 'holiday', day, { holiday: { id: plan.holiday.id, name: plan.holiday.name } }));
    if (plan.reason === 'hours-change') out.push(dayEvent(id, 'hours-change', day, { hours: plan.hours ? { open: plan.hours.open, close: plan.hours.close } : null }));
    if (!isOpenDay(seed, day)) continue;
    const flags = dayFlagsOf(seed, day);
    if (flags & DAY_PROMO) out.push(dayEvent(id, 'promotion', day));
    if (flags & DAY_RAIN && day <= todayDay) out.push(dayEvent(id, 'rain', day));
  }
  for (const o of outages) {
    if (o.day < range.fromDay || o.day > range.toDay) continue;
    const start = localStamp(o.day, o.fromQ * 15);
    out.push({ ...dayEvent(id, 'outage', o.day), id: `${id}-outage-${start}`, start, end: localStamp(o.day, (o.toQ + 1) * 15) });
  }
  return out;
}

/** Newest first, then branch (in the order given), then type and start; at most MAX_EVENTS, with the total. */
export function eventsAnswer(range: DayRange, perBranch: ReadonlyArray<readonly InsightEvent[]>, types: readonly InsightEventType[] | undefined): EventsResponse {
  const keep = types && types.length > 0 ? new Set(types) : null;
  const order = new Map<string, number>();
  const all: InsightEvent[] = [];
  perBranch.forEach((events, i) => {
    for (const e of events) {
      if (keep && !keep.has(e.type)) continue;
      order.set(e.branchId, i);
      all.push(e);
    }
  });
  all.sort(
    (a, b) =>
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      (order.get(a.branchId) ?? 0) - (order.get(b.branchId) ?? 0) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      (a.start ?? '').localeCompare(b.start ?? ''),
  );
  return { range: rangeOut(range), total: all.length, events: all.slice(0, MAX_EVENTS) };
}

/** Runs of offline buckets of a branch's data within local days [range], cut at `limit` (the completion limit). */
export function outageRunsOf(bd: BranchData, range: DayRange, limit: number): OutageRun[] {
  const [start, end] = bucketSpan(bd, range, limit);
  const runs: OutageRun[] = [];
  let runStart = -1;
  for (let b = start; b < end; b++) {
    const offline = bd.data[b * FIELD_COUNT + F.VALID] !== 1;
    if (offline && runStart < 0) runStart = b;
    const continues = b + 1 < end && bd.dayIdx[b + 1] === bd.dayIdx[b] && bd.data[(b + 1) * FIELD_COUNT + F.VALID] !== 1;
    if (offline && !continues && runStart >= 0) {
      runs.push({ day: bd.firstDay + (bd.dayIdx[b] ?? 0), fromQ: bd.quarter[runStart] ?? 0, toQ: bd.quarter[b] ?? 0 });
      runStart = -1;
    }
  }
  return runs;
}
