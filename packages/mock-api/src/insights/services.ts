// The store-analytics calls as plain functions: validate the query with the contract, resolve
// the range against the mock clock, roll the mock's buckets up, and answer in the contract's
// shape through the domain's pure functions (@atrium/domain), the same the server calls.
import {
  anomaliesQuerySchema,
  anomalyIdSchema,
  eventsQuerySchema,
  branchesQuerySchema,
  heatmapQuerySchema,
  liveQuerySchema,
  queuesQuerySchema,
  REPORTING_CURRENCY,
  seriesQuerySchema,
  summaryQuerySchema,
  visitorsQuerySchema,
  zonesQuerySchema,
  type Anomaly,
  type AnomaliesResponse,
  type AnomalyDetail,
  type EventsResponse,
  type BranchDetail,
  type BranchesResponse,
  type BranchWithKpis,
  type CompareMode,
  type Granularity,
  type HeatmapResponse,
  type InsightMetric,
  type LiveBranch,
  type LiveResponse,
  type QueueStats,
  type QueuesResponse,
  type Series,
  type SeriesResponse,
  type SummaryResponse,
  type VisitorsResponse,
  type ZonesResponse,
} from '@atrium/api';
import type { z } from 'zod';
import {
  addCoverageInto,
  anomaliesAnswer,
  anomalyDetailOf,
  anomalyOf,
  anomalyRangeErrors,
  anomalyTarget,
  chainFindings,
  explainWindow,
  DayMemo,
  settledBefore,
  outageAnomaly,
  addHoursInto,
  addRangeTotals,
  branchEvents,
  branchKpisOf,
  bucketAt,
  bucketSpan,
  COMBINED_FIELDS,
  combineInto,
  compareRangeOf,
  completeLimit,
  coverageOf,
  DAY_MS,
  DWELL_EDGES,
  eventsAnswer,
  explainBranch,
  F as FIELDS,
  FIELD_COUNT as FIELDS_PER_BUCKET,
  fieldsFor,
  granularityFor,
  heatmapMatrix,
  hourlyFactsOf,
  invalid,
  liveFrom,
  moneyScale,
  notFound,
  ok,
  outageRunsOf,
  parse,
  periodCount,
  periodIndexer,
  periodTotals,
  pointsOf,
  QF as QUEUE_FIELDS,
  QUEUE_FIELD_COUNT as FIELDS_PER_QUEUE,
  queueData,
  queueStatsOf,
  rangeOut,
  rankBranches,
  resolveRange,
  seriesAnswer,
  sparkGranularity,
  sparklineOf,
  summaryAnswer,
  visitorsAnswer,
  weekdayOf,
  zoneData,
  zoneRowsOf,
  zoneTrendPoints,
  type Ctx,
  type DayRange,
  type Finding,
  type InsightsOutcome,
  type QueueSums,
  type RangedParams,
  type RangedQuery,
  type SeedBranch,
} from '@atrium/domain';
import { insightsNow } from './clock';
import { branchData, getChain } from './engine';

// Hot loops read module-local copies: test runners (Vite SSR) turn imported bindings into
// getter calls, which made the roll-ups 30× slower there.
const F = FIELDS;
const FIELD_COUNT = FIELDS_PER_BUCKET;
const QF = QUEUE_FIELDS;
const QUEUE_FIELD_COUNT = FIELDS_PER_QUEUE;


function context(): Ctx {
  const now = insightsNow();
  return { now, todayDay: getChain(now).todayDay };
}

function resolveBranches(ids: readonly string[] | undefined): InsightsOutcome<SeedBranch[]> {
  const chain = getChain();
  if (!ids || ids.length === 0) return ok(chain.branches);
  const unknown = ids.filter((id) => !chain.byId.has(id));
  if (unknown.length > 0) return invalid({ branchIds: unknown.map((id) => `Unknown branch "${id}"`) });
  return ok([...new Set(ids)].flatMap((id) => chain.byId.get(id) ?? []));
}

