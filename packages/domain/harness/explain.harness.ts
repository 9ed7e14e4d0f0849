// The hit rate of the explained anomalies, measured: 60 incidents of the six planted types
// (10 each, magnitudes 15-60 %, a third on promotion or rain days) drawn from the incidents' own
// random stream through the generator's test-only option, and a control seed with no incidents and
// no promotions. It prints the table (decision 0019) and fails below the issue's targets.
// An incident's effect is the one it has in the data (its metric over its window, planted vs the
// same chain unplanted), not the knob that planted it; recall is bucketed by that, and incidents
// under 15 % are counted apart ("no measurable effect"). A finding detects an incident only when it
// is about what was planted (that queue's wait, that zone, the dropped hours...), not merely on the
// same branch and hours.
import { describe, expect, it } from 'vitest';
import {
  branchEvents,
  buildChain,
  completeLimit,
  DAY_PROMO,
  DAY_RAIN,
  F,
  dataStartDay,
  dayFlagsOf,
  explainBranch,
  FIELD_COUNT,
  hourlyFactsOf,
  incidentRand,
  isoDateOf,
  isOpenDay,
  markSeasonal,
  outageRunsOf,
  parseHm,
  planBranchData,
  QF,
  QUEUE_FIELD_COUNT,
  queueData,
  zoneData,
  type Chain,
  type DrillRow,
  type Finding,
  type Incident,
  type IncidentSpec,
  type IncidentType,
} from '../src';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const TODAY = Math.floor(NOW / 86_400_000);
/** the days judged: the last 12 weeks before today */
const FROM = TODAY - 84;
const TO = TODAY - 1;
const TYPES: IncidentType[] = ['queueCapacity', 'earlyClose', 'zoneDraw', 'counterFault', 'understaffed', 'basket'];
const EXPECTED_CAUSE = { queueCapacity: 'queueCapacity', earlyClose: 'hoursChange', zoneDraw: 'zoneDraw', counterFault: 'counterFault', understaffed: 'understaffed', basket: 'basket' } as const;
interface Planted {
  spec: IncidentSpec;
  magnitude: number;
  onEventDay: boolean;
}

/** 60 incidents from the incidents' own stream (nothing else in the seed moves). */
function plantSixty(): Planted[] {
  const base = buildChain(TODAY, { incidents: [] });
  const branches = base.branches.filter((b) => b.branch.status === 'open');
  const taken = new Set<string>();
  const out: Planted[] = [];
  let n = 0;
  for (let i = 0; i < 60; i++) {
    const type = TYPES[i % 6] as IncidentType;
    const onEventDay = i % 3 === 0;
    for (let tries = 0; tries < 200; tries++) {
      const r = (k: number) => incidentRand(n * 8 + k, 'harness');
      n += 1;
      const seed = branches[Math.floor(r(0) * branches.length)];
      if (!seed) continue;
      const day = TODAY - 3 - Math.floor(r(1) * 75);
      const key = `${seed.branch.id}|${day}`;
      if (taken.has(key) || !isOpenDay(seed, day)) continue;
      const flags = dayFlagsOf(seed, day);
      if (onEventDay !== ((flags & (DAY_PROMO | DAY_RAIN)) !== 0)) continue;
      const hours = seed.branch.openingHours[(((day + 3) % 7) + 7) % 7];
      if (!hours) continue;
      const magnitude = 0.15 + r(2) * 0.45;
      const openH = Number(hours.open.slice(0, 2));
      const closeH = Number(hours.close.slice(0, 2));
      const startH = Math.max(openH + 1, Math.min(closeH - 4, 12 + Math.floor(r(3) * 3)));
      const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
      const promoZone = seed.zones.findIndex((z) => z.kind === 'promo');
      const mainLanes = seed.queues[0]?.lanes ?? 1;
      let spec: IncidentSpec;
      switch (type) {
        case 'queueCapacity':
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, from: hh(startH), to: hh(startH + 3), factor: Math.max(1, Math.round(mainLanes * (1 - magnitude))), target: 0 };
          break;
        case 'earlyClose': {
          const lose = Math.max(1, Math.round((closeH - openH) * magnitude));
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, factor: (closeH - lose) * 60 };
          break;
        }
        case 'zoneDraw':
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, from: hh(startH), to: hh(startH + 4), factor: 3, visitorsFactor: 1 + magnitude, target: promoZone };
          break;
        case 'counterFault':
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, factor: 1 + magnitude };
          break;
        case 'understaffed':
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, factor: 1 - magnitude };
          break;
        case 'basket':
          spec = { type, branchId: seed.branch.id, daysAgo: TODAY - day, factor: 1 - magnitude };
          break;
      }
      taken.add(key);
      out.push({ spec, magnitude, onEventDay });
      break;
    }
  }
  return out;
}

