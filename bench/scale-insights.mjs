#!/usr/bin/env node
// Scale run of the store analytics on PostgreSQL: chains of 12, 100 and 1,000 branches, each in
// its own database (atrium_scale_<n>, recreated), and the summary, series and ranking calls
// timed with the roll-ups and keys, without the roll-ups, and without either. See bench/README.md.
//
//   DATABASE_URL=postgres://atrium:atrium@127.0.0.1:5432/postgres node bench/scale-insights.mjs
//   … --sizes=12,100,1000 --days=91 --runs=5 --now=2026-11-24T12:00:00Z --out=bench/results/scale-insights.json
//
// The work is in apps/server/src/insights/scale.ts (TypeScript, run from source with tsx).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const server = new URL('../apps/server/', import.meta.url);

if (process.env.ATRIUM_SCALE_CHILD !== '1') {
  const require = createRequire(new URL('package.json', server));
  const tsx = pathToFileURL(require.resolve('tsx/esm')).href;
  const child = spawnSync(process.execPath, ['--conditions=@atrium/source', '--import', tsx, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ATRIUM_SCALE_CHILD: '1' },
  });
  process.exit(child.status ?? 1);
} else {
  const { runScale } = await import(new URL('src/insights/scale.ts', server).href);
  await runScale(process.argv.slice(2));
}
