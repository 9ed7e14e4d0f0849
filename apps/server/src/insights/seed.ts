// Fills the analytics tables from the mock's bucket generator: the same seed gives the same
// numbers as the in-browser engine. Rows go in as column arrays (INSERT … SELECT FROM unnest),
// one statement per few thousand buckets, which both PGlite and PostgreSQL take quickly; the
// hourly and daily roll-ups are then built by SQL from the facts.
import * as domain from '@atrium/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { LIFT_TIMEOUTS_LOCALLY } from '../db/timeouts';
import { FACT_COLUMNS } from './schema';

const { buildBranchData, buildChain, dataStartDay, DAY_MS, FIELD_COUNT, F, QF, QUEUE_FIELD_COUNT, queueData, zoneData } = domain;
type SeedBranch = domain.SeedBranch;
/** What the seed needs of a database or a transaction. */
type Sql = Pick<Database, 'execute'>;

/** Buckets per INSERT: ~25 arrays of this length make one statement of a few hundred kB. */
const BATCH_ROWS = 20_000;
const QUARTERS_PER_DAY = 96;

export interface SeedChainOptions {
  /** also store zone and queue facts (the scale run leaves them out: its calls do not read them) */
  zones?: boolean;
  queues?: boolean;
  /** build the hourly and daily roll-ups (the scale run measures with and without) */
  rollups?: boolean;
  /**
   * Bulk load into empty tables: drop the fact tables' primary keys first and build them once at
   * the end (a third faster on PGlite than maintaining the index row by row).
   */
  bulk?: boolean;
}

const BULK_KEYS: ReadonlyArray<[table: string, constraint: string, columns: string]> = [
  ['insights_facts', 'insights_facts_pkey', 'branch_key, bi'],
  ['insights_zone_facts', 'insights_zone_facts_pkey', 'branch_key, bi'],
  ['insights_queue_facts', 'insights_queue_facts_pkey', 'branch_key, bi'],
];

export interface SeedReport {
  branches: number;
  facts: number;
  zoneFacts: number;
  queueFacts: number;
  ms: number;
}

/** A Postgres array literal of integers ('{1,2,3}'), passed as one text parameter. */
function intArray(values: ArrayLike<number>, count: number): string {
  let out = '{';
  for (let i = 0; i < count; i++) out += (i === 0 ? '' : ',') + String(values[i] ?? 0);
  return `${out}}`;
}

/** INSERT INTO table (cols) SELECT * FROM unnest($1::int[], …): one parameter per column. */
async function insertColumns(db: Sql, table: string, columns: readonly string[], arrays: ReadonlyArray<ArrayLike<number>>, count: number): Promise<void> {
  if (count === 0) return;
  const names = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const params = sql.join(
    arrays.map((a) => sql`${intArray(a, count)}::int[]`),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${params})`);
}

/** Inserts one branch's buckets (and zone and queue rows) for local days [firstDay, lastDay]. */
async function insertBranchFacts(db: Sql, key: number, seed: SeedBranch, firstDay: number, lastDay: number, options: SeedChainOptions): Promise<{ facts: number; zoneFacts: number; queueFacts: number }> {
  const bd = buildBranchData(seed, firstDay, lastDay);
  const n = bd.bucketCount;
  let zoneRows = 0;
  let queueRows = 0;
  for (let from = 0; from < n; from += BATCH_ROWS) {
    const count = Math.min(BATCH_ROWS, n - from);
    const keys = new Int32Array(count).fill(key);
    const bis = new Int32Array(count);
    const fields = Array.from({ length: FIELD_COUNT }, () => new Int32Array(count));
    for (let i = 0; i < count; i++) {
      const b = from + i;
      bis[i] = (bd.firstDay + (bd.dayIdx[b] ?? 0)) * QUARTERS_PER_DAY + (bd.quarter[b] ?? 0);
      for (let f = 0; f < FIELD_COUNT; f++) (fields[f] as Int32Array)[i] = bd.data[b * FIELD_COUNT + f] ?? 0;
    }
    await insertColumns(db, 'insights_facts', ['branch_key', 'bi', ...FACT_COLUMNS], [keys, bis, ...fields], count);
  }
  if (options.zones !== false) {
    const zd = zoneData(bd);
    const zc = seed.zones.length;
    zoneRows = await insertArrayRows(db, bd, zc, 'insights_zone_facts', ['visits', 'dwell_seconds'], (b, z, c) => zd[(b * zc + z) * 2 + c] ?? 0, key);
  }
  if (options.queues !== false) {
    const qd = queueData(bd);
    const qc = seed.queues.length;
    const order = [QF.ARRIVALS, QF.SERVED, QF.ABANDONED, QF.WAIT, QF.SERVICE, QF.OVER, QF.MAX_LENGTH];
    queueRows = await insertArrayRows(
      db,
      bd,
      qc,
      'insights_queue_facts',
      ['arrivals', 'served', 'abandoned', 'wait_seconds', 'service_seconds', 'served_over_target', 'max_length'],
      (b, q, c) => qd[(b * qc + q) * QUEUE_FIELD_COUNT + (order[c] ?? 0)] ?? 0,
      key,
    );
  }
  return { facts: n, zoneFacts: zoneRows, queueFacts: queueRows };
}

/**
 * Rows of a per-bucket table of arrays (zones, queues: element i is zone/queue i), for buckets
 * whose sensor was online. Each array column goes in as a text[] of array literals.
 */
async function insertArrayRows(
  db: Sql,
  bd: domain.BranchData,
  width: number,
  table: string,
  columns: readonly string[],
  value: (bucket: number, index: number, column: number) => number,
  key: number,
): Promise<number> {
  if (width === 0) return 0;
  let bis: number[] = [];
  let cols: string[][] = columns.map(() => []);
  let total = 0;
  const flush = async () => {
    const names = sql.raw(['branch_key', 'bi', ...columns].map((c) => `"${c}"`).join(', '));
    const arrays = sql.join(
      cols.map((c) => sql`${`{${c.map((v) => `"${v}"`).join(',')}}`}::text[]`),
      sql`, `,
    );
    const casts = sql.raw(columns.map((_, i) => `c${i}::int[]`).join(', '));
    const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${key}, bi, ${casts} from unnest(${intArray(bis, bis.length)}::int[], ${arrays}) as t(bi, ${aliases})`,
    );
    total += bis.length;
    bis = [];
    cols = columns.map(() => []);
  };
  const parts: number[] = [];
  for (let b = 0; b < bd.bucketCount; b++) {
    if (bd.data[b * FIELD_COUNT + F.VALID] !== 1) continue;
    bis.push((bd.firstDay + (bd.dayIdx[b] ?? 0)) * QUARTERS_PER_DAY + (bd.quarter[b] ?? 0));
    for (let c = 0; c < columns.length; c++) {
      parts.length = 0;
      for (let i = 0; i < width; i++) parts.push(value(b, i, c));
      cols[c]?.push(`{${parts.join(',')}}`);
    }
    if (bis.length === BATCH_ROWS) await flush();
  }
  if (bis.length > 0) await flush();
  return total;
}

