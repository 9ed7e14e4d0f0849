// The store-analytics calls answered from SQL: the same validation (the contract's zod schemas),
// the same range rules and the same answers as the mock engine, with the summing done by the
// database (queries.ts) and the rates, labels and rounding done by the engine's own pure code.
import {
  branchesQuerySchema,
  REPORTING_CURRENCY,
  seriesQuerySchema,
  summaryQuerySchema,
  type BranchDetail,
  type BranchesResponse,
  type BranchWithKpis,
  type CompareMode,
  type Granularity,
  type InsightMetric,
  type Series,
  type SeriesResponse,
  type SummaryResponse,
} from '@atrium/api';
import { insightsPort } from '@atrium/mock-api';
import { accumulatorOf, byBranch, loadCatalog, periodSums, scopesOf, type BranchRow, type DayRange, type QueryOptions, type Scope, type Sql } from './queries';

const {
  CAP_SECONDS,
  checkGranularity,
  COMBINED_FIELDS,
  combineInto,
  compareRangeOf,
  coverageOf,
  DAY_MS,
  defaultGranularity,
  F,
  FIELD_COUNT,
  fieldsFor,
  kpisOf,
  moneyScale,
  parse,
  periodCount,
  pointsOf,
  rangeOut,
  readMetric,
  resolveRange,
  sparkGranularity,
} = insightsPort;

export type InsightsOutcome<T> = insightsPort.InsightsOutcome<T>;

const ok = <T>(value: T): InsightsOutcome<T> => ({ ok: true, value });
const invalid = (errors: Record<string, string[]>): InsightsOutcome<never> => ({ ok: false, reason: 'invalid', errors });
const notFound: InsightsOutcome<never> = { ok: false, reason: 'not-found' };

const BUCKET_SECONDS = 900;
const ALL_FIELDS = Int32Array.from({ length: FIELD_COUNT }, (_, i) => i);

export interface InsightsDeps {
  db: Sql;
  now: () => Date;
  options?: QueryOptions;
}

interface Ctx {
  now: number;
  todayDay: number;
}

function contextOf(deps: InsightsDeps): Ctx {
  const now = deps.now().getTime();
  return { now, todayDay: Math.floor(now / DAY_MS) };
}

async function resolveBranches(deps: InsightsDeps, ids: readonly string[] | undefined): Promise<InsightsOutcome<BranchRow[]>> {
  const catalog = await loadCatalog(deps.db);
  if (!ids || ids.length === 0) return ok(catalog.branches);
  const unknown = ids.filter((id) => !catalog.byId.has(id));
  if (unknown.length > 0) return invalid({ branchIds: unknown.map((id) => `Unknown branch "${id}"`) });
  return ok([...new Set(ids)].flatMap((id) => catalog.byId.get(id) ?? []));
}

/** Chain totals (COMBINED_FIELDS) over a range, summed per branch in SQL, combined in branch order. */
async function combinedTotals(deps: InsightsDeps, scopes: readonly Scope[], range: DayRange, money: (b: BranchRow) => number): Promise<Float64Array> {
  const rows = await periodSums(deps.db, scopes, range, 'total', ALL_FIELDS, deps.options);
  const out = new Float64Array(COMBINED_FIELDS);
  for (const { row } of scopes) combineInto(out, accumulatorOf(rows, row.key, 1, ALL_FIELDS), 1, row, money(row));
  return out;
}

// ---------- GET /branches/{id} ----------

export async function getInsightsBranch(deps: InsightsDeps, id: string): Promise<InsightsOutcome<BranchDetail>> {
  const row = (await loadCatalog(deps.db)).byId.get(id);
  return row ? ok({ branch: row.branch, zones: row.zones, queues: row.queues }) : notFound;
}

// ---------- GET /summary ----------

