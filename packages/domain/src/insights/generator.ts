// The bucket generator: one branch's 15-minute buckets inside its local opening hours, as flat
// typed arrays built on first use. Every number is a pure function of (branch, bucket index), so
// any slice of history is the same on every machine and in any order of computation.
import { dayOfMonth, isoDateOf, monthKeyOf, parseHm, QUARTERS_PER_DAY, weekdayOf } from './calendar';
import { hashString, rand as seededRand, roundStochastic as roundSeeded } from './prng';
import { countedEntries, effectAt, NO_EFFECT, realVisitors, type BucketEffect } from './incidents';
import { SEASONALITY, type SeedBranch } from './seed';
import { dayPlanOn, type QueueKind, type ZoneKind } from '@atrium/api';

/** Field offsets of one bucket; every field is additive (maxLength of queues aside, kept apart). */
export const F = {
  IN: 0,
  OUT: 1,
  GROUPS: 2,
  PASSERS: 3,
  TX: 4,
  SALES: 5,
  UNITS: 6,
  /** staff on the floor in the quarter; staff hours = STAFF / 4 */
  STAFF: 7,
  DWELL: 8,
  BOUNCES: 9,
  IDENT: 10,
  RETURNING: 11,
  /** transactions and sales in buckets whose sensors were online (conversion's numerator) */
  VALID_TX: 12,
  VALID_SALES: 13,
  VALID: 14,
  BUCKETS: 15,
  Q_ARRIVALS: 16,
  Q_SERVED: 17,
  Q_ABANDONED: 18,
  Q_WAIT: 19,
  Q_OVER: 20,
  Q_SERVICE: 21,
} as const;
export const FIELD_COUNT = 22;

/** Per-queue fields of the queue layer. */
export const QF = { ARRIVALS: 0, SERVED: 1, ABANDONED: 2, WAIT: 3, SERVICE: 4, OVER: 5, MAX_LENGTH: 6 } as const;
export const QUEUE_FIELD_COUNT = 7;

export interface BranchData {
  seed: SeedBranch;
  firstDay: number;
  dayCount: number;
  /** bucket offset of each day; day i's buckets are [dayStart[i], dayStart[i+1]) */
  dayStart: Int32Array;
  /** first quarter of day i's opening hours (its buckets are consecutive quarters) */
  dayOpenQ: Uint8Array;
  /** bit 1: promotion, bit 2: rain */
  dayFlags: Uint8Array;
  /** the day's totals, FIELD_COUNT per day */
  dayTotals: Float64Array;
  /** per bucket: day index (from firstDay) and quarter of the local day */
  dayIdx: Uint16Array;
  quarter: Uint8Array;
  /** FIELD_COUNT Int32 per bucket */
  data: Int32Array;
  bucketCount: number;
  zones?: Int32Array;
  queues?: Int32Array;
  hours?: HourLayer;
  /**
   * Fills the buckets of day indexes [from, to] that are not filled yet (see planBranchData):
   * `data`, `dayTotals` and `dayFlags` hold only the days filled so far.
   */
  fill: (from: number, to: number) => void;
  /** days not filled yet; 0 once every day is */
  unfilled: number;
}

/** The buckets rolled up per local hour, built on the first hourly query. */
export interface HourLayer {
  count: number;
  /** hour offset of each day; day i's hours are [dayHourStart[i], dayHourStart[i+1]) */
  dayHourStart: Int32Array;
  dayIdx: Uint16Array;
  hour: Uint8Array;
  /** bucket index of each hour's first bucket, plus one past the end */
  firstBucket: Int32Array;
  totals: Float64Array;
}

// Hot loops read module-local copies: test runners (Vite SSR) turn imported bindings into
// getter calls, which made the roll-ups 30× slower there.
const rand = seededRand;
const roundStochastic = roundSeeded;

export const DAY_PROMO = 1;
export const DAY_RAIN = 2;

