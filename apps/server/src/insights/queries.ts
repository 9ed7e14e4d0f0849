// The SQL side of the analytics: every call's heavy lifting is one GROUP BY over the facts (or
// their hourly/daily roll-ups) that returns per-branch, per-period sums of the additive fields;
// the services turn those sums into rates with the engine's own readers.
//
// Completeness: a branch's data ends at its current local quarter (`limit`, a bucket index
// `bi`). A roll-up row is used only when its hour (day) ends at or before the limit; the
// quarters of the hour (day) in progress come from the facts, so the sums equal the engine's.
import type { AnomaliesResponse, Anomaly, Branch, Granularity, Queue, Zone } from '@atrium/api';
import * as domain from '@atrium/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { FACT_COLUMNS } from './schema';

const { FIELD_COUNT, monthKeyOf, toLocal } = domain;

/** What the queries need of a database or a transaction. */
export type Sql = Pick<Database, 'execute'>;

/** A branch as stored: the contract's branch, its zones and queues, and what money scaling reads. */
export interface BranchRow {
  key: number;
  branch: Branch;
  zones: Zone[];
  queues: Queue[];
  currencyDigits: number;
  fxToReporting: number;
}

export interface Catalog {
  branches: BranchRow[];
  byId: Map<string, BranchRow>;
}

const catalogs = new WeakMap<object, Promise<Catalog>>();

/** The branches with their zones and queues, read once per database (they change only at seed). */
export function loadCatalog(db: Sql): Promise<Catalog> {
  let cached = catalogs.get(db);
  if (!cached) {
    cached = readCatalog(db);
    catalogs.set(db, cached);
    // a failed read is not kept: the next call tries again
    cached.catch(() => catalogs.delete(db));
  }
  return cached;
}

/** Forgets the cached branches of a database (after a re-seed). */
export function forgetCatalog(db: Sql): void {
  catalogs.delete(db);
  seedChains.delete(db);
  anomalyMemos.delete(db);
}

/** The explained findings and outage runs of the chain per database, kept per day (services.ts `chainFindingsOf`). */
export interface AnomalyMemos {
  findings: domain.DayMemo<domain.Finding>;
  outages: domain.DayMemo<OutageRow>;
  /** per range and branches: the list's items, shaped and sorted, while the memos' stamps stay */
  answers: Map<string, { stamp: string; items: Anomaly[]; pages: Map<string, AnomaliesResponse> }>;
}
export const anomalyMemos = new WeakMap<object, AnomalyMemos>();

const seedChains = new WeakMap<object, Promise<domain.Chain>>();

/**
 * The chain the facts were generated from (the seed day's): its calendar (promotions, rain days,
 * changed hours) is a pure function of it, as the facts were, so GET /events answers from it and
 * the outage runs in SQL. Read once per database.
 */
export function loadSeedChain(db: Sql): Promise<domain.Chain> {
  let cached = seedChains.get(db);
  if (!cached) {
    cached = (async () => {
      const meta = rowsOf<{ seed_day: number }>(await db.execute(sql`select seed_day from insights_meta where id = 1`))[0];
      if (!meta) throw new Error('The analytics tables are not seeded');
      return domain.buildChain(Number(meta.seed_day));
    })();
    seedChains.set(db, cached);
    cached.catch(() => seedChains.delete(db));
  }
  return cached;
}