function findingsOf(chain: Chain): Finding[][] {
  const all = chain.branches.map((seed) => {
    const bd = planBranchData(seed, dataStartDay(chain.todayDay), chain.todayDay + 1);
    const limit = completeLimit(bd, NOW);
    const from = FROM - 11 * 7;
    const range = { fromDay: from, toDay: TO };
    const facts = hourlyFactsOf(bd, from, TO, limit);
    const events = branchEvents(seed, range, chain.todayDay, outageRunsOf(bd, range, limit));
    return explainBranch(seed, facts, events, FROM, TO);
  });
  markSeasonal(all, chain.branches.filter((b) => b.branch.status === 'open').length);
  return all;
}

/** What an incident's realized effect is read on: the metric its anomaly would be raised on. */
const EFFECT_METRIC: Record<IncidentType, 'visitors' | 'queueWait' | 'conversion' | 'sales'> = {
  // the planted queue's wait (seconds per served customer), not the lanes taken away
  queueCapacity: 'queueWait',
  // the day's visitors (the lost hours are in the unplanted day, not in the planted one)
  earlyClose: 'visitors',
  // the branch's visitors over the draw's hours (the zone's own visits move ×3 whatever the knob)
  zoneDraw: 'visitors',
  // the entries the counter records over the day
  counterFault: 'visitors',
  // the day's conversion (transactions over entries while the sensors were up), not the staff cut
  understaffed: 'conversion',
  // the day's sales (the till's transactions are unchanged, so ATV moves by the same ratio)
  basket: 'sales',
};
/** Realized effects below this (relative change, planted vs unplanted) are "no measurable effect". */
const MEASURABLE = 0.15;

interface Realized {
  /** relative change of the incident's metric over its window, planted vs the same chain unplanted */
  change: number;
  planted: number;
  plain: number;
  /** staff hours, planted vs unplanted (understaffed only): the knob as the data holds it */
  staffChange: number | null;
  /** quarter-hours of the day whose numbers (bucket fields, zone visits, queue fields) differ */
  changedQuarters: number;
  quarters: number;
}

/**
 * The effect an incident actually has in the data: its metric over its window (its hours, or the
 * whole day) in the planted chain against the same chain unplanted, which differ in nothing else
 * (an incident consumes no random number). 0 when the cause left no trace in any fact (a lane cut
 * the queue never needed), which no detector can find.
 */
function realizedEffect(planted: Chain, plain: Chain, inc: Incident): Realized {
  const read = (chain: Chain) => {
    const seed = chain.byId.get(inc.branchId);
    if (!seed) throw new Error(inc.branchId);
    const bd = planBranchData(seed, inc.day, inc.day);
    const z = zoneData(bd);
    const q = queueData(bd);
    const zc = seed.zones.length * 2;
    const qc = seed.queues.length;
    const rows = new Map<number, string>();
    const sum = { visitors: 0, validTx: 0, sales: 0, staff: 0, wait: 0, served: 0 };
    for (let b = 0; b < bd.bucketCount; b++) {
      const quarter = bd.quarter[b] ?? 0;
      rows.set(quarter, [...bd.data.subarray(b * FIELD_COUNT, (b + 1) * FIELD_COUNT), ...z.subarray(b * zc, b * zc + zc), ...q.subarray(b * qc * QUEUE_FIELD_COUNT, (b + 1) * qc * QUEUE_FIELD_COUNT)].join(','));
      if (inc.fromQ !== null && (quarter < inc.fromQ || quarter >= (inc.toQ ?? 96))) continue;
      const o = b * FIELD_COUNT;
      sum.visitors += bd.data[o + F.IN] ?? 0;
      sum.validTx += bd.data[o + F.VALID_TX] ?? 0;
      sum.sales += bd.data[o + F.SALES] ?? 0;
      sum.staff += bd.data[o + F.STAFF] ?? 0;
      if (inc.type === 'queueCapacity') {
        const qo = (b * qc + inc.target) * QUEUE_FIELD_COUNT;
        sum.wait += q[qo + QF.WAIT] ?? 0;
        sum.served += q[qo + QF.SERVED] ?? 0;
      }
    }
    const value = { visitors: sum.visitors, sales: sum.sales, conversion: sum.visitors > 0 ? sum.validTx / sum.visitors : 0, queueWait: sum.served > 0 ? sum.wait / sum.served : 0 }[EFFECT_METRIC[inc.type]];
    return { rows, value, staff: sum.staff };
  };
  const a = read(planted);
  const b = read(plain);
  const quarters = new Set([...a.rows.keys(), ...b.rows.keys()]);
  let changed = 0;
  for (const k of quarters) if (a.rows.get(k) !== b.rows.get(k)) changed += 1;
  const rel = (x: number, y: number) => (y > 0 ? x / y - 1 : x > 0 ? Infinity : 0);
  return {
    change: changed === 0 ? 0 : rel(a.value, b.value),
    planted: a.value,
    plain: b.value,
    staffChange: inc.type === 'understaffed' ? rel(a.staff, b.staff) : null,
    changedQuarters: changed,
    quarters: quarters.size,
  };
}