// Distinct streams of randomness per purpose, so adding one never shifts another.
const S = {
  visitors: 0x1b873593,
  round: 0x2c1b3c6d,
  conv: 0x3a8f05c5,
  atv: 0x4cf5ad43,
  units: 0x5bd1e995,
  capture: 0x68e31da4,
  groups: 0x7feb352d,
  dwell: 0x846ca68b,
  bounce: 0x9e3779b9,
  ident: 0xa54ff53a,
  returning: 0xb5297a4d,
  rain: 0xc2b2ae35,
  promo: 0xd3a2646c,
  outage: 0xe6546b64,
  day: 0xf1bbcdcb,
  queue: 0x12345679,
  zone: 0x2545f491,
  live: 0x3c6ef372,
} as const;

const TREND_ANCHOR_DAY = 20_089; // 2025-01-01: growth is measured from a fixed day, not from "now"
const RAMP_DAYS = 56;

function gauss(x: number, mu: number, sigma: number): number {
  const z = (x - mu) / sigma;
  return Math.exp(-0.5 * z * z);
}

/** Share of the day's visitors in each open quarter: lunch and after-work peaks, or a broad midday peak on the busiest day. */
function quarterWeights(openQ: number, closeQ: number, peakDay: boolean): Float64Array {
  const n = Math.max(0, closeQ - openQ);
  const w = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const hour = (openQ + i) / 4 + 0.125;
    const rampIn = Math.min(1, 0.45 + 0.55 * ((i + 1) / 4));
    const rampOut = Math.min(1, 0.5 + 0.5 * ((n - i) / 3));
    const shape = peakDay ? 0.55 + 1.05 * gauss(hour, 14.5, 2.6) + 0.25 * gauss(hour, 18, 1.2) : 0.5 + 0.6 * gauss(hour, 12.75, 1.1) + 0.8 * gauss(hour, 17.75, 1.4);
    w[i] = shape * rampIn * rampOut;
    sum += w[i] ?? 0;
  }
  for (let i = 0; i < n; i++) w[i] = (w[i] ?? 0) / (sum || 1);
  return w;
}

interface Outage {
  dom: number;
  startFraction: number;
  quarters: number;
}

/** 2–4 outages of 1–6 hours a month, at seeded days and times. */
function outagesOfMonth(seed: number, monthKey: number): Outage[] {
  const count = 2 + Math.floor(rand(seed ^ S.outage, monthKey * 16) * 3);
  const out: Outage[] = [];
  for (let k = 0; k < count; k++) {
    const base = monthKey * 16 + 1 + k * 3;
    out.push({
      dom: 1 + Math.floor(rand(seed ^ S.outage, base) * 28),
      startFraction: rand(seed ^ S.outage, base + 1) * 0.8,
      quarters: 4 + Math.floor(rand(seed ^ S.outage, base + 2) * 21),
    });
  }
  return out;
}

/** 2–3 promotion days a month. */
function promoDaysOfMonth(seed: number, monthKey: number): number[] {
  const count = 2 + (rand(seed ^ S.promo, monthKey * 8) < 0.5 ? 1 : 0);
  const days: number[] = [];
  for (let k = 0; k < count; k++) days.push(1 + Math.floor(rand(seed ^ S.promo, monthKey * 8 + 1 + k) * 28));
  return days;
}

/**
 * A day's calendar flags (DAY_PROMO, DAY_RAIN) as the generator draws them, whether or not the
 * day is open: a pure function of the branch and the day, so GET /events serves the same days
 * the buckets were lifted on without filling any bucket.
 */
export function dayFlagsOf(seed: Pick<SeedBranch, 'branch' | 'promotions'>, day: number): number {
  const bseed = hashString(seed.branch.id);
  const month = monthKeyOf(day) % 12;
  const promo = seed.promotions && promoDaysOfMonth(bseed, monthKeyOf(day)).includes(dayOfMonth(day));
  const winter = month <= 1 || month >= 10;
  const rain = rand(bseed ^ S.rain, day) < (winter ? 0.22 : 0.08);
  return (promo ? DAY_PROMO : 0) | (rain ? DAY_RAIN : 0);
}