async function readCatalog(db: Sql): Promise<Catalog> {
  const branchRows = rowsOf<{ branch_key: number; data: Branch | string; currency_digits: number; fx_to_reporting: number }>(
    await db.execute(sql`select branch_key, data, currency_digits, fx_to_reporting from insights_branches order by branch_key`),
  );
  const zoneRows = rowsOf<{ branch_key: number; data: Zone | string }>(await db.execute(sql`select branch_key, data from insights_zones order by branch_key, zone_idx`));
  const queueRows = rowsOf<{ branch_key: number; data: Queue | string }>(await db.execute(sql`select branch_key, data from insights_queues order by branch_key, queue_idx`));
  const branches = branchRows.map(
    (r): BranchRow => ({ key: r.branch_key, branch: json<Branch>(r.data), zones: [], queues: [], currencyDigits: r.currency_digits, fxToReporting: Number(r.fx_to_reporting) }),
  );
  const byKey = new Map(branches.map((b) => [b.key, b]));
  for (const z of zoneRows) byKey.get(z.branch_key)?.zones.push(json<Zone>(z.data));
  for (const q of queueRows) byKey.get(q.branch_key)?.queues.push(json<Queue>(q.data));
  return { branches, byId: new Map(branches.map((b) => [b.branch.id, b])) };
}

/** jsonb comes back parsed from both drivers; a string is parsed for safety. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const QUARTERS_PER_DAY = 96;

/** Bucket index of the first quarter not complete at `now` in the branch's zone. */
export function limitOf(branch: Branch, now: number): number {
  const local = toLocal(branch.timezone, now);
  return local.day * QUARTERS_PER_DAY + Math.floor(local.minute / 15);
}

export interface Scope {
  row: BranchRow;
  limit: number;
}

export function scopesOf(rows: readonly BranchRow[], now: number): Scope[] {
  const byZone = new Map<string, ReturnType<typeof toLocal>>();
  return rows.map((row) => {
    let local = byZone.get(row.branch.timezone);
    if (!local) byZone.set(row.branch.timezone, (local = toLocal(row.branch.timezone, now)));
    return { row, limit: local.day * QUARTERS_PER_DAY + Math.floor(local.minute / 15) };
  });
}

export interface DayRange {
  fromDay: number;
  toDay: number;
}

export type Grain = Granularity | 'total';

export interface QueryOptions {
  /** read complete hours and days from the roll-ups (default); false: facts only (the scale run's baseline) */
  rollups?: boolean;
  /** above this many branches a chain-wide series is summed per money factor in SQL (default 48) */
  groupAbove?: number;
}

/** An integer written into SQL text (never user text: every caller passes computed numbers). */
export function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
}

function limitsCte(scopes: readonly Scope[]): SQL {
  return sql.raw(`with lim(b, l) as (values ${scopes.map((s) => `(${int(s.row.key)}, ${int(s.limit)})`).join(', ')})`);
}

const monthOfDay = (day: string) => `(extract(year from date '1970-01-01' + (${day}))::int * 12 + extract(month from date '1970-01-01' + (${day}))::int - 1)`;

/** Period of a local day (and its month key) for the day-based grains, as SQL text. */
function dayPeriod(grain: Exclude<Grain, '15min' | 'hour'>, range: DayRange, day: string, month: string): string {
  switch (grain) {
    case 'day':
      return `(${day}) - ${range.fromDay}`;
    case 'week':
      return `((${day}) + 3) / 7 - ${Math.floor((range.fromDay + 3) / 7)}`;
    case 'month':
      return `(${month}) - ${monthKeyOf(range.fromDay)}`;
    case 'total':
      return '0';
  }
}

export interface PeriodRow {
  /** branch key */
  b: number;
  /** period index within the range */
  p: number;
  /** the summed fields, in the order asked */
  v: number[];
  /** grouped rows: Σ valid × capacity of the group's branches */
  cap?: number;
}

/**
 * Per-branch, per-period sums of the given fields (generator offsets) over local days
 * [fromDay, toDay], cut at each branch's completion limit; rows ordered by branch key, period.
 *
 * With `groupOf`, rows are summed per group instead (`b` is the group index) and each row also
 * carries Σ valid × capacity of its branches (`cap`): a chain of hundreds of branches then sends
 * a handful of rows per period rather than one per branch.
 */