/** The local hours [from, to) an incident acts on: its window; for an early close, the regular hours it drops. */
function windowOf(chain: Chain, inc: Incident): [number, number] {
  if (inc.type === 'earlyClose') {
    const regular = chain.byId.get(inc.branchId)?.branch.openingHours[(((inc.day + 3) % 7) + 7) % 7];
    return [Math.floor(inc.factor / 60), regular ? Math.ceil(parseHm(regular.close) / 60) : 24];
  }
  return [inc.fromQ === null ? 0 : inc.fromQ / 4, inc.toQ === null ? 24 : inc.toQ / 4];
}

/**
 * Whether a finding is about the planted incident: on its branch and day, over hours that overlap
 * the incident's, on the metric it moves, the way it moves it, and about what was planted:
 * - queue capacity: a wait spike on that queue (every finding's drill-down lists every queue, and
 *   on a promotion day another queue's wait or the visitors spike is flagged whatever the lanes did);
 * - early close: a visitors dip over the hours the close drops;
 * - zone draw: a visitors spike whose zone drill-down has that zone carrying the largest change, or
 *   a cause naming it;
 * - counter fault: a visitors spike, or a `data` finding, that day;
 * - understaffed: a conversion dip, or a sales dip whose conversion part is down;
 * - basket: an ATV dip, or a sales dip whose basket part is down.
 */
function isAbout(f: Finding, inc: Incident, target: string | null, [fromH, toH]: [number, number]): boolean {
  if (f.branchId !== inc.branchId || f.day !== inc.day || f.fromHour >= toH || f.toHour <= fromH) return false;
  switch (inc.type) {
    case 'queueCapacity':
      return f.metric === 'queueWait' && f.kind === 'spike' && f.queueId === target;
    case 'earlyClose':
      return f.metric === 'visitors' && f.kind === 'dip';
    case 'zoneDraw': {
      if (f.metric !== 'visitors' || f.kind !== 'spike') return false;
      const lead = f.drill.zones.reduce<DrillRow | null>((best, z) => (best === null || z.delta > best.delta ? z : best), null);
      return lead?.id === target || f.causes.some((c) => c.target === target);
    }
    case 'counterFault':
      return f.metric === 'visitors' && (f.kind === 'data' || f.kind === 'spike');
    case 'understaffed':
      return (f.metric === 'conversion' && f.kind === 'dip') || (f.metric === 'sales' && f.kind === 'dip' && f.decomposition.conversion < 0);
    case 'basket':
      return (f.metric === 'atv' && f.kind === 'dip') || (f.metric === 'sales' && f.kind === 'dip' && f.decomposition.basket < 0);
  }
}

/** Whether a cause is the planted one: its kind, and for a queue or a zone the one planted. */
const rightCause = (c: Finding['causes'][number] | undefined, inc: Incident, target: string | null) =>
  c !== undefined && c.kind === EXPECTED_CAUSE[inc.type] && (inc.type === 'queueCapacity' || inc.type === 'zoneDraw' ? c.target === target : true);

const pct = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 10);

