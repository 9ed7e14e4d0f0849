// Planted incidents: known causes the seed plants in its own history, so the detector and the
// explainer can be checked against a truth they never read. Only a change of opening hours is a
// calendar fact (a store's own calendar holds it, so it is served by GET /events); the other
// causes must be inferred from the facts. Incidents sit at offsets from the seed's today and move
// to the next open day when they would fall on a closed one.
import { dayPlanOn, type HoursChange } from '@atrium/api';
import { isoDateOf, parseHm } from './calendar';
import { DAY_PROMO, dayFlagsOf } from './generator';
import { hashString, rand } from './prng';
import type { SeedBranch } from './seed';

export const INCIDENT_TYPES = ['queueCapacity', 'earlyClose', 'zoneDraw', 'counterFault', 'understaffed', 'basket'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export interface Incident {
  id: string;
  type: IncidentType;
  branchId: string;
  /** local day number (days since 1970-01-01 of the branch's local date) */
  day: number;
  /** first and one-past-last local quarter it touches; the whole day when null */
  fromQ: number | null;
  toQ: number | null;
  /**
   * The size of the effect: queueCapacity the lanes left open; earlyClose the local minute of the
   * new close; zoneDraw the zone's visit factor; counterFault the factor on counted entries;
   * understaffed the factor on staff; basket the factor on the average transaction value.
   */
  factor: number;
  /** zoneDraw: the factor on the branch's visitors (the zone draws people in) */
  visitorsFactor: number;
  /** queueCapacity: the queue's index; zoneDraw: the zone's index; otherwise -1 */
  target: number;
}

/** What a test asks the generator to plant (the seed's six by default). */
export interface IncidentSpec {
  type: IncidentType;
  branchId: string;
  /** days before the seed's today */
  daysAgo: number;
  /** local `HH:mm` window; the whole day without it */
  from?: string | undefined;
  to?: string | undefined;
  factor: number;
  visitorsFactor?: number | undefined;
  target?: number | undefined;
  /** also move off a promotion day (the seed's six show one cause each; a harness mixes them) */
  plain?: boolean | undefined;
}

/** The six incidents of issue 33's table, at offsets from the seed's today. */
export const SEED_INCIDENTS: readonly IncidentSpec[] = [
  // the main checkout runs 2 lanes instead of 6 over lunch
  { type: 'queueCapacity', branchId: 'lon-01', daysAgo: 9, from: '12:00', to: '15:00', factor: 2, target: 0, plain: true },
  // closes at 16:00 instead of 20:00 (an hours change the store's calendar holds)
  { type: 'earlyClose', branchId: 'ber-01', daysAgo: 16, factor: parseHm('16:00'), plain: true },
  // the promo island draws three times its visits, visitors +35 %
  { type: 'zoneDraw', branchId: 'nyc-01', daysAgo: 5, from: '14:00', to: '18:00', factor: 3, visitorsFactor: 1.35, target: 3, plain: true },
  // the entrance counter counts every entry twice
  { type: 'counterFault', branchId: 'tyo-01', daysAgo: 12, factor: 2, plain: true },
  // half the staff
  { type: 'understaffed', branchId: 'man-01', daysAgo: 20, factor: 0.5, plain: true },
  // baskets 30 % smaller
  { type: 'basket', branchId: 'chi-01', daysAgo: 7, factor: 0.7, plain: true },
];

/** Whether the generator gives a branch buckets on a local day (the one rule, works, opening). */
export function isOpenDay(seed: Pick<SeedBranch, 'branch' | 'closedFrom' | 'closedTo' | 'openedDay' | 'profile' | 'hoursChanges'>, day: number): boolean {
  const wd = (((day + 3) % 7) + 7) % 7;
  if (!seed.branch.openingHours[wd]) return false;
  if (day < seed.openedDay) return false;
  if (seed.closedFrom !== null && seed.closedTo !== null && day >= seed.closedFrom && day <= seed.closedTo) return false;
  if ((seed.profile.weekdayWeights[wd] ?? 0) <= 0) return false;
  return dayPlanOn({ ...seed.branch, hoursChanges: seed.hoursChanges }, isoDateOf(day), false).hours !== null;
}

/** The first open day at or after `day` (within two weeks), or null; `plain`: also not a promotion day. */
export function nextOpenDay(seed: Parameters<typeof isOpenDay>[0] & Pick<SeedBranch, 'promotions'>, day: number, plain = false): number | null {
  for (let d = day; d < day + 14; d++) if (isOpenDay(seed, d) && !(plain && dayFlagsOf(seed, d) & DAY_PROMO)) return d;
  return null;
}

/**
 * Places incident specs on a chain as of `todayDay`: each on its branch's next open day from its
 * offset. An early close becomes an hours change on that branch (its calendar holds it). Returns
 * the incidents per branch id; specs of unknown branches or with no open day are dropped.
 */
export function placeIncidents(branches: readonly SeedBranch[], todayDay: number, specs: readonly IncidentSpec[]): Map<string, Incident[]> {
  const byId = new Map(branches.map((b) => [b.branch.id, b]));
  const out = new Map<string, Incident[]>();
  for (const spec of specs) {
    const seed = byId.get(spec.branchId);
    if (!seed) continue;
    const day = nextOpenDay(seed, todayDay - spec.daysAgo, spec.plain ?? false);
    if (day === null) continue;
    const incident: Incident = {
      id: `${spec.branchId}-${spec.type}-${isoDateOf(day)}`,
      type: spec.type,
      branchId: spec.branchId,
      day,
      fromQ: spec.from !== undefined ? Math.floor(parseHm(spec.from) / 15) : null,
      toQ: spec.to !== undefined ? Math.ceil(parseHm(spec.to) / 15) : null,
      factor: spec.factor,
      visitorsFactor: spec.visitorsFactor ?? 1,
      target: spec.target ?? -1,
    };
    if (spec.type === 'earlyClose') {
      const regular = seed.branch.openingHours[(((day + 3) % 7) + 7) % 7];
      if (!regular) continue;
      const close = `${String(Math.floor(spec.factor / 60)).padStart(2, '0')}:${String(spec.factor % 60).padStart(2, '0')}`;
      const change: HoursChange = { date: isoDateOf(day), hours: { open: regular.open, close } };
      seed.hoursChanges = [...seed.hoursChanges.filter((c) => c.date !== change.date), change];
    }
    const list = out.get(spec.branchId) ?? [];
    list.push(incident);
    out.set(spec.branchId, list);
  }
  return out;
}

/** What the incidents of a bucket change; every factor 1 (and no lanes) when none applies. */
export interface BucketEffect {
  visitors: number;
  counterIn: number;
  staff: number;
  atv: number;
  zoneIndex: number;
  zone: number;
  queueIndex: number;
  lanes: number;
}

export const NO_EFFECT: Readonly<BucketEffect> = { visitors: 1, counterIn: 1, staff: 1, atv: 1, zoneIndex: -1, zone: 1, queueIndex: -1, lanes: 0 };

/** The effect of a branch's incidents on a local day and quarter (written into `out`). */
export function effectAt(incidents: readonly Incident[], day: number, quarter: number, out: BucketEffect): BucketEffect {
  Object.assign(out, NO_EFFECT);
  for (const inc of incidents) {
    if (inc.day !== day) continue;
    if (inc.fromQ !== null && (quarter < inc.fromQ || quarter >= (inc.toQ ?? 96))) continue;
    switch (inc.type) {
      case 'queueCapacity':
        out.queueIndex = inc.target;
        out.lanes = inc.factor;
        break;
      case 'zoneDraw':
        out.zoneIndex = inc.target;
        out.zone = inc.factor;
        out.visitors *= inc.visitorsFactor;
        break;
      case 'counterFault':
        out.counterIn *= inc.factor;
        break;
      case 'understaffed':
        out.staff *= inc.factor;
        break;
      case 'basket':
        out.atv *= inc.factor;
        break;
      case 'earlyClose':
        // an hours change: the generator simply has no buckets after the new close
        break;
    }
  }
  return out;
}

/** Entries a faulty counter records for `visitors` real ones (exactly invertible: see realVisitors). */
export function countedEntries(visitors: number, factor: number): number {
  return factor === 1 ? visitors : visitors + Math.round(visitors * (factor - 1));
}

/** The real visitors behind `counted` entries of a counter with `factor` (the inverse of countedEntries). */
export function realVisitors(counted: number, factor: number): number {
  if (factor === 1) return counted;
  const guess = Math.floor(counted / factor);
  for (let v = Math.max(0, guess - 2); v <= guess + 2; v++) if (countedEntries(v, factor) === counted) return v;
  return Math.round(counted / factor);
}

/** The seed's own stream for random incident placement (a harness's 60), so no other number moves. */
export function incidentRand(index: number, salt: string): number {
  return rand(hashString(`incidents:${salt}`), index);
}