export async function periodSums(
  db: Sql,
  scopes: readonly Scope[],
  range: DayRange,
  grain: Grain,
  fields: ArrayLike<number>,
  options: QueryOptions = {},
  groupOf?: (scope: Scope) => number,
): Promise<PeriodRow[]> {
  if (scopes.length === 0) return [];
  const cols = Array.from(fields, (f) => FACT_COLUMNS[f] ?? 'buckets');
  const grouped = groupOf !== undefined;
  // the branch (or its group), the fields, and in groups the capacity-weighted online buckets
  const pick = (alias: string, cte: string) =>
    `${grouped ? `${cte}.g` : `${alias}.branch_key`} as b, ${cols.map((c, i) => `${alias}."${c}" as c${i}`).join(', ')}${grouped ? `, ${alias}."valid"::bigint * ${cte}.cap as capv` : ''}`;
  const sums = cols.map((_, i) => `sum(c${i})::float8 as c${i}`).join(', ') + (grouped ? ', sum(capv)::float8 as cap' : '');
  const fromBi = range.fromDay * QUARTERS_PER_DAY;
  const toBi = (range.toDay + 1) * QUARTERS_PER_DAY;
  const rollups = options.rollups !== false && grain !== '15min';
  // roll-ups cover the hours (days) that end by the limit; the facts the rest, per branch
  const unit = grain === 'hour' ? 4 : QUARTERS_PER_DAY;
  const rollupEnd = (s: Scope) => Math.floor(s.limit / unit) * unit;
  const parts = scopes.map((s) => ({ s, lo: rollups ? Math.max(fromBi, rollupEnd(s)) : fromBi, hi: Math.min(toBi, s.limit) })).filter((x) => x.lo < x.hi);
  const row = (s: Scope) => `${int(s.row.key)}, ${int(s.limit)}, ${grouped ? int(groupOf(s)) : '0'}, ${int(s.row.branch.capacity)}`;
  const ctes = [`lim(b, l, g, cap) as (values ${scopes.map((s) => `(${row(s)})`).join(', ')})`];
  if (parts.length > 0) ctes.push(`part(b, lo, hi, g, cap) as (values ${parts.map((x) => `(${int(x.s.row.key)}, ${int(x.lo)}, ${int(x.hi)}, ${grouped ? int(groupOf(x.s)) : '0'}, ${int(x.s.row.branch.capacity)})`).join(', ')})`);
  let factPeriod: string;
  let rollup = '';
  if (grain === '15min') {
    factPeriod = `f.bi - ${fromBi}`;
  } else if (grain === 'hour') {
    const fromHb = range.fromDay * 24;
    factPeriod = `f.bi / 4 - ${fromHb}`;
    rollup = `select ${pick('h', 'lim')}, h.hb - ${fromHb} as p from insights_facts_hourly h join lim on lim.b = h.branch_key
           where h.hb >= ${fromHb} and h.hb < ${(range.toDay + 1) * 24} and h.hb < lim.l / 4`;
  } else {
    const factDay = 'f.bi / 96';
    factPeriod = dayPeriod(grain, range, factDay, grain === 'month' ? monthOfDay(factDay) : '0');
    rollup = `select ${pick('d', 'lim')}, ${dayPeriod(grain, range, 'd.day', 'd.month_key')} as p from insights_facts_daily d join lim on lim.b = d.branch_key
           where d.day >= ${range.fromDay} and d.day <= ${range.toDay} and d.day < lim.l / 96`;
  }
  const facts = parts.length > 0 ? `select ${pick('f', 'part')}, ${factPeriod} as p from insights_facts f join part on part.b = f.branch_key where f.bi >= part.lo and f.bi < part.hi` : '';
  const body = [rollups ? rollup : '', facts].filter((x) => x !== '').join(' union all ');
  if (body === '') return [];
  const query = sql.raw(`with ${ctes.join(', ')} select b, p, ${sums} from (${body}) u group by b, p order by b, p`);
  const rows = rowsOf<Record<string, number>>(await db.execute(query));
  return rows.map((r) => ({ b: Number(r.b), p: Number(r.p), v: cols.map((_, i) => Number(r[`c${i}`] ?? 0)), ...(grouped ? { cap: Number(r.cap ?? 0) } : {}) }));
}