const SERVICE_SECONDS: Record<QueueKind, number> = { checkout: 80, 'service-desk': 190, pharmacy: 160, returns: 130 };

export interface QueueShape {
  kind: QueueKind;
  lanes: number;
  target: number;
  /** share of the branch's checkout transactions this checkout queue takes */
  share: number;
}

export function queueShapes(seed: SeedBranch): QueueShape[] {
  const checkoutLanes = seed.queues.filter((q) => q.kind === 'checkout').reduce((s, q) => s + q.lanes, 0) || 1;
  return seed.queues.map((q) => ({ kind: q.kind, lanes: q.lanes, target: q.targetWaitSeconds, share: q.kind === 'checkout' ? q.lanes / checkoutLanes : 0 }));
}

/**
 * One queue in one bucket. Lanes open with demand up to the queue's lanes, so waits grow with
 * arrivals once every lane is open and fall with more lanes (Sakasegawa's M/M/c approximation).
 */
export function queueBucket(shape: QueueShape, visitors: number, transactions: number, seed: number, bucketIndex: number, out: Float64Array): void {
  const demand =
    shape.kind === 'checkout' ? transactions * shape.share : shape.kind === 'service-desk' ? visitors * 0.045 : shape.kind === 'pharmacy' ? visitors * 0.05 : visitors * 0.02;
  const arrivals = roundStochastic(demand * (0.85 + 0.3 * rand(seed, bucketIndex)), rand(seed ^ S.round, bucketIndex));
  const service = SERVICE_SECONDS[shape.kind] * (0.9 + 0.2 * rand(seed ^ S.atv, bucketIndex));
  const lanesOpen = Math.min(shape.lanes, Math.max(1, Math.ceil((arrivals * service) / 900 / 0.8)));
  const rho = Math.min(0.95, (arrivals * service) / (900 * lanesOpen));
  const wait = arrivals === 0 ? 0 : (service * Math.pow(rho, Math.sqrt(2 * (lanesOpen + 1)) - 1)) / (lanesOpen * (1 - rho));
  const abandonRate = Math.min(0.3, Math.max(0, (wait - shape.target) / (5 * shape.target)));
  const abandoned = Math.round(arrivals * abandonRate);
  const served = arrivals - abandoned;
  out[QF.ARRIVALS] = arrivals;
  out[QF.SERVED] = served;
  out[QF.ABANDONED] = abandoned;
  out[QF.WAIT] = Math.round(served * wait);
  out[QF.SERVICE] = Math.round(served * service);
  out[QF.OVER] = Math.round(served * Math.exp(-shape.target / Math.max(wait, 1)));
  out[QF.MAX_LENGTH] = arrivals === 0 ? 0 : Math.ceil((arrivals / 900) * wait * 1.8 + rand(seed ^ S.live, bucketIndex) * 2);
}

export function queueSeed(branchSeed: number, queueIndex: number): number {
  return (branchSeed ^ S.queue) + queueIndex * 7919;
}

/** Builds a branch's buckets for local days [firstDay, lastDay], every day filled. */
export function buildBranchData(seed: SeedBranch, firstDay: number, lastDay: number): BranchData {
  const bd = planBranchData(seed, firstDay, lastDay);
  fillAll(bd);
  return bd;
}

/** Fills every day not filled yet (what a roll-up over the whole history needs). */
export function fillAll(bd: BranchData): void {
  if (bd.unfilled > 0) bd.fill(0, bd.dayCount - 1);
}

/**
 * A branch's bucket layout for local days [firstDay, lastDay], with no bucket filled yet: which
 * days are open and where each day's buckets sit is cheap, the buckets themselves are not (13
 * months × 12 branches took the mock's worker seconds before the landing's first answer, which
 * needs 8 weeks). `fill` computes the days a call reads. Days are independent of each other, so
 * any order of filling gives the same numbers.
 */
