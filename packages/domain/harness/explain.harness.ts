// The hit rate of the explained anomalies, measured: 60 incidents of the six planted types
// (10 each, magnitudes 15-60 %, a third on promotion or rain days) drawn from the incidents' own
// random stream through the generator's test-only option, and a control seed with no incidents and
// no promotions. It prints the table (decision 0019) and fails below the targets.
import { describe, expect, it } from 'vitest';
import {
  branchEvents,
  buildChain,
  completeLimit,
  DAY_PROMO,
  DAY_RAIN,
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
  planBranchData,
  queueData,
  zoneData,
  type Chain,
  type Finding,
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
/** the findings an incident is read from: the metric that carries it */
const METRICS: Record<IncidentType, readonly Finding['metric'][]> = {
  queueCapacity: ['queueWait'],
  earlyClose: ['visitors'],
  zoneDraw: ['visitors'],
  counterFault: ['visitors'],
  understaffed: ['conversion', 'sales'],
  basket: ['sales', 'atv'],
};

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

/**
 * Quarter-hours of a branch's day whose numbers (bucket fields, zone visits, queue fields) differ
 * between the planted chain and the same chain unplanted: 0 when a planted cause left no trace in
 * any fact (a lane cut the queue never needed), which no detector can find. Diagnostic only.
 */
function changedQuarters(planted: Chain, plain: Chain, branchId: string, day: number): string {
  const read = (chain: Chain) => {
    const seed = chain.byId.get(branchId);
    if (!seed) return new Map<number, string>();
    const bd = planBranchData(seed, day, day);
    const z = zoneData(bd);
    const q = queueData(bd);
    const zc = seed.zones.length * 2;
    const qc = q.length / Math.max(1, bd.bucketCount);
    const out = new Map<number, string>();
    for (let b = 0; b < bd.bucketCount; b++) {
      out.set(bd.quarter[b] ?? 0, [...bd.data.subarray(b * FIELD_COUNT, (b + 1) * FIELD_COUNT), ...z.subarray(b * zc, b * zc + zc), ...q.subarray(b * qc, b * qc + qc)].join(','));
    }
    return out;
  };
  const a = read(planted);
  const b = read(plain);
  const quarters = new Set([...a.keys(), ...b.keys()]);
  let changed = 0;
  for (const k of quarters) if (a.get(k) !== b.get(k)) changed += 1;
  return `${changed} of ${quarters.size} quarter-hours changed`;
}

const pct = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 10);

describe('explained anomalies: the harness', () => {
  it('meets the targets on 60 planted incidents and a control seed', () => {
    const planted = plantSixty();
    expect(planted).toHaveLength(60);
    const chain = buildChain(TODAY, { incidents: planted.map((p) => p.spec) });
    const found = findingsOf(chain).flat();
    const plain = buildChain(TODAY, { incidents: [] });
    const rows: Array<{ type: IncidentType; where: string; magnitude: number; onEventDay: boolean; detected: boolean; top1: boolean; top3: boolean; got: string; trace: string }> = [];
    for (const p of planted) {
      const inc = chain.byId.get(p.spec.branchId)?.incidents.find((x) => x.type === p.spec.type && x.day === TODAY - p.spec.daysAgo);
      if (!inc) continue;
      const fromH = inc.fromQ === null ? 0 : inc.fromQ / 4;
      const toH = inc.toQ === null ? 24 : inc.toQ / 4;
      const candidates = found.filter((f) => f.branchId === inc.branchId && f.day === inc.day && METRICS[inc.type].includes(f.metric) && f.fromHour < toH && f.toHour > fromH);
      const want = EXPECTED_CAUSE[inc.type];
      const top1 = candidates.some((f) => f.causes[0]?.kind === want);
      const top3 = candidates.some((f) => f.causes.slice(0, 3).some((c) => c.kind === want));
      const sameDay = found.filter((f) => f.branchId === inc.branchId && f.day === inc.day);
      const got = sameDay.map((f) => `${f.metric}/${f.granularity}/${f.kind}:${f.causes[0]?.kind ?? ''}`).join(',');
      const trace = top1 ? '' : changedQuarters(chain, plain, inc.branchId, inc.day);
      rows.push({ type: inc.type, where: `${inc.branchId} ${isoDateOf(inc.day)}`, magnitude: p.magnitude, onEventDay: p.onEventDay, detected: candidates.length > 0, top1, top3, got, trace });
    }
    const big = rows.filter((r) => r.magnitude >= 0.3);
    const small = rows.filter((r) => r.magnitude < 0.3);
    const detected = rows.filter((r) => r.detected);
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

    const table = {
      'recall, effect >= 30 %': `${pct(big.filter((r) => r.detected).length, big.length)} % of ${big.length}`,
      'recall, effect 15-30 %': `${pct(small.filter((r) => r.detected).length, small.length)} % of ${small.length}`,
      'top-1 cause right (detected)': `${pct(detected.filter((r) => r.top1).length, detected.length)} % of ${detected.length}`,
      'top-3 cause right (detected)': `${pct(detected.filter((r) => r.top3).length, detected.length)} % of ${detected.length}`,
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
      'planted, not right at top-1': rows.filter((r) => !r.top1).map((r) => `${r.type} ${r.where} ${Math.round(r.magnitude * 100)} % ${r.onEventDay ? 'event day ' : ''}${r.detected ? 'found' : 'missed'} (${r.trace}) [${r.got}]`),
      'by type (detected / top-1 of 10)': Object.fromEntries(TYPES.map((t) => [t, `${rows.filter((r) => r.type === t && r.detected).length} / ${rows.filter((r) => r.type === t && r.top1).length}`])),
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