/** The rows of one branch as an engine accumulator (FIELD_COUNT per period; unasked fields stay 0). */
export function accumulatorOf(rows: readonly PeriodRow[], key: number, periods: number, fields: ArrayLike<number>): Float64Array {
  const acc = new Float64Array(periods * FIELD_COUNT);
  for (const row of rows) {
    if (row.b !== key || row.p < 0 || row.p >= periods) continue;
    const o = row.p * FIELD_COUNT;
    for (let i = 0; i < fields.length; i++) acc[o + (fields[i] as number)] = row.v[i] ?? 0;
  }
  return acc;
}

/** Rows grouped by branch key (rows arrive ordered by key, then period). */
export function byBranch(rows: readonly PeriodRow[]): Map<number, PeriodRow[]> {
  const out = new Map<number, PeriodRow[]>();
  for (const row of rows) {
    let list = out.get(row.b);
    if (!list) out.set(row.b, (list = []));
    list.push(row);
  }
  return out;
}

/**
 * The union that yields one row per branch and local hour (`hb` = day × 24 + hour) over local
 * days [fromDay, toDay], cut at each branch's limit: complete hours from the hourly roll-up, the
 * hour in progress from the facts (or every hour from the facts without roll-ups).
 */
function hourSource(scopes: readonly Scope[], range: DayRange, cols: readonly string[], rollups: boolean): { ctes: string; body: string } {
  const pick = (alias: string) => cols.map((c, i) => `${alias}."${c}" as c${i}`).join(', ');
  const fromBi = range.fromDay * QUARTERS_PER_DAY;
  const toBi = (range.toDay + 1) * QUARTERS_PER_DAY;
  const parts = scopes.map((s) => ({ s, lo: rollups ? Math.max(fromBi, Math.floor(s.limit / 4) * 4) : fromBi, hi: Math.min(toBi, s.limit) })).filter((x) => x.lo < x.hi);
  const ctes = [`lim(b, l) as (values ${scopes.map((s) => `(${int(s.row.key)}, ${int(s.limit)})`).join(', ')})`];
  if (parts.length > 0) ctes.push(`part(b, lo, hi) as (values ${parts.map((x) => `(${int(x.s.row.key)}, ${int(x.lo)}, ${int(x.hi)})`).join(', ')})`);
  const facts = parts.length > 0 ? `select f.branch_key as b, f.bi / 4 as hb, ${pick('f')} from insights_facts f join part on part.b = f.branch_key where f.bi >= part.lo and f.bi < part.hi` : '';
  const rollup = rollups
    ? `select h.branch_key as b, h.hb, ${pick('h')} from insights_facts_hourly h join lim on lim.b = h.branch_key
           where h.hb >= ${range.fromDay * 24} and h.hb < ${(range.toDay + 1) * 24} and h.hb < lim.l / 4`
    : '';
  const body = [rollup, facts].filter((x) => x !== '').join(' union all ');
  // nothing to read: an empty source that still has the columns
  return { ctes: `with ${ctes.join(', ')}`, body: body === '' ? `select 0 as b, 0 as hb, ${cols.map((_, i) => `0 as c${i}`).join(', ')} where false` : body };
}

export interface HourRow {
  b: number;
  hb: number;
  v: number[];
}

