// The scale run of the analytics (bench/scale-insights.mjs starts it): chains of 12, 100 and
// 1,000 branches, each in its own PostgreSQL database, and the summary, series and ranking calls
// timed on each with the roll-ups and keys, without the roll-ups, and without either.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@atrium/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, rowsOf } from '../db/client';
import { migrate } from '../db/migrate';
import { forgetCatalog, type QueryOptions } from './queries';
import { buildRollups, seedChain } from './seed';
import { getSeries, getSummary, listInsightsBranches, type InsightsDeps, type InsightsOutcome } from './services';

type SeedBranch = domain.SeedBranch;

interface Args {
  url: string;
  sizes: number[];
  days: number;
  runs: number;
  now: Date;
  out: string;
  /** keep a database that already holds the chain (same size) instead of seeding it again */
  reuse: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const get = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = get('url') ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (or --url=postgres://…) to a PostgreSQL server; the run creates its own databases there (atrium_scale_<n>).');
  return {
    url,
    sizes: (get('sizes') ?? '12,100,1000').split(',').map(Number),
    days: Number(get('days') ?? 91),
    runs: Number(get('runs') ?? 5),
    now: new Date(get('now') ?? '2026-11-24T12:00:00Z'),
    out: resolve(get('out') ?? fileURLToPath(new URL('../../../../bench/results/scale-insights.json', import.meta.url))),
    reuse: argv.includes('--reuse'),
  };
}

/** n branches: the 12 of the seed, then copies under new ids (the generator draws from the id, so each copy has its own numbers). */
export function chainOf(n: number, todayDay: number): SeedBranch[] {
  const base = domain.buildChain(todayDay).branches;
  const out: SeedBranch[] = [];
  for (let i = 0; i < n; i++) {
    const seed = base[i % base.length] as SeedBranch;
    const copy = Math.floor(i / base.length);
    if (copy === 0) {
      out.push(seed);
      continue;
    }
    const id = `${seed.branch.id}-${copy}`;
    out.push({
      ...seed,
      branch: { ...seed.branch, id, code: `${seed.branch.code}-${copy}`, name: `${seed.branch.name} ${copy}` },
      zones: seed.zones.map((z) => ({ ...z, id: `${z.id}-${copy}`, branchId: id })),
      queues: seed.queues.map((q) => ({ ...q, id: `${q.id}-${copy}`, branchId: id })),
    });
  }
  return out;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database afresh; with `reuse`, keeps one that exists. Returns whether it was created. */
async function prepareDatabase(base: string, name: string, reuse: boolean): Promise<boolean> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (reuse && exists) return false;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    return true;
  } finally {
    await admin.end();
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const iso = (day: number) => domain.isoDateOf(day);

interface Call {
  name: string;
  run: (deps: InsightsDeps) => Promise<InsightsOutcome<unknown>>;
}

function callsFor(todayDay: number, days: number): Call[] {
  const yesterday = iso(todayDay - 1);
  const from28 = iso(todayDay - 28);
  const fromAll = iso(todayDay - days + 1);
  return [
    { name: 'summary 28 d', run: (d) => getSummary(d, { from: from28, to: yesterday, compare: 'previous' }) },
    { name: `summary ${days} d`, run: (d) => getSummary(d, { from: fromAll, to: yesterday }) },
    { name: 'series hourly 28 d', run: (d) => getSeries(d, { metric: ['visitors', 'conversion'], granularity: 'hour', from: from28, to: yesterday }) },
    { name: `series daily ${days} d`, run: (d) => getSeries(d, { metric: ['visitors', 'sales', 'conversion'], granularity: 'day', from: fromAll, to: yesterday }) },
    { name: 'ranking 28 d', run: (d) => listInsightsBranches(d, { sortBy: 'visitors', orderBy: 'desc', from: from28, to: yesterday }) },
  ];
}

async function time(call: Call, deps: InsightsDeps, runs: number): Promise<number> {
  const first = await call.run(deps); // warm-up: plans and caches
  if (!first.ok) throw new Error(`${call.name} failed: ${JSON.stringify(first)}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call.run(deps);
    times.push(performance.now() - t);
  }
  return Math.round(median(times) * 10) / 10;
}

export async function runScale(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv);
  const todayDay = Math.floor(args.now.getTime() / domain.DAY_MS);
  const firstDay = todayDay - args.days;
  const lastDay = todayDay + 1;
  const variants: Array<{ name: string; options: QueryOptions }> = [
    { name: 'roll-ups + keys', options: {} },
    { name: 'facts + keys', options: { rollups: false } },
    { name: 'facts, no keys', options: { rollups: false } },
  ];
  const results: Array<{ branches: number; facts: number; seedMs: number; times: Record<string, Record<string, number>> }> = [];
  for (const size of args.sizes) {
    const name = `atrium_scale_${size}`;
    const fresh = await prepareDatabase(args.url, name, args.reuse);
    const connection = await connect({ databaseUrl: databaseUrl(args.url, name) });
    try {
      await migrate(connection, fileURLToPath(new URL('../../migrations', import.meta.url)));
      const started = performance.now();
      if (fresh) {
        const seeds = chainOf(size, todayDay);
        await connection.db.transaction(async (tx) => seedChain(tx, seeds, firstDay, lastDay, { zones: false, queues: false, rollups: false, bulk: true }));
        await buildRollups(connection.db);
        await connection.db.execute(sql`analyze`);
      } else {
        // a kept database from an interrupted run: put back the key the last variant drops
        await connection.db.execute(sql`alter table insights_facts drop constraint if exists insights_facts_pkey`);
        await connection.db.execute(sql`alter table insights_facts add constraint insights_facts_pkey primary key (branch_key, bi)`);
      }
      const seedMs = fresh ? Math.round(performance.now() - started) : 0;
      const facts = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from insights_facts`))[0]?.n ?? 0;
      process.stdout.write(`${size} branches: ${facts.toLocaleString('en')} bucket rows over ${args.days + 2} days${fresh ? `, seeded in ${(seedMs / 1000).toFixed(1)} s` : ' (kept)'}\n`);
      const times: Record<string, Record<string, number>> = {};
      for (const variant of variants) {
        if (variant.name === 'facts, no keys') await connection.db.execute(sql`alter table insights_facts drop constraint insights_facts_pkey`);
        const deps: InsightsDeps = { db: connection.db, now: () => args.now, options: variant.options };
        forgetCatalog(connection.db);
        for (const call of callsFor(todayDay, args.days)) {
          const ms = await time(call, deps, args.runs);
          (times[call.name] ??= {})[variant.name] = ms;
          process.stdout.write(`  ${call.name.padEnd(20)} ${variant.name.padEnd(16)} ${ms} ms\n`);
        }
      }
      await connection.db.execute(sql`alter table insights_facts add constraint insights_facts_pkey primary key (branch_key, bi)`);
      results.push({ branches: size, facts, seedMs, times });
    } finally {
      await connection.close();
    }
  }
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify({ at: new Date().toISOString(), days: args.days, runs: args.runs, now: args.now.toISOString(), results }, null, 2)}\n`);
  process.stdout.write(`\n${table(results, variants.map((v) => v.name))}\n\nresults: ${args.out}\n`);
}

function table(results: ReadonlyArray<{ branches: number; times: Record<string, Record<string, number>> }>, variants: readonly string[]): string {
  const calls = Object.keys(results[0]?.times ?? {});
  const header = ['call', 'variant', ...results.map((r) => `${r.branches.toLocaleString('en')} branches`)];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`];
  for (const call of calls) for (const variant of variants) lines.push(`| ${call} | ${variant} | ${results.map((r) => `${r.times[call]?.[variant] ?? '—'} ms`).join(' | ')} |`);
  return lines.join('\n');
}
