// What the roles screen's holders cost the database (decision 0024): the one aggregate of
// listRoles (each role's count and first five holders) against what the previous server read on
// every roles request (every user's id, name, picture and role, src/identity/members.ts before
// this slice), on in-memory PGlite with the demo seed plus EXTRA users in SQL. N runs of each after
// 3 unmeasured; prints p50/p95/max in ms. Bounded: in-process, no network. Run from apps/server:
//   ATRIUM_SEED_CACHE=<folder> pnpm exec tsx --conditions @atrium/source scripts/bench-role-holders.ts [N] [EXTRA]
import { sql } from 'drizzle-orm';
import { createServer } from '../src/index';
import { listRoles } from '../src/roles/queries';

const N = Number(process.argv[2] ?? 30);
const EXTRA = Number(process.argv[3] ?? 100_000);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const server = await createServer({ logger: false, now: new Date('2025-06-15T10:00:00Z'), ...(process.env.ATRIUM_SEED_CACHE ? { seedCache: process.env.ATRIUM_SEED_CACHE } : {}) });
try {
  if (EXTRA > 0) {
    await server.db.execute(sql`
      insert into users (full_name, username, email, role, current_plan, status, billing)
      select 'Bench Person ' || n, 'bench-' || n, 'bench-' || n || '@bench.example',
             (array['manager', 'users', 'support', 'restricted-user', 'client'])[1 + n % 5], 'basic', 'active', 'Auto debit'
      from generate_series(1, ${EXTRA}) as n`);
    await server.db.execute(sql`analyze users`);
  }
  const runs: Array<[string, () => Promise<unknown>]> = [
    ['listRoles (one aggregate)', () => listRoles(server.db)],
    ['every user\'s id, name, avatar, role (before)', () => server.db.execute(sql`select id, full_name, avatar, role from users order by id`)],
  ];
  for (const [name, run] of runs) {
    for (let i = 0; i < 3; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${N} runs, ${50 + EXTRA} users)`);
  }
} finally {
  await server.close();
}