describe('explained anomalies: the harness', () => {
  it('meets the targets on 60 planted incidents and a control seed', () => {
    const planted = plantSixty();
    expect(planted).toHaveLength(60);
    const chain = buildChain(TODAY, { incidents: planted.map((p) => p.spec) });
    const found = findingsOf(chain).flat();
    const plain = buildChain(TODAY, { incidents: [] });
    const rows: Array<{
      type: IncidentType;
      where: string;
      magnitude: number;
      realized: Realized;
      onEventDay: boolean;
      detected: boolean;
      top1: boolean;
      top3: boolean;
      got: string;
    }> = [];
    for (const p of planted) {
      const inc = chain.byId.get(p.spec.branchId)?.incidents.find((x) => x.type === p.spec.type && x.day === TODAY - p.spec.daysAgo);
      if (!inc) continue;
      const seed = chain.byId.get(inc.branchId);
      const target = inc.type === 'queueCapacity' ? (seed?.queues[inc.target]?.id ?? null) : inc.type === 'zoneDraw' ? (seed?.zones[inc.target]?.id ?? null) : null;
      const window = windowOf(chain, inc);
      const candidates = found.filter((f) => isAbout(f, inc, target, window));
      const top1 = candidates.some((f) => rightCause(f.causes[0], inc, target));
      const top3 = candidates.some((f) => f.causes.slice(0, 3).some((c) => rightCause(c, inc, target)));
      const sameDay = found.filter((f) => f.branchId === inc.branchId && f.day === inc.day);
      const got = sameDay.map((f) => `${f.metric}${f.queueId ? `(${f.queueId})` : ''}/${f.granularity}/${f.kind}:${f.causes[0]?.kind ?? ''}`).join(',');
      rows.push({ type: inc.type, where: `${inc.branchId} ${isoDateOf(inc.day)}`, magnitude: p.magnitude, realized: realizedEffect(chain, plain, inc), onEventDay: p.onEventDay, detected: candidates.length > 0, top1, top3, got });
    }
    // every planted incident is read (none dropped on the way)
    expect(rows).toHaveLength(60);
    // recall and cause accuracy are over the incidents with a measurable effect in the data; the
    // rest are counted on a line of their own (with how many of them were found and named anyway)
    const split = (effectOf: (r: (typeof rows)[number]) => number) => {
      const measurable = rows.filter((r) => Math.abs(effectOf(r)) >= MEASURABLE);
      const unmeasurable = rows.filter((r) => Math.abs(effectOf(r)) < MEASURABLE);
      const big = measurable.filter((r) => Math.abs(effectOf(r)) >= 0.3);
      const small = measurable.filter((r) => Math.abs(effectOf(r)) < 0.3);
      const detected = measurable.filter((r) => r.detected);
      const figures = {
        'recall, realized effect >= 30 %': `${pct(big.filter((r) => r.detected).length, big.length)} % of ${big.length}`,
        'recall, realized effect 15-30 %': `${pct(small.filter((r) => r.detected).length, small.length)} % of ${small.length}`,
        'top-1 cause right (detected, measurable)': `${pct(detected.filter((r) => r.top1).length, detected.length)} % of ${detected.length}`,
        'top-3 cause right (detected, measurable)': `${pct(detected.filter((r) => r.top3).length, detected.length)} % of ${detected.length}`,
        'no measurable effect': `${unmeasurable.length} (no changed data ${unmeasurable.filter((r) => r.realized.changedQuarters === 0).length}, realized under 15 % ${unmeasurable.filter((r) => r.realized.changedQuarters > 0).length}; of them found ${unmeasurable.filter((r) => r.detected).length}, named right ${unmeasurable.filter((r) => r.top1).length})`,
      };
      return { measurable, unmeasurable, big, small, detected, figures };
    };
    const { measurable, unmeasurable, big, small, detected, figures } = split((r) => r.realized.change);
    // the same with understaffing read on staff hours (its knob, as the rota holds it) instead of conversion
    const onStaffHours = split((r) => r.realized.staffChange ?? r.realized.change).figures;
    const faults = rows.filter((r) => r.type === 'counterFault');
    // promotion days of the planted chain: flagged visitor findings, and the cause they name first
    const promoDays = new Set<string>();
    for (const seed of chain.branches) for (let d = FROM; d <= TO; d++) if (isOpenDay(seed, d) && dayFlagsOf(seed, d) & DAY_PROMO) promoDays.add(`${seed.branch.id}|${d}`);
    const plantedDays = new Set(planted.map((p) => `${p.spec.branchId}|${TODAY - p.spec.daysAgo}`));
    const promoFlags = found.filter((f) => f.metric === 'visitors' && promoDays.has(`${f.branchId}|${f.day}`) && !plantedDays.has(`${f.branchId}|${f.day}`));
    const promoFirst = promoFlags.filter((f) => f.causes[0]?.kind === 'promotion');

    // control: no incidents, no promotions
    const control = buildChain(TODAY, { incidents: [], promotions: false });
    const cFound = findingsOf(control).flat();
    const openBranches = control.branches.filter((b) => b.branch.status === 'open').length;
    const per4w = (metric: Finding['metric']) => Math.round((cFound.filter((f) => f.metric === metric).length / openBranches / ((TO - FROM + 1) / 28)) * 100) / 100;
    const named = cFound.filter((f) => f.causes[0]?.kind !== 'unexplained');
    const spikes = [...cFound, ...found.filter((f) => !plantedDays.has(`${f.branchId}|${f.day}`))].filter((f) => f.metric === 'visitors');
    const misread = spikes.filter((f) => f.kind === 'data');
    const exact = [...found, ...cFound].every((f) => f.decomposition.traffic + f.decomposition.conversion + f.decomposition.basket === f.decomposition.total);

    const signed = (v: number) => (Number.isFinite(v) ? `${v >= 0 ? '+' : ''}${Math.round(v * 1000) / 10} %` : '+inf');
    const line = (r: (typeof rows)[number]) =>
      `${r.type} ${r.where} knob ${Math.round(r.magnitude * 100)} %, realized ${EFFECT_METRIC[r.type]} ${signed(r.realized.change)} (${Math.round(r.realized.plain * 100) / 100} -> ${Math.round(r.realized.planted * 100) / 100}${r.realized.staffChange === null ? '' : `; staff hours ${signed(r.realized.staffChange)}`}), ${r.realized.changedQuarters} of ${r.realized.quarters} quarter-hours changed${r.onEventDay ? ', event day' : ''}: ${r.detected ? (r.top1 ? 'right' : r.top3 ? 'right in top 3' : 'found, cause wrong') : 'missed'} [${r.got}]`;
    const table = {
      ...figures,
      'promotion named first on flagged promotion days': `${pct(promoFirst.length, promoFlags.length)} % of ${promoFlags.length}`,
      'control: named cause on flags': `${pct(named.length, cFound.length)} % of ${cFound.length}`,
      'control: false visitor anomalies per branch per 4 weeks': per4w('visitors'),
      'control: false conversion anomalies per branch per 4 weeks': per4w('conversion'),
      'control: false queue-wait anomalies per branch per 4 weeks': per4w('queueWait'),
      'planted counter faults found': `${faults.filter((r) => r.detected && r.top1).length} of ${faults.length}`,
      'real visitor anomalies called a counter fault': `${pct(misread.length, spikes.length)} % of ${spikes.length}`,
      'decomposition adds up to the minor unit': exact,
      'control flags by metric and first cause': Object.entries(
        cFound.reduce<Record<string, number>>((acc, f) => {
          const k = `${f.metric}/${f.granularity}: ${f.causes[0]?.kind ?? ''}`;
          acc[k] = (acc[k] ?? 0) + 1;
          return acc;
        }, {}),
      )
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`),
      'understaffed read on staff hours instead of conversion (not asserted)': onStaffHours,
      'by type (measurable: detected / top-1)': Object.fromEntries(
        TYPES.map((t) => {
          const of = measurable.filter((r) => r.type === t);
          return [t, `${of.filter((r) => r.detected).length} / ${of.filter((r) => r.top1).length} of ${of.length} (${rows.filter((r) => r.type === t).length - of.length} not measurable)`];
        }),
      ),
      'planted, measurable, not right at top-1': measurable.filter((r) => !r.top1).map(line),
      'planted, no measurable effect': unmeasurable.map(line),
      'every incident': rows.map(line),
    };
    console.log(JSON.stringify(table, null, 2));

    expect.soft(pct(big.filter((r) => r.detected).length, big.length)).toBeGreaterThanOrEqual(95);
    expect.soft(pct(small.filter((r) => r.detected).length, small.length)).toBeGreaterThanOrEqual(70);
    expect.soft(pct(detected.filter((r) => r.top1).length, detected.length)).toBeGreaterThanOrEqual(90);
    expect.soft(pct(detected.filter((r) => r.top3).length, detected.length)).toBeGreaterThanOrEqual(97);
    expect.soft(pct(promoFirst.length, promoFlags.length)).toBeGreaterThanOrEqual(95);
    expect.soft(pct(named.length, cFound.length) ?? 0).toBeLessThanOrEqual(10);
    expect.soft(per4w('visitors')).toBeLessThanOrEqual(1);
    expect.soft(per4w('conversion')).toBeLessThanOrEqual(2);
    expect.soft(per4w('queueWait')).toBeLessThanOrEqual(2);
    expect.soft(faults.filter((r) => r.detected && r.top1).length).toBe(faults.length);
    expect.soft(pct(misread.length, spikes.length) ?? 0).toBeLessThanOrEqual(2);
    expect(exact).toBe(true);
  });
});