const sums = (prefix = ''): SQL => sql.raw(FACT_COLUMNS.map((c) => `sum(${prefix}"${c}")`).join(', '));
const names = (): SQL => sql.raw(FACT_COLUMNS.map((c) => `"${c}"`).join(', '));

/** Adds the hourly and daily roll-ups of local days from `fromDay` on (days not rolled up yet). */
export async function addRollups(db: Sql, fromDay: number): Promise<void> {
  const from = sql.raw(String(Math.trunc(fromDay) * QUARTERS_PER_DAY));
  await db.execute(sql`insert into insights_facts_hourly (branch_key, hb, ${names()}) select branch_key, bi / 4, ${sums()} from insights_facts where bi >= ${from} group by 1, 2`);
  await db.execute(
    sql`insert into insights_facts_daily (branch_key, day, month_key, ${names()})
        select branch_key, day, (extract(year from date '1970-01-01' + day) * 12 + extract(month from date '1970-01-01' + day) - 1)::int, ${sums()}
        from (select branch_key, bi / 96 as day, ${names()} from insights_facts where bi >= ${from}) f group by 1, 2`,
  );
}

/** (Re)builds the hourly and daily roll-ups of the given branches from their facts. */
export async function buildRollups(db: Sql, branchKeys?: readonly number[]): Promise<void> {
  const only = branchKeys ? sql.raw(` where branch_key in (${branchKeys.map((k) => String(Math.trunc(k))).join(', ') || 'null'})`) : sql``;
  await db.execute(sql`delete from insights_facts_hourly${only}`);
  await db.execute(sql`delete from insights_facts_daily${only}`);
  await db.execute(sql`insert into insights_facts_hourly (branch_key, hb, ${names()}) select branch_key, bi / 4, ${sums()} from insights_facts${only} group by 1, 2`);
  await db.execute(
    sql`insert into insights_facts_daily (branch_key, day, month_key, ${names()})
        select branch_key, day, (extract(year from date '1970-01-01' + day) * 12 + extract(month from date '1970-01-01' + day) - 1)::int, ${sums()}
        from (select branch_key, bi / 96 as day, ${names()} from insights_facts${only}) f group by 1, 2`,
  );
}