export function planBranchData(seed: SeedBranch, firstDay: number, lastDay: number): BranchData {
  const { branch, profile } = seed;
  const bseed = hashString(branch.id);
  const dayCount = lastDay - firstDay + 1;
  // the rule reads the branch with its calendar's hours changes (an early close planted by the seed)
  const calendar = { ...branch, hoursChanges: seed.hoursChanges };
  const hours = branch.openingHours.map((d) => (d ? { openQ: Math.floor(parseHm(d.open) / 15), closeQ: Math.ceil(parseHm(d.close) / 15) } : null));
  const weights = hours.map((hq, wd) => (hq ? quarterWeights(hq.openQ, hq.closeQ, wd === profile.peakWeekday) : new Float64Array(0)));

  // Which days are open, so the arrays can be sized exactly.
  const dayStart = new Int32Array(dayCount + 1);
  const dayOpenQ = new Uint8Array(dayCount);
  const dayFlags = new Uint8Array(dayCount);
  let n = 0;
  for (let i = 0; i < dayCount; i++) {
    dayStart[i] = n;
    const day = firstDay + i;
    const wd = weekdayOf(day);
    const hq = hours[wd];
    const closedForWorks = seed.closedFrom !== null && seed.closedTo !== null && day >= seed.closedFrom && day <= seed.closedTo;
    // the day's plan comes from the one rule (holidays, hours changes); works and the opening
    // date are the seed's own days here, since `status` is the branch's state today
    const plan = dayPlanOn(calendar, isoDateOf(day), false);
    const open = hq && plan.hours !== null && day >= seed.openedDay && !closedForWorks && (profile.weekdayWeights[wd] ?? 0) > 0;
    if (open) {
      // a changed day keeps the part of the week's hours it shares with them (an early close
      // loses its last hours; the visitors of the kept hours are the week's shares of them)
      const changed = plan.reason === 'hours-change' && plan.hours ? { openQ: Math.floor(parseHm(plan.hours.open) / 15), closeQ: Math.ceil(parseHm(plan.hours.close) / 15) } : hq;
      const openQ = Math.max(hq.openQ, changed.openQ);
      dayOpenQ[i] = openQ;
      n += Math.max(0, Math.min(hq.closeQ, changed.closeQ) - openQ);
    }
  }
  dayStart[dayCount] = n;

  const data = new Int32Array(n * FIELD_COUNT);
  const dayIdx = new Uint16Array(n);
  const quarter = new Uint8Array(n);
  const dayTotals = new Float64Array(dayCount * FIELD_COUNT);
  const filled = new Uint8Array(dayCount);
  const shapes = queueShapes(seed);
  const qOut = new Float64Array(QUEUE_FIELD_COUNT);
  const minorPerMajor = 10 ** seed.currencyDigits;
  const effect: BucketEffect = { ...NO_EFFECT };
  const incidents = seed.incidents;
  const outageCache = new Map<number, Outage[]>();

  // one day's buckets and totals (a closed day has none)
  const fillDay = (i: number) => {
    const start = dayStart[i] ?? 0;
    const end = dayStart[i + 1] ?? 0;
    if (end === start) return;
    const day = firstDay + i;
    const wd = weekdayOf(day);
    const w = weights[wd] ?? new Float64Array(0);
    const openQ = dayOpenQ[i] ?? 0;
    // the weights start at the week's opening; a changed day may open later
    const shift = openQ - (hours[wd]?.openQ ?? openQ);
    const mk = monthKeyOf(day);
    const dom = dayOfMonth(day);
    const month = mk % 12;

    let outages = outageCache.get(mk);
    if (!outages) outageCache.set(mk, (outages = outagesOfMonth(bseed, mk)));
    const flags = dayFlagsOf(seed, day);
    const promo = (flags & DAY_PROMO) !== 0;
    const rain = (flags & DAY_RAIN) !== 0;
    dayFlags[i] = flags;
    const planted = incidents.length > 0 && incidents.some((inc) => inc.day === day);
    const sinceOpening = day - seed.openedDay;
    const ramp = sinceOpening < RAMP_DAYS ? 0.55 + (0.45 * sinceOpening) / RAMP_DAYS : 1;
    // December builds up towards Christmas; the monthly factor is the average
    const season = (SEASONALITY[month] ?? 1) * (month === 11 ? 0.82 + (0.36 * Math.min(dom, 24)) / 24 : 1);
    const trend = 1 + (profile.trendPerYear * (day - TREND_ANCHOR_DAY)) / 365;
    const planned = profile.baseDaily * (profile.weekdayWeights[wd] ?? 1) * season * trend * ramp;
    const promoLift = promo ? 1.55 + 0.35 * rand(bseed ^ S.promo, day) : 1;
    const dayVisitors = planned * (rain ? 0.85 : 1) * promoLift * (0.94 + 0.12 * rand(bseed ^ S.day, day));
    const peakDay = wd === profile.peakWeekday;
    const retRate = profile.returningRate * (sinceOpening < 365 ? Math.min(1, 0.35 + sinceOpening / 250) : 1);

    // outage quarters of the day
    const bucketsToday = end - start;
    let outFrom = -1;
    let outTo = -1;
    for (const o of outages) {
      if (o.dom !== dom) continue;
      const s = Math.floor(o.startFraction * bucketsToday);
      if (outFrom < 0 || s < outFrom) outFrom = s;
      outTo = Math.max(outTo, s + o.quarters);
    }

    const totals = i * FIELD_COUNT;
    let carried = 0;
    for (let b = start; b < end; b++) {
      const k = b - start;
      const q = openQ + k;
      const bi = day * QUARTERS_PER_DAY + q;
      const o = b * FIELD_COUNT;
      dayIdx[b] = i;
      quarter[b] = q;
      const valid = !(k >= outFrom && k < outTo);
      const share = w[k + shift] ?? 0;

      const fx = planted ? effectAt(incidents, day, q, effect) : NO_EFFECT;
      const visitors = roundStochastic(dayVisitors * share * fx.visitors * (0.9 + 0.2 * rand(bseed ^ S.visitors, bi)), rand(bseed ^ S.round, bi));
      const staff = Math.max(2, Math.round(((planned * share * 4) / profile.starTarget) * (promo ? 1.2 : 1) * fx.staff));
      const star = (visitors * 4) / staff;
      // busier floors convert worse: conversion falls as visitors per staff hour rise
      const staffing = Math.min(1.15, Math.max(0.65, 1.2 - (0.2 * star) / profile.starTarget));
      const conv = profile.conversion * staffing * (promo ? 1.08 : 1) * (0.9 + 0.2 * rand(bseed ^ S.conv, bi));
      const tx = Math.min(visitors, roundStochastic(visitors * conv, rand(bseed ^ S.conv ^ S.round, bi)));
      const atv = profile.atvMajor * minorPerMajor * (promo ? 0.88 : 1) * fx.atv * (0.85 + 0.3 * rand(bseed ^ S.atv, bi));
      const sales = Math.round(tx * atv);
      const units = roundStochastic(tx * profile.upt * (0.85 + 0.3 * rand(bseed ^ S.units, bi)), rand(bseed ^ S.units ^ S.round, bi));
      const capture = profile.captureRate * (rain ? 1.2 : 1) * (promo ? 1.3 : 1) * (0.9 + 0.2 * rand(bseed ^ S.capture, bi));
      const passers = Math.round((visitors * (1 - capture)) / capture);
      const groups = Math.min(visitors, roundStochastic(visitors * profile.groupShare * (wd >= 5 ? 1.25 : 1) * (0.85 + 0.3 * rand(bseed ^ S.groups, bi)), rand(bseed ^ S.groups ^ S.round, bi)));
      const dwellMean = profile.dwellMinutes * 60 * (peakDay ? 1.12 : 1) * (promo ? 1.1 : 1) * (rain ? 1.08 : 1) * (0.88 + 0.24 * rand(bseed ^ S.dwell, bi));
      const bounces = Math.min(visitors, roundStochastic(visitors * profile.bounceRate * (promo ? 0.8 : 1) * (0.85 + 0.3 * rand(bseed ^ S.bounce, bi)), rand(bseed ^ S.bounce ^ S.round, bi)));
      const ident = roundStochastic(visitors * 0.58 * (0.9 + 0.2 * rand(bseed ^ S.ident, bi)), rand(bseed ^ S.ident ^ S.round, bi));
      const returning = Math.min(ident, roundStochastic(ident * retRate * (0.9 + 0.2 * rand(bseed ^ S.returning, bi)), rand(bseed ^ S.returning ^ S.round, bi)));

      data[o + F.TX] = tx;
      data[o + F.SALES] = sales;
      data[o + F.UNITS] = units;
      data[o + F.STAFF] = staff;
      data[o + F.BUCKETS] = 1;
      if (valid) {
        // about 60 % of arrivals stay past the quarter; they leave in the next one
        const stays = Math.round(visitors * 0.6);
        // a faulty counter records more entries than people came in; nothing else sees them
        data[o + F.IN] = countedEntries(visitors, fx.counterIn);
        data[o + F.OUT] = visitors - stays + carried + (b === end - 1 ? stays : 0);
        carried = stays;
        data[o + F.GROUPS] = groups;
        data[o + F.PASSERS] = passers;
        data[o + F.DWELL] = Math.round(visitors * dwellMean);
        data[o + F.BOUNCES] = bounces;
        data[o + F.IDENT] = ident;
        data[o + F.RETURNING] = returning;
        data[o + F.VALID_TX] = tx;
        data[o + F.VALID_SALES] = sales;
        data[o + F.VALID] = 1;
        // plain locals: no array allocated per bucket
        let qArrivals = 0;
        let qServed = 0;
        let qAbandoned = 0;
        let qWait = 0;
        let qOver = 0;
        let qService = 0;
        for (let qi = 0; qi < shapes.length; qi++) {
          const shape = shapes[qi];
          if (!shape) continue;
          queueBucket(qi === fx.queueIndex ? { ...shape, lanes: fx.lanes } : shape, visitors, tx, queueSeed(bseed, qi), bi, qOut);
          qArrivals += qOut[QF.ARRIVALS] ?? 0;
          qServed += qOut[QF.SERVED] ?? 0;
          qAbandoned += qOut[QF.ABANDONED] ?? 0;
          qWait += qOut[QF.WAIT] ?? 0;
          qOver += qOut[QF.OVER] ?? 0;
          qService += qOut[QF.SERVICE] ?? 0;
        }
        data[o + F.Q_ARRIVALS] = qArrivals;
        data[o + F.Q_SERVED] = qServed;
        data[o + F.Q_ABANDONED] = qAbandoned;
        data[o + F.Q_WAIT] = qWait;
        data[o + F.Q_OVER] = qOver;
        data[o + F.Q_SERVICE] = qService;
      } else {
        // people counted by nobody: those who stayed are lost with the sensor
        carried = 0;
      }
      for (let f = 0; f < FIELD_COUNT; f++) dayTotals[totals + f] = (dayTotals[totals + f] ?? 0) + (data[o + f] ?? 0);
    }
  };

  const bd: BranchData = {
    seed,
    firstDay,
    dayCount,
    dayStart,
    dayOpenQ,
    dayFlags,
    dayTotals,
    dayIdx,
    quarter,
    data,
    bucketCount: n,
    unfilled: dayCount,
    fill: (from, to) => {
      const a = Math.max(0, from);
      const z = Math.min(dayCount - 1, to);
      for (let i = a; i <= z; i++) {
        if (filled[i] === 1) continue;
        filled[i] = 1;
        bd.unfilled -= 1;
        fillDay(i);
      }
    },
  };
  return bd;
}