/** Parses a ranged call's query and resolves its range, in that order of errors. */
function rangedQuery<T extends RangedParams>(schema: z.ZodType<T>, query: unknown): InsightsOutcome<RangedQuery<T>> {
  const parsed = parse(schema, query);
  if (!parsed.ok) return parsed;
  const ctx = context();
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  return ok({ q: parsed.value, ctx, range: range.value });
}

/** Parses a ranged call over branches, resolves its range and then its branches. */
function rangedCall<T extends RangedParams & { branchIds?: readonly string[] | undefined }>(
  schema: z.ZodType<T>,
  query: unknown,
): InsightsOutcome<RangedQuery<T> & { seeds: SeedBranch[] }> {
  const call = rangedQuery(schema, query);
  if (!call.ok) return call;
  const seeds = resolveBranches(call.value.q.branchIds);
  if (!seeds.ok) return seeds;
  return ok({ ...call.value, seeds: seeds.value });
}

/** Finds the branch of a branch-scoped call, then parses its query and resolves its range. */
function branchCall<T extends RangedParams>(id: string, schema: z.ZodType<T>, query: unknown): InsightsOutcome<RangedQuery<T> & { seed: SeedBranch }> {
  const seed = getChain().byId.get(id);
  if (!seed) return notFound;
  const call = rangedQuery(schema, query);
  if (!call.ok) return call;
  return ok({ ...call.value, seed });
}

/** Chain totals (COMBINED_FIELDS) of branches over a range, money in the answer's currency. */
function combinedTotals(seeds: readonly SeedBranch[], range: DayRange, ctx: Ctx, money: (s: SeedBranch) => number): Float64Array {
  const out = new Float64Array(COMBINED_FIELDS);
  const one = new Float64Array(FIELD_COUNT);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    one.fill(0);
    addRangeTotals(bd, range, completeLimit(bd, ctx.now), one);
    combineInto(out, one, 1, seed, money(seed));
  }
  return out;
}

export function getInsightsBranch(id: string): InsightsOutcome<BranchDetail> {
  const seed = getChain().byId.get(id);
  return seed ? ok({ branch: seed.branch, zones: seed.zones, queues: seed.queues }) : notFound;
}

// ---------- GET /summary ----------

export function getSummary(query: unknown): InsightsOutcome<SummaryResponse> {
  const call = rangedCall(summaryQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const main = combinedTotals(seeds, range, ctx, money.factor);
  const cmpRange = compareRangeOf(range, q.compare ?? 'none');
  const cmp = cmpRange ? combinedTotals(seeds, cmpRange, ctx, money.factor) : null;
  return ok(summaryAnswer(range, cmpRange, money.currency, seeds.map((s) => s.branch.id), main, cmp));
}

/** Per-branch period accumulators, combined into COMBINED_FIELDS per period. */
function combinedPeriods(
  seeds: readonly SeedBranch[],
  range: DayRange,
  granularity: Granularity,
  ctx: Ctx,
  money: (s: SeedBranch) => number,
  fields: Int32Array,
): Float64Array {
  const periods = periodCount(range, granularity);
  const out = new Float64Array(periods * COMBINED_FIELDS);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    const limit = completeLimit(bd, ctx.now);
    if (granularity === 'hour') addHoursInto(bd, range, limit, fields, out, money(seed));
    else combineInto(out, periodTotals(bd, range, granularity, limit, fields), periods, seed, money(seed), fields);
  }
  return out;
}

export function computeSeries(
  seeds: readonly SeedBranch[],
  metrics: readonly InsightMetric[],
  range: DayRange,
  granularity: Granularity,
  compare: CompareMode,
  groupBy: 'none' | 'branch',
  ctx: Ctx = context(),
): SeriesResponse {
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range, compare);
  const groups: Array<{ branchId: string | null; seeds: readonly SeedBranch[] }> =
    groupBy === 'branch' ? seeds.map((s) => ({ branchId: s.branch.id, seeds: [s] })) : [{ branchId: null, seeds }];
  const series: Series[] = [];
  const total = new Float64Array(COMBINED_FIELDS);
  const fields = fieldsFor(metrics);
  for (const group of groups) {
    const main = combinedPeriods(group.seeds, range, granularity, ctx, money.factor, fields);
    const cmp = cmpRange ? combinedPeriods(group.seeds, cmpRange, granularity, ctx, money.factor, fields) : null;
    const cmpPeriods = cmpRange ? periodCount(cmpRange, granularity) : 0;
    addCoverageInto(total, main);
    for (const metric of metrics) series.push({ metric, branchId: group.branchId, points: pointsOf(metric, range, granularity, main, cmp, cmpPeriods) });
  }
  return seriesAnswer(range, cmpRange, granularity, money.currency, total, series);
}