/** Per-branch sums of the fields per local hour (rows ordered by branch key, hour). */
export async function hourSums(db: Sql, scopes: readonly Scope[], range: DayRange, fields: ArrayLike<number>, options: QueryOptions = {}): Promise<HourRow[]> {
  if (scopes.length === 0) return [];
  const cols = Array.from(fields, (f) => FACT_COLUMNS[f] ?? 'buckets');
  const sums = cols.map((_, i) => `sum(c${i})::float8 as c${i}`).join(', ');
  const { ctes, body } = hourSource(scopes, range, cols, options.rollups !== false);
  const query = sql.raw(`${ctes} select b, hb, ${sums} from (${body}) u group by b, hb order by b, hb`);
  return rowsOf<Record<string, number>>(await db.execute(query)).map((r) => ({ b: Number(r.b), hb: Number(r.hb), v: cols.map((_, i) => Number(r[`c${i}`] ?? 0)) }));
}

export interface WeekHourRows {
  /** per branch and weekday × 24 + hour cell: the sums of the fields */
  cells: PeriodRow[];
  /** per cell: the distinct local days with data in that cell, over all branches */
  days: Map<number, number>;
}

/** Weekday × local hour sums per branch (Monday 0), and the days each cell was open. */
export async function weekHourSums(db: Sql, scopes: readonly Scope[], range: DayRange, fields: ArrayLike<number>, options: QueryOptions = {}): Promise<WeekHourRows> {
  if (scopes.length === 0) return { cells: [], days: new Map() };
  const cols = Array.from(fields, (f) => FACT_COLUMNS[f] ?? 'buckets');
  const sums = cols.map((_, i) => `sum(c${i})::float8 as c${i}`).join(', ');
  const { ctes, body } = hourSource(scopes, range, cols, options.rollups !== false);
  const cell = `((hb / 24 + 3) % 7) * 24 + hb % 24`;
  const cellsQuery = sql.raw(`${ctes} select b, ${cell} as p, ${sums} from (${body}) u group by b, p order by b, p`);
  const daysQuery = sql.raw(`${ctes} select ${cell} as p, count(distinct hb / 24)::int as n from (${body}) u group by p`);
  const [cellRows, dayRows] = await Promise.all([db.execute(cellsQuery), db.execute(daysQuery)]);
  return {
    cells: rowsOf<Record<string, number>>(cellRows).map((r) => ({ b: Number(r.b), p: Number(r.p), v: cols.map((_, i) => Number(r[`c${i}`] ?? 0)) })),
    days: new Map(rowsOf<{ p: number; n: number }>(dayRows).map((r) => [Number(r.p), Number(r.n)])),
  };
}

/** Visits and dwell per zone (by index) of one branch over a range, cut at its limit. */
export async function zoneSums(db: Sql, scope: Scope, range: DayRange): Promise<Map<number, { visits: number; dwell: number }>> {
  const query = sql.raw(
    `select z.idx::int as i, sum(z.v)::float8 as visits, sum(z.d)::float8 as dwell
       from insights_zone_facts f, unnest(f.visits, f.dwell_seconds) with ordinality as z(v, d, idx)
      where f.branch_key = ${int(scope.row.key)} and f.bi >= ${int(range.fromDay * QUARTERS_PER_DAY)} and f.bi < ${int(Math.min((range.toDay + 1) * QUARTERS_PER_DAY, scope.limit))}
      group by z.idx`,
  );
  const out = new Map<number, { visits: number; dwell: number }>();
  for (const r of rowsOf<{ i: number; visits: number; dwell: number }>(await db.execute(query))) out.set(Number(r.i) - 1, { visits: Number(r.visits), dwell: Number(r.dwell) });
  return out;
}

/**
 * One branch's hourly facts over local days [range] for the explainer (`domain.explainBranch`):
 * every field per hour, zone visits per hour and per-queue arrivals, served and wait per hour,
 * cut at the scope's limit, as the mock's `hourlyFactsOf` reads its buckets.
 */