const ZONE_RATE: Record<ZoneKind, number> = { entrance: 0.97, checkout: 0, 'fitting-room': 0.22, promo: 0.34, aisle: 0.52, 'service-desk': 0.06, cafe: 0.12 };
const ZONE_DWELL: Record<ZoneKind, number> = { entrance: 25, checkout: 230, 'fitting-room': 520, promo: 150, aisle: 310, 'service-desk': 340, cafe: 1150 };

/** Zone visits and dwell per bucket (2 Int32 per zone), built when a zone call first needs them. */
export function zoneData(bd: BranchData): Int32Array {
  if (bd.zones) return bd.zones;
  fillAll(bd);
  const zones = bd.seed.zones;
  const zc = zones.length;
  const out = new Int32Array(bd.bucketCount * zc * 2);
  const bseed = hashString(bd.seed.branch.id) ^ S.zone;
  const incidents = bd.seed.incidents;
  const effect: BucketEffect = { ...NO_EFFECT };
  for (let b = 0; b < bd.bucketCount; b++) {
    const o = b * FIELD_COUNT;
    if (bd.data[o + F.VALID] !== 1) continue;
    const tx = bd.data[o + F.TX] ?? 0;
    const day = bd.firstDay + (bd.dayIdx[b] ?? 0);
    const fx = incidents.length > 0 ? effectAt(incidents, day, bd.quarter[b] ?? 0, effect) : NO_EFFECT;
    // the zones see the people who came in, not what a faulty door counter recorded
    const visitors = realVisitors(bd.data[o + F.IN] ?? 0, fx.counterIn);
    const promo = ((bd.dayFlags[bd.dayIdx[b] ?? 0] ?? 0) & DAY_PROMO) !== 0;
    const bi = day * QUARTERS_PER_DAY + (bd.quarter[b] ?? 0);
    for (let z = 0; z < zc; z++) {
      const zone = zones[z];
      if (!zone) continue;
      const zs = bseed + z * 104_729;
      const drawn = z === fx.zoneIndex ? fx.zone : 1;
      const expected = zone.kind === 'checkout' ? tx * 1.1 : visitors * ZONE_RATE[zone.kind] * (zone.kind === 'promo' && promo ? 2 : 1) * drawn;
      const visits = roundStochastic(expected * (0.85 + 0.3 * rand(zs, bi)), rand(zs ^ S.round, bi));
      out[(b * zc + z) * 2] = visits;
      out[(b * zc + z) * 2 + 1] = Math.round(visits * ZONE_DWELL[zone.kind] * (0.8 + 0.4 * rand(zs ^ S.dwell, bi)));
    }
  }
  bd.zones = out;
  return out;
}