/** Writes branches (keys from `firstKey` in the given order), their zones, queues and facts. */
export async function seedChain(db: Sql, seeds: readonly SeedBranch[], firstDay: number, lastDay: number, options: SeedChainOptions = {}, firstKey = 0): Promise<Omit<SeedReport, 'ms'>> {
  const report = { branches: 0, facts: 0, zoneFacts: 0, queueFacts: 0 };
  if (options.bulk) for (const [table, constraint] of BULK_KEYS) await db.execute(sql.raw(`alter table ${table} drop constraint ${constraint}`));
  for (const [i, seed] of seeds.entries()) {
    const key = firstKey + i;
    const b = seed.branch;
    await db.execute(
      sql`insert into insights_branches (branch_key, id, code, name, city, country, country_code, status, timezone, capacity, currency, currency_digits, fx_to_reporting, data)
          values (${key}, ${b.id}, ${b.code}, ${b.name}, ${b.city}, ${b.country}, ${b.countryCode}, ${b.status}, ${b.timezone}, ${b.capacity}, ${b.currency}, ${seed.currencyDigits}, ${seed.fxToReporting}, ${JSON.stringify(b)}::jsonb)`,
    );
    for (const [z, zone] of seed.zones.entries()) {
      await db.execute(sql`insert into insights_zones (branch_key, zone_idx, id, data) values (${key}, ${z}, ${zone.id}, ${JSON.stringify(zone)}::jsonb)`);
    }
    for (const [q, queue] of seed.queues.entries()) {
      await db.execute(sql`insert into insights_queues (branch_key, queue_idx, id, data) values (${key}, ${q}, ${queue.id}, ${JSON.stringify(queue)}::jsonb)`);
    }
    const rows = await insertBranchFacts(db, key, seed, firstDay, lastDay, options);
    report.branches += 1;
    report.facts += rows.facts;
    report.zoneFacts += rows.zoneFacts;
    report.queueFacts += rows.queueFacts;
  }
  if (options.bulk) for (const [table, constraint, columns] of BULK_KEYS) await db.execute(sql.raw(`alter table ${table} add constraint ${constraint} primary key (${columns})`));
  if (options.rollups !== false) await buildRollups(db);
  return report;
}

/** Days of data the first start writes: 13 months back to the start of a month, to tomorrow. */
export function seedWindow(now: Date): { seedDay: number; firstDay: number; lastDay: number } {
  const seedDay = Math.floor(now.getTime() / DAY_MS);
  // one day past today: zones east of UTC are already on tomorrow's date
  return { seedDay, firstDay: dataStartDay(seedDay), lastDay: seedDay + 1 };
}

/**
 * Fills the analytics tables on first start (they are empty) with the chain as of `now`'s day,
 * in one transaction; returns what it wrote, or null when the tables were already filled.
 */
export async function seedInsights(db: Database, now: Date): Promise<SeedReport | null> {
  const started = performance.now();
  const done = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from insights_meta`))[0]?.n ?? 0;
  if (done > 0) {
    // a restart on stored data: add the days since the last start
    await extendInsights(db, now);
    return null;
  }
  const { seedDay, firstDay, lastDay } = seedWindow(now);
  const chain = buildChain(seedDay);
  const report = await db.transaction(async (tx) => {
    // two servers starting on one empty database: the second waits, then finds the seed
    for (const statement of LIFT_TIMEOUTS_LOCALLY) await tx.execute(sql.raw(statement));
    await tx.execute(sql`select pg_advisory_xact_lock(1702018)`);
    const again = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from insights_meta`))[0]?.n ?? 0;
    if (again > 0) return null;
    const written = await seedChain(tx, chain.branches, firstDay, lastDay, { bulk: true });
    const ms = Math.round(performance.now() - started);
    await tx.execute(sql`insert into insights_meta (id, seed_day, first_day, last_day, seed_ms) values (1, ${seedDay}, ${firstDay}, ${lastDay}, ${ms})`);
    return { ...written, ms };
  });
  return report;
}

/**
 * Appends the days between the last one stored and tomorrow (as of `now`), for a server that
 * keeps running (or restarts on its data) after the seed day. The chain stays the one of the
 * seed day: stored history does not change; only new days are added. Returns the days added.
 */
export async function extendInsights(db: Database, now: Date): Promise<number> {
  const target = Math.floor(now.getTime() / DAY_MS) + 1;
  const meta = rowsOf<{ seed_day: number; last_day: number }>(await db.execute(sql`select seed_day, last_day from insights_meta where id = 1`))[0];
  if (!meta || meta.last_day >= target) return 0;
  return db.transaction(async (tx) => {
    for (const statement of LIFT_TIMEOUTS_LOCALLY) await tx.execute(sql.raw(statement));
    await tx.execute(sql`select pg_advisory_xact_lock(1702018)`);
    const current = rowsOf<{ seed_day: number; last_day: number }>(await tx.execute(sql`select seed_day, last_day from insights_meta where id = 1 for update`))[0];
    if (!current || current.last_day >= target) return 0;
    const from = current.last_day + 1;
    const chain = buildChain(current.seed_day);
    for (const [key, seed] of chain.branches.entries()) await insertBranchFacts(tx, key, seed, from, target, {});
    await addRollups(tx, from);
    await tx.execute(sql`update insights_meta set last_day = ${target} where id = 1`);
    return target - from + 1;
  });
}