export async function hourlyFacts(db: Sql, scope: Scope, range: DayRange, options: QueryOptions = {}): Promise<domain.HourlyFacts> {
  const days = range.toDay - range.fromDay + 1;
  const zc = scope.row.zones.length;
  const qc = scope.row.queues.length;
  const { FIELD_COUNT: FC, HOUR_QUEUE_FIELDS: QFC, HQ } = domain;
  const totals = new Float64Array(days * 24 * FC);
  const zones = new Float64Array(days * 24 * zc);
  const queues = new Float64Array(days * 24 * qc * QFC);
  const lo = range.fromDay * QUARTERS_PER_DAY;
  const hi = Math.min((range.toDay + 1) * QUARTERS_PER_DAY, scope.limit);
  const where = `f.branch_key = ${int(scope.row.key)} and f.bi >= ${int(lo)} and f.bi < ${int(hi)}`;
  const [hours, zoneRows, queueRows] = await Promise.all([
    hourSums(db, [scope], range, Int32Array.from({ length: FC }, (_, i) => i), options),
    db.execute(sql.raw(`select f.bi / 4 as hb, z.idx::int as i, sum(z.v)::float8 as v from insights_zone_facts f, unnest(f.visits) with ordinality as z(v, idx) where ${where} group by hb, z.idx`)),
    db.execute(
      sql.raw(
        `select f.bi / 4 as hb, q.idx::int as i, sum(q.a)::float8 as a, sum(q.s)::float8 as s, sum(q.w)::float8 as w
           from insights_queue_facts f, unnest(f.arrivals, f.served, f.wait_seconds) with ordinality as q(a, s, w, idx) where ${where} group by hb, q.idx`,
      ),
    ),
  ]);
  const base = range.fromDay * 24;
  for (const h of hours) {
    const slot = h.hb - base;
    if (slot < 0 || slot >= days * 24) continue;
    for (let f = 0; f < FC; f++) totals[slot * FC + f] = h.v[f] ?? 0;
  }
  for (const r of rowsOf<{ hb: number; i: number; v: number }>(zoneRows)) {
    const slot = Number(r.hb) - base;
    if (slot >= 0 && slot < days * 24) zones[slot * zc + Number(r.i) - 1] = Number(r.v);
  }
  for (const r of rowsOf<{ hb: number; i: number; a: number; s: number; w: number }>(queueRows)) {
    const slot = Number(r.hb) - base;
    if (slot < 0 || slot >= days * 24) continue;
    const o = (slot * qc + Number(r.i) - 1) * QFC;
    queues[o + HQ.ARRIVALS] = Number(r.a);
    queues[o + HQ.SERVED] = Number(r.s);
    queues[o + HQ.WAIT] = Number(r.w);
  }
  return { fromDay: range.fromDay, days, totals, zoneCount: zc, zones, queueCount: qc, queues };
}

/** SQL of a bucket's period index (from `bi`) at a granularity, relative to the range start. */
function biPeriod(granularity: Granularity, range: DayRange): string {
  switch (granularity) {
    case '15min':
      return `f.bi - ${int(range.fromDay * QUARTERS_PER_DAY)}`;
    case 'hour':
      return `f.bi / 4 - ${int(range.fromDay * 24)}`;
    case 'day':
      return `f.bi / 96 - ${int(range.fromDay)}`;
    case 'week':
      return `(f.bi / 96 + 3) / 7 - ${int(Math.floor((range.fromDay + 3) / 7))}`;
    case 'month':
      return `${monthOfDay('f.bi / 96')} - ${int(monthKeyOf(range.fromDay))}`;
  }
}

/** One zone's visits per period of a range. */
export async function zoneVisitsPerPeriod(db: Sql, scope: Scope, zoneIndex: number, range: DayRange, granularity: Granularity): Promise<Map<number, number>> {
  const query = sql.raw(
    `select ${biPeriod(granularity, range)} as p, sum(f.visits[${int(zoneIndex + 1)}])::float8 as visits
       from insights_zone_facts f
      where f.branch_key = ${int(scope.row.key)} and f.bi >= ${int(range.fromDay * QUARTERS_PER_DAY)} and f.bi < ${int(Math.min((range.toDay + 1) * QUARTERS_PER_DAY, scope.limit))}
      group by p`,
  );
  return new Map(rowsOf<{ p: number; visits: number }>(await db.execute(query)).map((r) => [Number(r.p), Number(r.visits)]));
}

