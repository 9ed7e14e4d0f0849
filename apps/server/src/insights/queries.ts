// The SQL side of the analytics: every call's heavy lifting is one GROUP BY over the facts (or
// their hourly/daily roll-ups) that returns per-branch, per-period sums of the additive fields;
// the services turn those sums into rates with the engine's own readers.
//
// Completeness: a branch's data ends at its current local quarter (`limit`, a bucket index
// `bi`). A roll-up row is used only when its hour (day) ends at or before the limit; the
// quarters of the hour (day) in progress come from the facts, so the sums equal the engine's.
import type { Branch, Granularity, Queue, Zone } from '@atrium/api';
import { insightsPort } from '@atrium/mock-api';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { FACT_COLUMNS } from './schema';

const { FIELD_COUNT, monthKeyOf, toLocal } = insightsPort;

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
}

/**
 * Per-branch, per-period sums of the given fields (generator offsets) over local days
 * [fromDay, toDay], cut at each branch's completion limit; rows ordered by branch key, period.
 */
export async function periodSums(db: Sql, scopes: readonly Scope[], range: DayRange, grain: Grain, fields: ArrayLike<number>, options: QueryOptions = {}): Promise<PeriodRow[]> {
  if (scopes.length === 0) return [];
  const cols = Array.from(fields, (f) => FACT_COLUMNS[f] ?? 'buckets');
  const pick = (alias: string) => cols.map((c, i) => `${alias}."${c}" as c${i}`).join(', ');
  const sums = cols.map((_, i) => `sum(c${i})::float8 as c${i}`).join(', ');
  const fromBi = range.fromDay * QUARTERS_PER_DAY;
  const toBi = (range.toDay + 1) * QUARTERS_PER_DAY;
  const rollups = options.rollups !== false;
  let body: string;
  if (grain === '15min') {
    body = `select f.branch_key as b, f.bi - ${fromBi} as p, ${pick('f')} from insights_facts f join lim on lim.b = f.branch_key
            where f.bi >= ${fromBi} and f.bi < least(${toBi}, lim.l)`;
  } else if (grain === 'hour') {
    const fromHb = range.fromDay * 24;
    body = rollups
      ? `select h.branch_key as b, h.hb - ${fromHb} as p, ${pick('h')} from insights_facts_hourly h join lim on lim.b = h.branch_key
           where h.hb >= ${fromHb} and h.hb < ${(range.toDay + 1) * 24} and h.hb < lim.l / 4
         union all
         select f.branch_key as b, f.bi / 4 - ${fromHb} as p, ${pick('f')} from insights_facts f join lim on lim.b = f.branch_key
           where f.bi >= greatest(${fromBi}, lim.l / 4 * 4) and f.bi < least(${toBi}, lim.l)`
      : `select f.branch_key as b, f.bi / 4 - ${fromHb} as p, ${pick('f')} from insights_facts f join lim on lim.b = f.branch_key
           where f.bi >= ${fromBi} and f.bi < least(${toBi}, lim.l)`;
  } else {
    const factDay = 'f.bi / 96';
    const factPeriod = dayPeriod(grain, range, factDay, grain === 'month' ? monthOfDay(factDay) : '0');
    body = rollups
      ? `select d.branch_key as b, ${dayPeriod(grain, range, 'd.day', 'd.month_key')} as p, ${pick('d')} from insights_facts_daily d join lim on lim.b = d.branch_key
           where d.day >= ${range.fromDay} and d.day <= ${range.toDay} and d.day < lim.l / 96
         union all
         select f.branch_key as b, ${factPeriod} as p, ${pick('f')} from insights_facts f join lim on lim.b = f.branch_key
           where f.bi >= greatest(${fromBi}, lim.l / 96 * 96) and f.bi < least(${toBi}, lim.l)`
      : `select f.branch_key as b, ${factPeriod} as p, ${pick('f')} from insights_facts f join lim on lim.b = f.branch_key
           where f.bi >= ${fromBi} and f.bi < least(${toBi}, lim.l)`;
  }
  const query = sql.join([limitsCte(scopes), sql.raw(` select b, p, ${sums} from (${body}) u group by b, p order by b, p`)], sql``);
  const rows = rowsOf<Record<string, number>>(await db.execute(query));
  return rows.map((r) => ({ b: Number(r.b), p: Number(r.p), v: cols.map((_, i) => Number(r[`c${i}`] ?? 0)) }));
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
