#!/usr/bin/env node
// `npm test`: installs everything (Chromium too when it can), then runs lint, typecheck, every
// package's Vitest, test:build, the Storybook build, the bundle budget, the Playwright suite and
// the story tests, and prints the totals of all test runners as the last line: `N passed, N failed`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstallInBackground, checkNode, env, install, pnpm, run } from './lib.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';
import { printSummary } from './summary.mjs';

checkNode();

function findChromium() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}
// The invoice PDF spec (e2e/invoice/invoice-pdf.spec.ts) reads the printed PDFs back with poppler.
const hasPoppler = () => ['pdftotext', 'pdfinfo', 'pdftoppm'].every((tool) => existsSync(`/usr/bin/${tool}`));

// What Debian gives the run: Chromium for the browser suites, poppler for the PDF spec, PostgreSQL
// for the contract suite. On a fresh runner one apt-get installs the missing ones in the
// background while pnpm installs and the build pass runs (the downloads and the compilers do not
// wait on each other); the run waits for it before the checks pass, the first that needs them.
const canApt = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
const missing = [
  !findChromium() && 'chromium',
  !hasPoppler() && 'poppler-utils',
  !process.env.DATABASE_URL && !findPostgresBin() && 'postgresql',
].filter(Boolean);
const debianPackages =
  canApt && missing.length > 0 ? aptInstallInBackground(missing) : Promise.resolve({ status: 0, output: '' });

install();

const statuses = [];
// Old reports would be counted again; each run starts clean (turbo restores cached ones).
run('bash', ['-c', 'rm -rf apps/*/reports packages/*/reports tooling/*/reports']);

// Three passes on a 2-core runner: the builds, then the checks two at a time, then the browser
// suite alone. Running Playwright beside Storybook's build or lint only slowed both into
// timeouts and retries.
// `--summarize` leaves each pass's timeline (every task's start and end) in .turbo/runs/*.json, for
// docs/ci-time.md's "Where each pass's time goes" (`node scripts/ci-timeline.mjs` reads them).
const turbo = (tasks, concurrency) => pnpm(['turbo', 'run', ...tasks, '--continue', `--concurrency=${concurrency}`, '--output-logs=errors-only', '--summarize']);
statuses.push(turbo(['build'], 2));

const apt = await debianPackages;
if (missing.length > 0 && canApt) {
  process.stdout.write(apt.output);
  console.log(`apt-get install ${missing.join(' ')}: ${apt.status === 0 ? 'done' : `failed (exit ${apt.status})`}, in the background of the install and the build`);
}

let chromium = findChromium();
if (!chromium) {
  console.log(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;\n' +
      'falling back to Playwright’s own browser (`pnpm --filter @atrium/dashboard exec playwright install chromium`).',
  );
}
if (chromium) env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH = chromium;
if (!hasPoppler()) console.log('No poppler-utils (pdftotext, pdfinfo, pdftoppm): the invoice PDF spec will fail. Debian/Ubuntu: `sudo apt-get install poppler-utils`.');

// The contract suite (tooling/contract-tests) runs against the server on a real PostgreSQL too:
// start a throwaway one on loopback unless DATABASE_URL names one. When that is impossible the
// reason is printed, and under CI=true the suite's postgres target fails instead of skipping.
let postgres;
if (process.env.DATABASE_URL) {
  console.log('Contract suite: using the PostgreSQL of DATABASE_URL.');
} else {
  postgres = await startPostgres();
  if (postgres.url) env.DATABASE_URL = postgres.url;
  else console.log(`Contract suite: no PostgreSQL (${postgres.error}); its postgres target ${process.env.CI ? 'will fail' : 'is skipped'}.`);
}
// The server's own tests get it under another name, to read from only (named-statements.test.ts):
// under DATABASE_URL a server those tests spawn would take it for its database and write to the
// contract suite's data while that suite runs
if (env.DATABASE_URL) env.ATRIUM_PG_PROBE_URL = env.DATABASE_URL;
const stopPostgres = () => {
  postgres?.stop?.();
  postgres = undefined;
};
process.once('exit', stopPostgres);

// One folder of seeded template databases for the whole run (apps/server/src/db/template.ts): a
// server's first start on PGlite seeds 13 months of analytics facts and the documents (a minute
// or two on a loaded runner); with this, each seed instant is seeded once, by whichever of the
// server's tests, the contract suite or the server's Playwright project needs it first, and
// every other database of that instant starts from its dump.
const seedCache = mkdtempSync(join(tmpdir(), 'atrium-seed-cache-'));
env.ATRIUM_SEED_CACHE = seedCache;
process.once('exit', () => rmSync(seedCache, { recursive: true, force: true }));

// `typecheck:all` (scripts/typecheck.mjs) is every package's `typecheck`, one program per set of
// compiler options; `lint:all` (scripts/lint.mjs) is every package's `lint`, one ESLint process per
// such program.
statuses.push(turbo(['lint:all', 'typecheck:all', 'test', 'test:build', 'build-storybook', 'bench'], 2));
// the PostgreSQL is for the contract suite only: free its memory before the browser suites
stopPostgres();
// The browser pass, one task at a time: the Playwright suite (2 workers), then every story as a
// test in Chromium (apps/storybook, issue 35; its two modes are two browser instances). Each keeps
// both cores busy on its own, so side by side they only stretch each other's timeouts. Named as
// `package#task`: the feature packages' own `test:stories` scripts run a subset of the same stories.
statuses.push(turbo(['test:e2e', '@atrium/storybook#test:stories'], 1));
const status = statuses.find((s) => s !== 0) ?? 0;

const ok = printSummary({ turboFailed: status !== 0 });
process.exit(status === 0 && ok ? 0 : 1);