export function getSeries(query: unknown): InsightsOutcome<SeriesResponse> {
  const call = rangedCall(seriesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const granularity = granularityFor(range, q.granularity, seeds.length);
  if (!granularity.ok) return granularity;
  return ok(computeSeries(seeds, [...new Set(q.metric)], range, granularity.value, q.compare ?? 'none', q.groupBy ?? 'none', ctx));
}

// ---------- GET /heatmap ----------

/** Weekday × local hour accumulators (COMBINED_FIELDS per cell) and the days each cell was open. */
function weekHourCells(seeds: readonly SeedBranch[], range: DayRange, ctx: Ctx, money: (s: SeedBranch) => number) {
  const cells = new Float64Array(168 * COMBINED_FIELDS);
  const days = range.toDay - range.fromDay + 1;
  const seen = new Uint8Array(168 * days);
  const dayCount = new Float64Array(168);
  const one = new Float64Array(168 * FIELD_COUNT);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    one.fill(0);
    const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
    for (let b = start; b < end; b++) {
      const day = bd.firstDay + (bd.dayIdx[b] ?? 0);
      const cell = weekdayOf(day) * 24 + ((bd.quarter[b] ?? 0) >> 2);
      const mark = cell * days + (day - range.fromDay);
      if (seen[mark] === 0) {
        seen[mark] = 1;
        dayCount[cell] = (dayCount[cell] ?? 0) + 1;
      }
      const o = b * FIELD_COUNT;
      const t = cell * FIELD_COUNT;
      for (let f = 0; f < FIELD_COUNT; f++) one[t + f] = (one[t + f] ?? 0) + (bd.data[o + f] ?? 0);
    }
    combineInto(cells, one, 168, seed, money(seed));
  }
  return { cells, dayCount };
}

