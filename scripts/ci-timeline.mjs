#!/usr/bin/env node
// Prints each turbo pass of the last `npm test` (the .turbo/runs/*.json that `--summarize` leaves):
// its wall time, how full its slots were, and its tasks by duration with their start offsets, so
// a cut to CI time starts from where the time went (docs/ci-time.md).
// Usage: node scripts/ci-timeline.mjs [--top=N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.turbo', 'runs');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
if (!existsSync(dir)) {
  console.log('no .turbo/runs: run `npm test` (its turbo passes run with --summarize) first');
  process.exit(1);
}
const runs = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
  .sort((a, b) => a.execution.startTime - b.execution.startTime);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
for (const run of runs) {
  const { startTime, endTime } = run.execution;
  const tasks = run.tasks
    .map((t) => ({ id: t.taskId, start: t.execution?.startTime ?? startTime, end: t.execution?.endTime ?? startTime, cached: t.cache?.status === 'HIT' }))
    .map((t) => ({ ...t, ms: t.end - t.start }));
  const busy = tasks.reduce((sum, t) => sum + t.ms, 0);
  const wall = endTime - startTime;
  console.log(`\n${run.execution.command} — ${s(wall)} wall, ${s(busy)} of tasks (${((busy / wall) * 100).toFixed(0)} % of one slot)`);
  for (const t of tasks.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${s(t.ms).padStart(8)}  from +${s(t.start - startTime).padEnd(8)} ${t.id}${t.cached ? ' (cached)' : ''}`);
}