/** A queue's sums over a range, as the engine's queueStatsOf reads them. */
export type QueueTotals = domain.QueueSums;

/** Per queue (by index): totals over a range, and arrivals, wait and served per period. */
export async function queueSums(
  db: Sql,
  scope: Scope,
  range: DayRange,
  granularity: Granularity,
): Promise<{ totals: Map<number, QueueTotals>; periods: Map<number, Array<{ p: number; arrivals: number; wait: number; served: number }>> }> {
  const where = `f.branch_key = ${int(scope.row.key)} and f.bi >= ${int(range.fromDay * QUARTERS_PER_DAY)} and f.bi < ${int(Math.min((range.toDay + 1) * QUARTERS_PER_DAY, scope.limit))}`;
  const unnest = `unnest(f.arrivals, f.served, f.abandoned, f.wait_seconds, f.service_seconds, f.served_over_target, f.max_length) with ordinality as q(a, s, ab, w, sv, o, ml, idx)`;
  const totalsQuery = sql.raw(
    `select q.idx::int as i, sum(q.a)::float8 as a, sum(q.s)::float8 as s, sum(q.ab)::float8 as ab, sum(q.w)::float8 as w, sum(q.sv)::float8 as sv, sum(q.o)::float8 as o, max(q.ml)::int as ml
       from insights_queue_facts f, ${unnest} where ${where} group by q.idx`,
  );
  const periodsQuery = sql.raw(
    `select q.idx::int as i, ${biPeriod(granularity, range)} as p, sum(q.a)::float8 as a, sum(q.w)::float8 as w, sum(q.s)::float8 as s
       from insights_queue_facts f, ${unnest} where ${where} group by q.idx, p order by q.idx, p`,
  );
  const [totalRows, periodRows] = await Promise.all([db.execute(totalsQuery), db.execute(periodsQuery)]);
  const totals = new Map<number, QueueTotals>();
  for (const r of rowsOf<Record<string, number>>(totalRows)) {
    totals.set(Number(r.i) - 1, { arrivals: Number(r.a), served: Number(r.s), abandoned: Number(r.ab), wait: Number(r.w), service: Number(r.sv), over: Number(r.o), maxLength: Number(r.ml) });
  }
  const periods = new Map<number, Array<{ p: number; arrivals: number; wait: number; served: number }>>();
  for (const r of rowsOf<Record<string, number>>(periodRows)) {
    const i = Number(r.i) - 1;
    let list = periods.get(i);
    if (!list) periods.set(i, (list = []));
    list.push({ p: Number(r.p), arrivals: Number(r.a), wait: Number(r.w), served: Number(r.s) });
  }
  return { totals, periods };
}

export interface OutageRow {
  b: number;
  day: number;
  /** first and last quarter of the run of offline buckets */
  fromQ: number;
  toQ: number;
}

/** Runs of consecutive offline buckets within a local day (gaps and islands), per branch. */
export async function outageRuns(db: Sql, scopes: readonly Scope[], range: DayRange): Promise<OutageRow[]> {
  if (scopes.length === 0) return [];
  const query = sql.join(
    [
      limitsCte(scopes),
      sql.raw(
        ` select b, day, min(q)::int as from_q, max(q)::int as to_q from (
            select f.branch_key as b, f.bi / 96 as day, f.bi % 96 as q,
                   f.bi - row_number() over (partition by f.branch_key, f.bi / 96 order by f.bi) as run
              from insights_facts f join lim on lim.b = f.branch_key
             where f.valid = 0 and f.bi >= ${int(range.fromDay * QUARTERS_PER_DAY)} and f.bi < least(${int((range.toDay + 1) * QUARTERS_PER_DAY)}, lim.l)
          ) o group by b, day, run order by b, day, from_q`,
      ),
    ],
    sql``,
  );
  return rowsOf<Record<string, number>>(await db.execute(query)).map((r) => ({ b: Number(r.b), day: Number(r.day), fromQ: Number(r.from_q), toQ: Number(r.to_q) }));
}