export function getHeatmap(query: unknown): InsightsOutcome<HeatmapResponse> {
  const call = rangedCall(heatmapQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const metric = q.metric ?? 'visitors';
  const money = moneyScale(seeds, REPORTING_CURRENCY);
  const { cells, dayCount } = weekHourCells(seeds, range, ctx, money.factor);
  return ok({ range: rangeOut(range), metric, currency: money.currency, ...heatmapMatrix(metric, cells, dayCount) });
}

export function listInsightsBranches(query: unknown): InsightsOutcome<BranchesResponse> {
  const call = rangedQuery(branchesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range } = call.value;
  const needle = q.q?.trim().toLowerCase() ?? '';
  const country = q.country?.trim().toLowerCase() ?? '';
  const chain = getChain(ctx.now);
  const filtered = chain.branches.filter(
    (s) =>
      (needle === '' || [s.branch.name, s.branch.code, s.branch.city, s.branch.country].some((v) => v.toLowerCase().includes(needle))) &&
      (q.status === undefined || s.branch.status === q.status) &&
      (country === '' || s.branch.country.toLowerCase() === country || s.branch.countryCode.toLowerCase() === country),
  );
  const days = range.toDay - range.fromDay + 1;
  const spark = sparkGranularity(days);
  const rows: BranchWithKpis[] = filtered.map((seed) => {
    const acc = combinedTotals([seed], range, ctx, () => 1);
    const bd = branchData(seed, ctx.now, range);
    const periods = periodTotals(bd, range, spark, completeLimit(bd, ctx.now));
    return { ...seed.branch, kpis: branchKpisOf(acc, seed), sparkline: sparklineOf(periods), coverage: coverageOf(acc) };
  });
  const { shown, total } = rankBranches(rows, q, (b) => ({ name: b.name, city: b.city, kpis: b.kpis }));
  return ok({ branches: shown, total, range: rangeOut(range), reportingCurrency: REPORTING_CURRENCY });
}

export function liveOf(seed: SeedBranch, now: number): LiveBranch {
  // the local day and the one before (the last hour may start there), in any time zone
  const utcDay = Math.floor(now / DAY_MS);
  const bd = branchData(seed, now, { fromDay: utcDay - 2, toDay: utcDay + 1 });
  return liveFrom(seed.branch, now, (day, minute) => {
    const b = bucketAt(bd, day, minute);
    if (b < 0) return null;
    const o = b * FIELD_COUNT;
    return { valid: bd.data[o + F.VALID] === 1, in: bd.data[o + F.IN] ?? 0, out: bd.data[o + F.OUT] ?? 0, dwell: bd.data[o + F.DWELL] ?? 0, queueWait: bd.data[o + F.Q_WAIT] ?? 0 };
  });
}

export function getLive(query: unknown): InsightsOutcome<LiveResponse> {
  const parsed = parse(liveQuerySchema, query);
  if (!parsed.ok) return parsed;
  const seeds = resolveBranches(parsed.value.branchIds);
  if (!seeds.ok) return seeds;
  const now = insightsNow();
  return ok({ at: new Date(now).toISOString(), branches: seeds.value.map((s) => liveOf(s, now)) });
}

// ---------- GET /branches/{id}/zones ----------

export function getZones(id: string, query: unknown): InsightsOutcome<ZonesResponse> {
  const call = branchCall(id, zonesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seed } = call.value;
  const bd = branchData(seed, ctx.now);
  const zd = zoneData(bd);
  const zc = seed.zones.length;
  const limit = completeLimit(bd, ctx.now);
  const sum = (r: DayRange) => {
    const acc = new Float64Array(zc * 2);
    let visitors = 0;
    let valid = 0;
    const [start, end] = bucketSpan(bd, r, limit);
    for (let b = start; b < end; b++) {
      visitors += bd.data[b * FIELD_COUNT + F.IN] ?? 0;
      valid += bd.data[b * FIELD_COUNT + F.VALID] ?? 0;
      for (let k = 0; k < zc * 2; k++) acc[k] = (acc[k] ?? 0) + (zd[b * zc * 2 + k] ?? 0);
    }
    return { acc, visitors: valid > 0 ? visitors : null };
  };
  const main = sum(range);
  const cmpRange = compareRangeOf(range, q.compare ?? 'none');
  const cmp = cmpRange ? sum(cmpRange) : null;
  let trend: ZonesResponse['trend'] = null;
  const zoneId = q.zoneId;
  if (zoneId !== undefined) {
    const z = seed.zones.findIndex((zone) => zone.id === zoneId);
    if (z < 0) return invalid({ zoneId: [`Unknown zone "${zoneId}"`] });
    const granularity = granularityFor(range, q.granularity, 1);
    if (!granularity.ok) return granularity;
    const periods = periodTotals(bd, range, granularity.value, limit, fieldsFor(['visitors']));
    const visitsPer = new Float64Array(periodCount(range, granularity.value));
    const [start, end] = bucketSpan(bd, range, limit);
    const periodOf = periodIndexer(range, granularity.value);
    for (let b = start; b < end; b++) {
      const p = periodOf(bd.firstDay + (bd.dayIdx[b] ?? 0), bd.quarter[b] ?? 0);
      visitsPer[p] = (visitsPer[p] ?? 0) + (zd[b * zc * 2 + z * 2] ?? 0);
    }
    trend = { zoneId, granularity: granularity.value, points: zoneTrendPoints(range, granularity.value, periods, visitsPer) };
  }
  return ok({ trend, range: rangeOut(range), compareRange: cmpRange ? rangeOut(cmpRange) : null, visitors: main.visitors, zones: zoneRowsOf(seed.zones, main, cmp) });
}

export function getQueues(id: string, query: unknown): InsightsOutcome<QueuesResponse> {
  const call = branchCall(id, queuesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seed } = call.value;
  const checked = granularityFor(range, q.granularity, 1);
  if (!checked.ok) return checked;
  const granularity = checked.value;
  const bd = branchData(seed, ctx.now);
  const qd = queueData(bd);
  const qc = seed.queues.length;
  const periods = periodCount(range, granularity);
  const periodOf = periodIndexer(range, granularity);
  const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
  const queues: QueueStats[] = seed.queues.map((queue, qi) => {
    const totals = new Float64Array(QUEUE_FIELD_COUNT);
    let maxLength = 0;
    const perPeriod = new Float64Array(periods * 3); // arrivals, wait, served
    for (let b = start; b < end; b++) {
      const o = (b * qc + qi) * QUEUE_FIELD_COUNT;
      for (let f = 0; f < QUEUE_FIELD_COUNT - 1; f++) totals[f] = (totals[f] ?? 0) + (qd[o + f] ?? 0);
      maxLength = Math.max(maxLength, qd[o + QF.MAX_LENGTH] ?? 0);
      const p = periodOf(bd.firstDay + (bd.dayIdx[b] ?? 0), bd.quarter[b] ?? 0);
      if (bd.data[b * FIELD_COUNT + F.VALID] !== 1) continue;
      perPeriod[p * 3] = (perPeriod[p * 3] ?? 0) + (qd[o + QF.ARRIVALS] ?? 0);
      perPeriod[p * 3 + 1] = (perPeriod[p * 3 + 1] ?? 0) + (qd[o + QF.WAIT] ?? 0);
      perPeriod[p * 3 + 2] = (perPeriod[p * 3 + 2] ?? 0) + (qd[o + QF.SERVED] ?? 0);
    }
    const sums: QueueSums = {
      arrivals: totals[QF.ARRIVALS] ?? 0,
      served: totals[QF.SERVED] ?? 0,
      abandoned: totals[QF.ABANDONED] ?? 0,
      wait: totals[QF.WAIT] ?? 0,
      service: totals[QF.SERVICE] ?? 0,
      over: totals[QF.OVER] ?? 0,
      maxLength,
    };
    return queueStatsOf(queue, sums, perPeriod, range, granularity);
  });
  return ok({ range: rangeOut(range), granularity, queues });
}

export function getVisitors(query: unknown): InsightsOutcome<VisitorsResponse> {
  const call = rangedCall(visitorsQuerySchema, query);
  if (!call.ok) return call;
  const { ctx, range, seeds } = call.value;
  const totals = combinedTotals(seeds, range, ctx, () => 1);
  const bins = new Float64Array(DWELL_EDGES.length + 1);
  const { cells, dayCount } = weekHourCells(seeds, range, ctx, () => 1);
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    const [start, end] = bucketSpan(bd, range, completeLimit(bd, ctx.now));
    for (let b = start; b < end; b++) {
      const o = b * FIELD_COUNT;
      const visitors = bd.data[o + F.IN] ?? 0;
      if (visitors === 0) continue;
      const bounces = bd.data[o + F.BOUNCES] ?? 0;
      const stayers = visitors - bounces;
      bins[0] = (bins[0] ?? 0) + bounces;
      if (stayers <= 0) continue;
      // the stayers' dwell, beyond the 2 bounce minutes, modelled as exponential with the bucket's mean
      const meanMinutes = Math.max(3, ((bd.data[o + F.DWELL] ?? 0) - bounces * 60) / stayers / 60);
      const scale = meanMinutes - 2;
      let previous = 1;
      for (let e = 1; e < DWELL_EDGES.length; e++) {
        const beyond = Math.exp(-((DWELL_EDGES[e] ?? 0) - 2) / scale);
        bins[e] = (bins[e] ?? 0) + stayers * (previous - beyond);
        previous = beyond;
      }
      bins[DWELL_EDGES.length] = (bins[DWELL_EDGES.length] ?? 0) + stayers * previous;
    }
  }
  return ok(visitorsAnswer(range, totals, bins, cells, dayCount));
}