/** Per-queue fields per bucket, regenerated from the same streams the branch totals summed. */
export function queueData(bd: BranchData): Int32Array {
  if (bd.queues) return bd.queues;
  fillAll(bd);
  const shapes = queueShapes(bd.seed);
  const qc = shapes.length;
  const out = new Int32Array(bd.bucketCount * qc * QUEUE_FIELD_COUNT);
  const bseed = hashString(bd.seed.branch.id);
  const tmp = new Float64Array(QUEUE_FIELD_COUNT);
  const incidents = bd.seed.incidents;
  const effect: BucketEffect = { ...NO_EFFECT };
  for (let b = 0; b < bd.bucketCount; b++) {
    const o = b * FIELD_COUNT;
    if (bd.data[o + F.VALID] !== 1) continue;
    const day = bd.firstDay + (bd.dayIdx[b] ?? 0);
    const bi = day * QUARTERS_PER_DAY + (bd.quarter[b] ?? 0);
    const fx = incidents.length > 0 ? effectAt(incidents, day, bd.quarter[b] ?? 0, effect) : NO_EFFECT;
    const visitors = realVisitors(bd.data[o + F.IN] ?? 0, fx.counterIn);
    for (let qi = 0; qi < qc; qi++) {
      const shape = shapes[qi];
      if (!shape) continue;
      queueBucket(qi === fx.queueIndex ? { ...shape, lanes: fx.lanes } : shape, visitors, bd.data[o + F.TX] ?? 0, queueSeed(bseed, qi), bi, tmp);
      for (let f = 0; f < QUEUE_FIELD_COUNT; f++) out[(b * qc + qi) * QUEUE_FIELD_COUNT + f] = tmp[f] ?? 0;
    }
  }
  bd.queues = out;
  return out;
}

/** A seeded uniform number for the live board (changes every few seconds). */
export function liveRand(branchId: string, index: number): number {
  return rand(hashString(branchId) ^ S.live, index);
}