/**
 * The modelled dwell histogram summed over a range's buckets (bin 0: bounces; the stayers'
 * dwell beyond the 2 bounce minutes exponential with the bucket's mean), as the engine models it.
 */
export async function dwellBins(db: Sql, scopes: readonly Scope[], range: DayRange, edges: readonly number[]): Promise<Float64Array> {
  const bins = new Float64Array(edges.length + 1);
  if (scopes.length === 0) return bins;
  // beyond(e) = exp(-(edge_e - 2) / scale); bin e = stayers × (beyond(e-1) − beyond(e)), beyond(0) = 1
  const beyond = (e: number) => (e === 0 ? '1' : `exp(-((${int((edges[e] ?? 0) - 2)})::float8 / m.scale))`);
  const terms = [`sum(f.bounces)::float8 as b0`];
  for (let e = 1; e < edges.length; e++) terms.push(`coalesce(sum(m.stayers * (${beyond(e - 1)} - ${beyond(e)})), 0)::float8 as b${e}`);
  terms.push(`coalesce(sum(m.stayers * ${beyond(edges.length - 1)}), 0)::float8 as b${edges.length}`);
  const query = sql.join(
    [
      limitsCte(scopes),
      sql.raw(
        ` select ${terms.join(', ')}
            from insights_facts f join lim on lim.b = f.branch_key
            left join lateral (
              select f.visitors_in - f.bounces as stayers,
                     greatest(3, ((f.dwell_seconds - f.bounces * 60)::float8 / (f.visitors_in - f.bounces)) / 60) - 2 as scale
               where f.visitors_in - f.bounces > 0
            ) m on true
           where f.visitors_in > 0 and f.bi >= ${int(range.fromDay * QUARTERS_PER_DAY)} and f.bi < least(${int((range.toDay + 1) * QUARTERS_PER_DAY)}, lim.l)`,
      ),
    ],
    sql``,
  );
  const row = rowsOf<Record<string, number | null>>(await db.execute(query))[0] ?? {};
  for (let i = 0; i <= edges.length; i++) bins[i] = Number(row[`b${i}`] ?? 0);
  return bins;
}

export interface BucketRow {
  b: number;
  bi: number;
  v: number[];
}

/** Raw buckets of each branch in its own window [fromBi, toBi) (the live board's last hour). */
export async function bucketsIn(db: Sql, windows: ReadonlyArray<{ key: number; fromBi: number; toBi: number }>, fields: ArrayLike<number>): Promise<BucketRow[]> {
  if (windows.length === 0) return [];
  const cols = Array.from(fields, (f) => FACT_COLUMNS[f] ?? 'buckets');
  const values = windows.map((w) => `(${int(w.key)}, ${int(w.fromBi)}, ${int(w.toBi)})`).join(', ');
  const query = sql.raw(
    `with win(b, lo, hi) as (values ${values})
     select f.branch_key as b, f.bi, ${cols.map((c, i) => `f."${c}" as c${i}`).join(', ')}
       from insights_facts f join win on win.b = f.branch_key
      where f.bi >= win.lo and f.bi < win.hi order by f.branch_key, f.bi`,
  );
  return rowsOf<Record<string, number>>(await db.execute(query)).map((r) => ({ b: Number(r.b), bi: Number(r.bi), v: cols.map((_, i) => Number(r[`c${i}`] ?? 0)) }));
}