// ---------- GET /events ----------

export function getEvents(query: unknown): InsightsOutcome<EventsResponse> {
  const call = rangedCall(eventsQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const todayDay = getChain(ctx.now).todayDay;
  const perBranch = seeds.map((seed) => {
    const bd = branchData(seed, ctx.now, range);
    return branchEvents(seed, range, todayDay, outageRunsOf(bd, range, completeLimit(bd, ctx.now)));
  });
  return ok(eventsAnswer(range, perBranch, q.type));
}

/** The explained findings of one branch over local days [range] (`explainBranch` over the mock's buckets). */
export function explainedFindingsOf(seed: SeedBranch, range: DayRange, now: number): Finding[] {
  const todayDay = getChain(now).todayDay;
  const facts = explainWindow(range);
  const bd = branchData(seed, now, facts);
  const limit = completeLimit(bd, now);
  return explainBranch(seed, hourlyFactsOf(bd, facts.fromDay, facts.toDay, limit), branchEvents(seed, facts, todayDay, outageRunsOf(bd, facts, limit)), range.fromDay, range.toDay);
}

/** The findings of every branch over local days [range], chain-wide moves named seasonal. */
function computeChainFindings(range: DayRange, now: number): Finding[] {
  const chain = getChain(now);
  return chainFindings(
    chain.branches.map((seed) => explainedFindingsOf(seed, range, now)),
    chain.branches.length,
  );
}

// a list's filters, pages and refetches, another range over the same days, and the "Why?" of one
// of its anomalies reuse the findings of the days they cover
let findingsMemo = new DayMemo<Finding>();
let memoChain: unknown = null;

function chainFindingsOf(range: DayRange, now: number): Finding[] {
  // a new chain (another seed day, a reset) is new findings
  const chain = getChain(now);
  if (chain !== memoChain) {
    memoChain = chain;
    findingsMemo = new DayMemo<Finding>();
  }
  const settled = settledBefore(chain.branches.map((s) => s.branch.timezone), now);
  return findingsMemo.of(range, settled, now, (span) => computeChainFindings(span, now));
}

const currencyOf = (now: number, branchId: string) => getChain(now).byId.get(branchId)?.branch.currency ?? REPORTING_CURRENCY;

// ---------- GET /anomalies, GET /anomalies/{id} ----------

export function getAnomalies(query: unknown): InsightsOutcome<AnomaliesResponse> {
  const call = rangedCall(anomaliesQuerySchema, query);
  if (!call.ok) return call;
  const { q, ctx, range, seeds } = call.value;
  const tooLong = anomalyRangeErrors(range);
  if (tooLong) return invalid(tooLong);
  const wanted = new Set(seeds.map((s) => s.branch.id));
  const items: Anomaly[] = chainFindingsOf(range, ctx.now)
    .filter((f) => wanted.has(f.branchId))
    .map((f) => anomalyOf(f, currencyOf(ctx.now, f.branchId)));
  for (const seed of seeds) {
    const bd = branchData(seed, ctx.now, range);
    for (const o of outageRunsOf(bd, range, completeLimit(bd, ctx.now))) items.push(outageAnomaly(seed.branch.id, seed.branch.currency, o.day, o.fromQ, o.toQ));
  }
  return ok(anomaliesAnswer(range, items, q));
}

/** One anomaly with its explanation; not found for an id naming no finding (an outage has none). */
export function getAnomaly(id: string): InsightsOutcome<AnomalyDetail> {
  const ctx = context();
  const chain = getChain(ctx.now);
  if (!anomalyIdSchema.safeParse(id).success) return notFound;
  const target = anomalyTarget(id, chain.branches.map((s) => s.branch.id));
  if (!target || target.day > ctx.todayDay) return notFound;
  const finding = chainFindingsOf({ fromDay: target.day, toDay: target.day }, ctx.now).find((f) => f.id === id);
  return finding ? ok(anomalyDetailOf(finding, currencyOf(ctx.now, finding.branchId))) : notFound;
}
