import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRangeTotals,
  buildBranchData,
  completeLimit,
  dataStartDay,
  dayNumberOf,
  DST_BRANCH_ID,
  F,
  FIELD_COUNT,
  isoDateOf,
  localDayHours,
  localToUtc,
  periodCount,
  periodTotals,
  planBranchData,
  RENOVATING_BRANCH_ID,
  toLocal,
  weekdayOf,
  YOUNG_BRANCH_ID,
} from '@atrium/domain';
import { setInsightsClock } from './clock';
import { branchData, getChain, resetInsightsCache } from './engine';
import { getAnomalies, getHeatmap, getLive, getSeries, getSummary, getVisitors, listInsightsBranches } from './services';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const TODAY = Math.floor(NOW / 86_400_000);
const FIRST = dataStartDay(TODAY);

beforeAll(() => setInsightsClock(NOW));
afterAll(() => setInsightsClock(null));

const ids = () => getChain().branches.map((s) => s.branch.id);
const seedOf = (id: string) => {
  const seed = getChain().byId.get(id);
  if (!seed) throw new Error(`no branch ${id}`);
  return seed;
};
const value = <T>(outcome: { ok: true; value: T } | { ok: false }): T => {
  if (!outcome.ok) throw new Error(`unexpected failure: ${JSON.stringify(outcome)}`);
  return outcome.value;
};

/** A range inside the data window (the last few days may be partial or in the future). */
const rangeArb = (maxDays: number) =>
  fc.record({ start: fc.integer({ min: FIRST, max: TODAY + 1 }), days: fc.integer({ min: 1, max: maxDays }) }).map(({ start, days }) => ({
    fromDay: start,
    toDay: start + days - 1,
  }));
const branchArb = fc.constantFrom(...['tlv-01', 'lon-01', 'ber-01', 'muc-01', 'par-01', 'nyc-01', 'dxb-01', 'tyo-01']);