export async function getSummary(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<SummaryResponse>> {
  const parsed = parse(summaryQuerySchema, query);
  if (!parsed.ok) return parsed;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  const rows = await resolveBranches(deps, parsed.value.branchIds);
  if (!rows.ok) return rows;
  const scopes = scopesOf(rows.value, ctx.now);
  const money = moneyScale(rows.value, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range.value, parsed.value.compare ?? 'none');
  const [main, cmp] = await Promise.all([
    combinedTotals(deps, scopes, range.value, money.factor),
    cmpRange ? combinedTotals(deps, scopes, cmpRange, money.factor) : Promise.resolve(null),
  ]);
  return ok({
    range: rangeOut(range.value),
    compareRange: cmpRange ? rangeOut(cmpRange) : null,
    currency: money.currency,
    branchIds: rows.value.map((r) => r.branch.id),
    coverage: coverageOf(main),
    compareCoverage: cmp ? coverageOf(cmp) : null,
    kpis: kpisOf(main, cmp),
  });
}

// ---------- GET /series ----------

/** Per-branch period sums of one range, fetched once for every group of a series call. */
async function branchPeriods(deps: InsightsDeps, scopes: readonly Scope[], range: DayRange, granularity: Granularity, fields: Int32Array) {
  return byBranch(await periodSums(deps.db, scopes, range, granularity, fields, deps.options));
}

/** Combines branches' period sums into COMBINED_FIELDS per period, as the engine does. */
function combinePeriods(
  rowsByBranch: Map<number, Array<{ p: number; v: number[] }>>,
  group: readonly BranchRow[],
  periods: number,
  granularity: Granularity,
  money: (b: BranchRow) => number,
  fields: Int32Array,
): Float64Array {
  const out = new Float64Array(periods * COMBINED_FIELDS);
  for (const row of group) {
    const rows = rowsByBranch.get(row.key) ?? [];
    const factor = money(row);
    if (granularity === 'hour') {
      // the engine's hourly path adds each hour straight in, money scaled by multiplication
      const capacitySeconds = BUCKET_SECONDS * row.branch.capacity;
      const validAt = fields.indexOf(F.VALID);
      for (const r of rows) {
        if (r.p < 0 || r.p >= periods) continue;
        const t = r.p * COMBINED_FIELDS;
        for (let k = 0; k < fields.length; k++) {
          const f = fields[k] as number;
          const v = r.v[k] ?? 0;
          out[t + f] = (out[t + f] as number) + (f === F.SALES || f === F.VALID_SALES ? v * factor : v);
        }
        out[t + CAP_SECONDS] = (out[t + CAP_SECONDS] as number) + (r.v[validAt] ?? 0) * capacitySeconds;
      }
    } else {
      const acc = accumulatorOf(
        rows.map((r) => ({ b: row.key, p: r.p, v: r.v })),
        row.key,
        periods,
        fields,
      );
      combineInto(out, acc, periods, row, factor, fields);
    }
  }
  return out;
}

export async function computeSeries(
  deps: InsightsDeps,
  rows: readonly BranchRow[],
  metrics: readonly InsightMetric[],
  range: DayRange,
  granularity: Granularity,
  compare: CompareMode,
  groupBy: 'none' | 'branch',
  ctx: Ctx = contextOf(deps),
): Promise<SeriesResponse> {
  const money = moneyScale(rows, REPORTING_CURRENCY);
  const cmpRange = compareRangeOf(range, compare);
  const scopes = scopesOf(rows, ctx.now);
  const fields = fieldsFor(metrics);
  const [mainRows, cmpRows] = await Promise.all([
    branchPeriods(deps, scopes, range, granularity, fields),
    cmpRange ? branchPeriods(deps, scopes, cmpRange, granularity, fields) : Promise.resolve(null),
  ]);
  const groups: Array<{ branchId: string | null; rows: readonly BranchRow[] }> =
    groupBy === 'branch' ? rows.map((r) => ({ branchId: r.branch.id, rows: [r] })) : [{ branchId: null, rows }];
  const periods = periodCount(range, granularity);
  const cmpPeriods = cmpRange ? periodCount(cmpRange, granularity) : 0;
  const series: Series[] = [];
  const total = new Float64Array(COMBINED_FIELDS);
  for (const group of groups) {
    const main = combinePeriods(mainRows, group.rows, periods, granularity, money.factor, fields);
    const cmp = cmpRange && cmpRows ? combinePeriods(cmpRows, group.rows, cmpPeriods, granularity, money.factor, fields) : null;
    for (let p = 0; p < main.length; p += COMBINED_FIELDS) {
      total[F.BUCKETS] = (total[F.BUCKETS] ?? 0) + (main[p + F.BUCKETS] ?? 0);
      total[F.VALID] = (total[F.VALID] ?? 0) + (main[p + F.VALID] ?? 0);
    }
    for (const metric of metrics) series.push({ metric, branchId: group.branchId, points: pointsOf(metric, range, granularity, main, cmp, cmpPeriods) });
  }
  return {
    range: rangeOut(range),
    compareRange: cmpRange ? rangeOut(cmpRange) : null,
    granularity,
    currency: money.currency,
    coverage: coverageOf(total),
    series,
  };
}

export async function getSeries(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<SeriesResponse>> {
  const parsed = parse(seriesQuerySchema, query);
  if (!parsed.ok) return parsed;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, parsed.value.from, parsed.value.to);
  if (!range.ok) return range;
  const rows = await resolveBranches(deps, parsed.value.branchIds);
  if (!rows.ok) return rows;
  const granularity = parsed.value.granularity ?? defaultGranularity(range.value.toDay - range.value.fromDay + 1);
  const check = checkGranularity(range.value, granularity, rows.value.length);
  if (!check.ok) return check;
  return ok(await computeSeries(deps, rows.value, [...new Set(parsed.value.metric)], range.value, granularity, parsed.value.compare ?? 'none', parsed.value.groupBy ?? 'none', ctx));
}

// ---------- GET /branches (the ranking) ----------

export async function listInsightsBranches(deps: InsightsDeps, query: unknown): Promise<InsightsOutcome<BranchesResponse>> {
  const parsed = parse(branchesQuerySchema, query);
  if (!parsed.ok) return parsed;
  const q = parsed.value;
  const ctx = contextOf(deps);
  const range = resolveRange(ctx, q.from, q.to);
  if (!range.ok) return range;
  const needle = q.q?.trim().toLowerCase() ?? '';
  const country = q.country?.trim().toLowerCase() ?? '';
  const catalog = await loadCatalog(deps.db);
  const filtered = catalog.branches.filter(
    ({ branch }) =>
      (needle === '' || [branch.name, branch.code, branch.city, branch.country].some((v) => v.toLowerCase().includes(needle))) &&
      (q.status === undefined || branch.status === q.status) &&
      (country === '' || branch.country.toLowerCase() === country || branch.countryCode.toLowerCase() === country),
  );
  const scopes = scopesOf(filtered, ctx.now);
  // one GROUP BY gives every filtered branch's totals: the ranking sorts on them
  const totals = await periodSums(deps.db, scopes, range.value, 'total', ALL_FIELDS, deps.options);
  const rows = filtered.map((row) => {
    const acc = new Float64Array(COMBINED_FIELDS);
    combineInto(acc, accumulatorOf(totals, row.key, 1, ALL_FIELDS), 1, row, 1);
    const sales = readMetric('sales', acc);
    return {
      row,
      acc,
      kpis: {
        visitors: readMetric('visitors', acc),
        conversion: readMetric('conversion', acc),
        sales,
        salesReporting: sales === null ? null : Math.round(((sales * row.fxToReporting * 100) / 10 ** row.currencyDigits) * 100) / 100,
        atv: readMetric('atv', acc),
        occupancyRate: readMetric('occupancyRate', acc),
        avgDwell: readMetric('avgDwell', acc),
      },
    };
  });
  type Row = (typeof rows)[number];
  const keys: Record<string, (r: Row) => string | number | null> = {
    name: (r) => r.row.branch.name,
    city: (r) => r.row.branch.city,
    visitors: (r) => r.kpis.visitors,
    conversion: (r) => r.kpis.conversion,
    sales: (r) => r.kpis.salesReporting,
    occupancy: (r) => r.kpis.occupancyRate,
  };
  const key = q.sortBy ? keys[q.sortBy] : undefined;
  const dir = q.orderBy === 'desc' ? -1 : 1;
  const sorted = key
    ? rows
        .map((r, i) => ({ r, i, k: key(r) }))
        .sort((a, b) => {
          // missing values sort last in either direction; ties keep the seed order
          if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1;
          const c = typeof a.k === 'string' && typeof b.k === 'string' ? a.k.localeCompare(b.k) : Number(a.k) - Number(b.k);
          return c !== 0 ? c * dir : a.i - b.i;
        })
        .map((x) => x.r)
    : rows;
  const perPage = q.itemsPerPage ?? 10;
  const page = q.page ?? 1;
  const shown = sorted.slice((page - 1) * perPage, page * perPage);
  // sparklines only for the page shown: visitors per day, week or month
  const spark = sparkGranularity(range.value.toDay - range.value.fromDay + 1);
  const periods = periodCount(range.value, spark);
  const sparkFields = Int32Array.from([F.IN, F.VALID]);
  const sparkRows = await periodSums(deps.db, scopesOf(shown.map((r) => r.row), ctx.now), range.value, spark, sparkFields, deps.options);
  const branches: BranchWithKpis[] = shown.map(({ row, acc, kpis }) => {
    const per = accumulatorOf(sparkRows, row.key, periods, sparkFields);
    const sparkline: Array<number | null> = [];
    for (let p = 0; p < per.length; p += FIELD_COUNT) sparkline.push((per[p + F.VALID] ?? 0) > 0 ? (per[p + F.IN] ?? 0) : null);
    return { ...row.branch, kpis, sparkline, coverage: coverageOf(acc) };
  });
  return ok({ branches, total: sorted.length, range: rangeOut(range.value), reportingCurrency: REPORTING_CURRENCY });
}