describe('@atrium/mock-api/insights engine', () => {
  it('has 12 branches in at least 4 countries and 3 time zones, a renovating one and a young one', () => {
    const branches = getChain().branches.map((s) => s.branch);
    expect(branches).toHaveLength(12);
    expect(new Set(branches.map((b) => b.countryCode)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(branches.map((b) => b.timezone)).size).toBeGreaterThanOrEqual(3);
    expect(branches.find((b) => b.id === RENOVATING_BRANCH_ID)?.status).toBe('renovating');
    const young = seedOf(YOUNG_BRANCH_ID);
    expect(TODAY - young.openedDay).toBeGreaterThan(140);
    expect(TODAY - young.openedDay).toBeLessThan(170);
    for (const seed of getChain().branches) {
      expect(seed.zones.length).toBeGreaterThanOrEqual(6);
      expect(seed.zones.length).toBeLessThanOrEqual(10);
      expect(seed.queues.length).toBeGreaterThanOrEqual(2);
      expect(seed.queues.length).toBeLessThanOrEqual(4);
    }
  });

  it('has no data before a branch opened, nor during its closed weeks', () => {
    const young = branchData(seedOf(YOUNG_BRANCH_ID));
    const before = new Float64Array(FIELD_COUNT);
    addRangeTotals(young, { fromDay: FIRST, toDay: seedOf(YOUNG_BRANCH_ID).openedDay - 1 }, young.bucketCount, before);
    expect(before[F.BUCKETS]).toBe(0);
    const reno = seedOf(RENOVATING_BRANCH_ID);
    const bd = branchData(reno);
    const closed = new Float64Array(FIELD_COUNT);
    addRangeTotals(bd, { fromDay: reno.closedFrom ?? 0, toDay: TODAY }, bd.bucketCount, closed);
    expect(closed[F.BUCKETS]).toBe(0);
  });

  it('any roll-up (hour, day, week, month) equals the sum of its parts', () => {
    fc.assert(
      fc.property(branchArb, rangeArb(60), fc.constantFrom('hour' as const, 'day' as const, 'week' as const, 'month' as const), (id, range, granularity) => {
        const bd = branchData(seedOf(id));
        const limit = completeLimit(bd, NOW);
        const whole = new Float64Array(FIELD_COUNT);
        addRangeTotals(bd, range, limit, whole);
        const parts = periodTotals(bd, range, granularity, limit);
        expect(parts.length).toBe(periodCount(range, granularity) * FIELD_COUNT);
        for (let f = 0; f < FIELD_COUNT; f++) {
          let sum = 0;
          for (let p = f; p < parts.length; p += FIELD_COUNT) sum += parts[p] ?? 0;
          expect(sum).toBe(whole[f]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('chain totals are the sum of the branches', () => {
    fc.assert(
      fc.property(fc.subarray(ids(), { minLength: 2, maxLength: 5 }), rangeArb(40), (branchIds, range) => {
        const q = { from: isoDateOf(range.fromDay), to: isoDateOf(range.toDay) };
        const all = value(getSummary({ ...q, branchIds }));
        const each = branchIds.map((id) => value(getSummary({ ...q, branchIds: [id] })));
        for (const metric of ['transactions', 'units', 'staffHours'] as const) {
          expect(all.kpis[metric].value ?? 0).toBeCloseTo(each.reduce((s, e) => s + (e.kpis[metric].value ?? 0), 0), 6);
        }
        expect(all.coverage.buckets).toBe(each.reduce((s, e) => s + e.coverage.buckets, 0));
        expect(all.kpis.visitors.value ?? 0).toBe(each.reduce((s, e) => s + (e.kpis.visitors.value ?? 0), 0));
      }),
      { numRuns: 15 },
    );
  });

  it('rates are ratios of sums, not means of rates', () => {
    fc.assert(
      fc.property(branchArb, rangeArb(30), (id, range) => {
        const bd = branchData(seedOf(id));
        const limit = completeLimit(bd, NOW);
        const totals = new Float64Array(FIELD_COUNT);
        addRangeTotals(bd, range, limit, totals);
        const summary = value(getSummary({ from: isoDateOf(range.fromDay), to: isoDateOf(range.toDay), branchIds: [id] }));
        const inn = totals[F.IN] ?? 0;
        const tx = totals[F.TX] ?? 0;
        if (inn > 0) {
          expect(summary.kpis.conversion.value).toBeCloseTo(((totals[F.VALID_TX] ?? 0) / inn) * 100, 2);
          expect(summary.kpis.avgDwell.value).toBeCloseTo((totals[F.DWELL] ?? 0) / inn, 2);
          expect(summary.kpis.captureRate.value).toBeCloseTo((inn / (inn + (totals[F.PASSERS] ?? 0))) * 100, 2);
        } else {
          expect(summary.kpis.conversion.value).toBeNull();
        }
        if (tx > 0) expect(summary.kpis.atv.value).toBeCloseTo((totals[F.SALES] ?? 0) / tx, 2);
      }),
      { numRuns: 30 },
    );
  });

  it('a multi-day conversion is the ratio of the summed days, which differs from the mean of daily rates', () => {
    const q = { from: '2025-05-01', to: '2025-05-31', branchIds: ['lon-01'] };
    const daily = value(getSeries({ ...q, metric: ['visitors', 'transactions'], granularity: 'day' }));
    const summary = value(getSummary(q));
    const [visitors, transactions] = daily.series;
    const sumIn = visitors?.points.reduce((s, p) => s + (p.value ?? 0), 0) ?? 0;
    expect(summary.kpis.visitors.value).toBe(sumIn);
    const mean = (transactions?.points ?? []).reduce((s, p, i) => s + (p.value ?? 0) / (visitors?.points[i]?.value ?? 1), 0) / 31;
    expect(Math.abs((summary.kpis.conversion.value ?? 0) - mean * 100)).toBeGreaterThan(0.001);
  });

  it('lastYear compares with the day 364 days back, on the same weekday', () => {
    fc.assert(
      fc.property(branchArb, fc.integer({ min: FIRST + 364, max: TODAY - 1 }), fc.integer({ min: 1, max: 20 }), (id, start, days) => {
        const to = Math.min(TODAY - 1, start + days - 1);
        const res = value(getSeries({ metric: ['visitors'], from: isoDateOf(start), to: isoDateOf(to), branchIds: [id], compare: 'lastYear', granularity: 'day' }));
        expect(res.compareRange).not.toBeNull();
        expect(weekdayOf(dayNumberOf(res.compareRange?.from ?? ''))).toBe(weekdayOf(start));
        const back = value(getSeries({ metric: ['visitors'], from: isoDateOf(start - 364), to: isoDateOf(to - 364), branchIds: [id], granularity: 'day' }));
        expect(res.series[0]?.points.map((p) => p.compareValue)).toEqual(back.series[0]?.points.map((p) => p.value));
      }),
      { numRuns: 20 },
    );
  });

  it('gives the same answer to the same query, also after the arrays are rebuilt', () => {
    fc.assert(
      fc.property(fc.subarray(ids(), { minLength: 1, maxLength: 3 }), rangeArb(20), (branchIds, range) => {
        const q = { metric: ['visitors', 'conversion', 'sales'], from: isoDateOf(range.fromDay), to: isoDateOf(range.toDay), branchIds, compare: 'previous' };
        const first = value(getSeries(q));
        expect(value(getSeries(q))).toEqual(first);
        resetInsightsCache();
        expect(value(getSeries(q))).toEqual(first);
      }),
      { numRuns: 6 },
    );
  });

  it('shows a sensor outage as a gap and lowers coverage', () => {
    const anomalies = value(getAnomalies({ from: '2025-05-01', to: '2025-06-10', branchIds: ['ber-01'], kind: ['outage'] }));
    const outage = anomalies.anomalies.find((a) => a.kind === 'outage');
    expect(outage).toBeDefined();
    if (!outage) return;
    const day = outage.start.slice(0, 10);
    const res = value(getSeries({ metric: ['visitors', 'transactions', 'coverage'], from: day, to: day, branchIds: ['ber-01'], granularity: '15min' }));
    const [visitors, transactions, coverage] = res.series;
    const inside = (t: string) => t >= outage.start && t < outage.end;
    const gap = visitors?.points.filter((p) => inside(p.t)) ?? [];
    expect(gap.length).toBeGreaterThan(0);
    expect(gap.every((p) => p.value === null)).toBe(true);
    // the tills kept working: sales are not a gap
    expect(transactions?.points.filter((p) => inside(p.t)).every((p) => p.value !== null)).toBe(true);
    expect(coverage?.points.filter((p) => inside(p.t)).every((p) => p.value === 0)).toBe(true);
    expect(res.coverage.percent).toBeLessThan(100);
    expect(value(getSummary({ from: day, to: day, branchIds: ['ber-01'] })).kpis.coverage.value).toBeLessThan(100);
  });

  it('counts local hours in a DST zone: 23- and 25-hour days, with the opening hours on local time', () => {
    const tz = seedOf(DST_BRANCH_ID).branch.timezone;
    const spring = dayNumberOf('2025-03-30');
    const autumn = dayNumberOf('2024-10-27');
    expect(localDayHours(tz, spring)).toBe(23);
    expect(localDayHours(tz, autumn)).toBe(25);
    expect(localDayHours(tz, spring + 1)).toBe(24);
    const bd = branchData(seedOf(DST_BRANCH_ID));
    for (const day of [spring - 1, spring, spring + 1, autumn - 1, autumn, autumn + 1]) {
      const di = day - bd.firstDay;
      for (let b = bd.dayStart[di] ?? 0; b < (bd.dayStart[di + 1] ?? 0); b++) {
        const q = bd.quarter[b] ?? 0;
        const utc = localToUtc(tz, day, q * 15);
        expect(toLocal(tz, utc)).toEqual({ day, minute: q * 15 });
      }
    }
    // 10:00 local is 09:00 UTC in summer time and 10:00 UTC in winter
    expect(new Date(localToUtc(tz, spring + 1, 600)).getUTCHours()).toBe(9);
    expect(new Date(localToUtc(tz, spring - 1, 600)).getUTCHours()).toBe(10);
    const hours = value(getSeries({ metric: ['visitors'], from: '2025-03-30', to: '2025-03-30', branchIds: [DST_BRANCH_ID], granularity: 'hour' }));
    expect(hours.series[0]?.points[0]?.t).toBe('2025-03-30T11:00');
  });

  it('keeps today partial: buckets after the clock do not exist yet', () => {
    const today = isoDateOf(TODAY);
    const res = value(getSeries({ metric: ['visitors'], from: today, to: today, branchIds: ['lon-01'], granularity: '15min' }));
    // 11:00 in London at 10:00Z; the Sunday opening is 11:00, so nothing is complete yet
    expect(res.series[0]?.points).toEqual([]);
  });
  it('fills a day alone with the same buckets, flags and totals as a build of every day', () => {
    fc.assert(
      fc.property(branchArb, rangeArb(40), (id, range) => {
        const seed = seedOf(id);
        const full = buildBranchData(seed, FIRST, TODAY + 1);
        const lazy = planBranchData(seed, FIRST, TODAY + 1);
        expect(lazy.unfilled).toBe(lazy.dayCount);
        const a = range.fromDay - FIRST;
        const z = Math.min(lazy.dayCount - 1, range.toDay - FIRST);
        lazy.fill(a, z);
        expect(lazy.unfilled).toBe(lazy.dayCount - (z - a + 1));
        const [from, to] = [full.dayStart[a] ?? 0, full.dayStart[z + 1] ?? 0];
        expect(lazy.dayStart).toEqual(full.dayStart);
        expect(lazy.data.subarray(from * FIELD_COUNT, to * FIELD_COUNT)).toEqual(full.data.subarray(from * FIELD_COUNT, to * FIELD_COUNT));
        expect(lazy.quarter.subarray(from, to)).toEqual(full.quarter.subarray(from, to));
        expect(lazy.dayIdx.subarray(from, to)).toEqual(full.dayIdx.subarray(from, to));
        expect(lazy.dayFlags.subarray(a, z + 1)).toEqual(full.dayFlags.subarray(a, z + 1));
        expect(lazy.dayTotals.subarray(a * FIELD_COUNT, (z + 1) * FIELD_COUNT)).toEqual(full.dayTotals.subarray(a * FIELD_COUNT, (z + 1) * FIELD_COUNT));
      }),
      { numRuns: 8 },
    );
  });

  it("builds only the weeks the landing dashboard's calls read, and answers them as from a full build", () => {
    const from = isoDateOf(TODAY - 28);
    const to = isoDateOf(TODAY - 1);
    const calls = () => [
      listInsightsBranches({ from, to, itemsPerPage: 100 }),
      getLive({}),
      getSeries({ metric: ['visitors', 'coverage'], from, to, compare: 'previous', granularity: 'day' }),
      getHeatmap({ metric: 'visitors', from, to }),
      getVisitors({ from, to }),
      getSummary({ from, to, compare: 'previous' }),
    ];
    resetInsightsCache();
    const lazy = calls();
    const filled = getChain().branches.reduce((n, s) => {
      const bd = branchData(s, NOW, { fromDay: TODAY, toDay: TODAY });
      return n + bd.dayCount - bd.unfilled;
    }, 0);
    // 28 days, the 28 before them (compare) and the live board's days: about 60 of ~410 per branch
    expect(filled).toBeLessThan(getChain().branches.length * 70);
    resetInsightsCache();
    for (const s of getChain().branches) branchData(s);
    expect(calls()).toEqual(lazy);
  });
});
