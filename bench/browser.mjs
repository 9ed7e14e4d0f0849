#!/usr/bin/env node
// Browser benchmark: serves the dashboard's production build (gzip, loopback) and loads routes
// cold in headless Chromium at 1× and 4× CPU, N times each; reports the medians of FCP, LCP,
// TBT, long tasks, JS on the wire and requests (and "data ready" on the landing dashboard).
// Optionally the remote build served by apps/server (--remote: the build people deploy, PGlite,
// demo seed, signed in through the real login) and the reference template (shadcn-admin) in the
// same interleaved run, and Lighthouse 12. After each Atrium load of the landing, the chain
// overview and the list it performs the routes' interactions (lib/interactions.mjs: range change,
// open a branch, sort, next page) and times them from input to paint; with --check it compares
// the medians with the `browser` budgets of bench/budgets.json and exits 1 on a breach.
// Writes bench/results/browser.json and prints a table. See bench/README.md.
//
//   node bench/browser.mjs [--build] [--runs=5] [--rates=1,4] [--routes=login,landing,list,detail]
//                          [--dist=PATH] [--remote [--remote-dist=PATH] [--server-main=PATH] [--server-data=DIR]] [--no-demo]
//                          [--reference --reference-dist=PATH] [--lighthouse]
//                          [--lighthouse-runs=1] [--lighthouse-reports=DIR] [--quiet-ms=1000]
//                          [--timeout=120000] [--out=PATH] [--interactions[=range,branch,ranking,sort,page] | --no-interactions]
//                          [--check]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { launch, measureLoad, root, appDir, signIn, summarize, chromiumPath, median } from './lib/measure.mjs';
import { ROUTES } from './lib/routes.mjs';
import { INTERACTIONS, runInteractions, summarizeInteractions } from './lib/interactions.mjs';
import { checkBudgets, printCheck } from './lib/check.mjs';
import { startRemote } from './lib/remote.mjs';
import { serve } from './lib/serve.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
if (flag('help')) {
  console.log('usage: node bench/browser.mjs [--build] [--runs=5] [--rates=1,4] [--routes=login,landing,list,detail] [--dist=PATH] [--remote] [--remote-dist=PATH] [--server-main=PATH] [--server-data=DIR] [--no-demo] [--reference] [--reference-dist=PATH] [--lighthouse] [--lighthouse-runs=1] [--lighthouse-reports=DIR] [--quiet-ms=1000] [--timeout=120000] [--out=PATH] [--interactions[=range,branch,ranking,sort,page]] [--no-interactions] [--check]');
  process.exit(0);
}

const runs = Number(option('runs', 5));
const rates = option('rates', '1,4').split(',').map(Number);
const routeIds = option('routes', ROUTES.filter((r) => !r.optional).map((r) => r.id).join(',')).split(',');
for (const id of routeIds) if (!ROUTES.some((r) => r.id === id)) {
  console.error(`--routes: no route "${id}" (lib/routes.mjs has ${ROUTES.map((r) => r.id).join(', ')})`);
  process.exit(1);
}
const routes = ROUTES.filter((r) => routeIds.includes(r.id));
// interactions: on by default (every interaction of the routes loaded), --interactions=a,b picks
// them, --no-interactions leaves them out
const interactionOption = option('interactions', null);
const interactionIds = flag('no-interactions') ? [] : interactionOption ? interactionOption.split(',') : INTERACTIONS.map((i) => i.id);
for (const id of interactionIds) if (!INTERACTIONS.some((i) => i.id === id)) {
  console.error(`--interactions: no interaction "${id}" (lib/interactions.mjs has ${INTERACTIONS.map((i) => i.id).join(', ')})`);
  process.exit(1);
}
const interactionsOf = (routeId) => INTERACTIONS.filter((i) => i.route === routeId && interactionIds.includes(i.id)).map((i) => i.id);
if (interactionOption) {
  for (const it of INTERACTIONS.filter((i) => interactionIds.includes(i.id) && !routeIds.includes(i.route))) console.error(`note: interaction "${it.id}" runs on route "${it.route}", which is not in --routes: not measured`);
}
const check = flag('check');
const browserBudgets = check ? JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8')).browser?.budgets : null;
if (check && !Array.isArray(browserBudgets)) {
  console.error('bench/budgets.json has no browser.budgets list: nothing to check');
  process.exit(1);
}
const dist = resolve(option('dist', join(appDir, 'dist')));
const quietMs = Number(option('quiet-ms', 1000));
const timeout = Number(option('timeout', 120_000));
const out = resolve(option('out', join(root, 'bench', 'results', 'browser.json')));
const referenceDist = option('reference-dist', flag('reference') ? '/tmp/shadcn-admin/dist' : null);
const withReference = Boolean(referenceDist);
const remoteDist = option('remote-dist', flag('remote') ? join(appDir, 'dist-remote') : null);
const withRemote = Boolean(remoteDist);
const withDemo = !flag('no-demo');
if (!withDemo && !withRemote) {
  console.error('--no-demo needs --remote: there would be no Atrium build to measure');
  process.exit(1);
}

if (flag('build')) {
  execFileSync('corepack', ['pnpm', 'turbo', 'run', 'build', '--filter=@atrium/dashboard...', ...(withRemote ? ['--filter=@atrium/server...'] : [])], { cwd: root, stdio: 'inherit' });
}
if (withDemo && !existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: build first (node bench/browser.mjs --build)`);
  process.exit(1);
}
if (withReference && !existsSync(join(referenceDist, 'index.html'))) {
  console.error(`--reference-dist=${referenceDist} has no index.html: see bench/README.md ("Reference template") to build it`);
  process.exit(1);
}

const log = (...a) => console.error(...a);
const atrium = withDemo ? await serve(dist) : null;
const serverMain = option('server-main', undefined);
const serverData = option('server-data', undefined);
const remote = withRemote ? await startRemote({ dist: resolve(remoteDist), log, ...(serverMain ? { serverMain: resolve(serverMain) } : {}), ...(serverData ? { dataDir: resolve(serverData) } : {}) }) : null;
const reference = withReference ? await serve(referenceDist) : null;
const browser = await launch();
log(`Chromium ${browser.version()} (${chromiumPath()});${atrium ? ` Atrium demo ${atrium.url}` : ''}${remote ? `, Atrium remote ${remote.url} → apps/server ${remote.upstream}` : ''}${reference ? `, reference ${reference.url}` : ''}`);

// the Atrium builds in the order they load: `atrium` is the demo build (mock API in a worker),
// `remote` the remote build on apps/server
const builds = [...(atrium ? [{ app: 'atrium', server: atrium }] : []), ...(remote ? [{ app: 'remote', server: remote }] : [])];
const sessions = {};
if (routes.some((r) => r.signedIn)) {
  for (const b of builds) {
    sessions[b.app] = await signIn(browser, b.server.url);
    log(`${b.app}: signed in as admin@demo.com: ${sessions[b.app].how}`);
  }
}
const session = sessions.atrium ?? sessions.remote ?? null;

// one load of each app that is not counted: Chromium's first context and the servers' first
// requests are slower than any later one
for (const b of builds) await measureLoad(browser, b.server, `${b.server.url}/login`, { quietMs: 300 });
if (reference) await measureLoad(browser, reference, `${reference.url}/sign-in`, { quietMs: 300 });

const loads = []; // every single load, in the order they ran
const started = Date.now();
const loadBefore = loadavg();
for (const rate of rates) {
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const targets = builds.map((b) => ({ app: b.app, server: b.server, path: route.path, ready: route.ready, storageState: route.signedIn ? sessions[b.app].storageState : undefined }));
      if (reference && route.reference) targets.push({ app: 'reference', server: reference, path: route.reference.path, ready: route.reference.ready });
      const mine = interactionsOf(route.id);
      for (const t of targets) {
        // the interactions run on Atrium's builds only (the template has none of these controls)
        const afterLoad = t.app !== 'reference' && mine.length ? (page) => runInteractions(page, route.id, { only: mine, timeout: Math.min(timeout, 30_000) }) : undefined;
        const r = await measureLoad(browser, t.server, `${t.server.url}${t.path}`, { rate, ready: t.ready, storageState: t.storageState, quietMs, timeout, afterLoad });
        loads.push({ route: route.id, app: t.app, run, ...r });
        const s = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)}s`);
        log(`${rate}× run ${run}/${runs} ${t.app.padEnd(9)} ${t.path.padEnd(36)} FCP ${s(r.fcp)} LCP ${s(r.lcp)}${r.dataReady !== undefined ? ` ready ${s(r.dataReady)}` : ''} TBT ${s(r.tbt)} JS ${(r.jsBytes / 1024).toFixed(0)} kB/${r.jsRequests}${r.apiBeforeReady ? ` API ${r.apiBeforeReady} by ${s(r.apiLastEnd)}${r.apiServerMs != null ? ` (server ${Math.round(r.apiServerMs)} ms)` : ''}` : ''}${r.error ? `  ERROR ${r.error}` : ''}`);
        for (const i of r.interactions ?? []) log(`    ${i.id.padEnd(8)} ${i.error ? `ERROR ${i.error}` : `painted ${Math.round(i.painted)} ms, complete ${Math.round(i.complete)} ms, event ${i.eventUnder16 ? '<16' : Math.round(i.event)} ms${i.event != null ? ` (delay ${Math.round(i.inputDelay)}, processing ${Math.round(i.processing)}, presentation ${Math.round(i.presentationDelay)})` : ''}`}`);
      }
    }
  }
}
await browser.close();

const results = [];
for (const rate of rates) {
  for (const route of routes) {
    for (const app of [...builds.map((b) => b.app), ...(withReference && route.reference ? ['reference'] : [])]) {
      const mine = loads.filter((l) => l.rate === rate && l.route === route.id && l.app === app);
      const interactions = summarizeInteractions(mine, median);
      results.push({ route: route.id, app, path: app === 'reference' ? route.reference.path : route.path, rate, ...summarize(mine), ...(interactions.length ? { interactions } : {}) });
    }
  }
}

let lighthouse = null;
if (flag('lighthouse')) {
  const { runLighthouse } = await import('./lib/lighthouse.mjs');
  lighthouse = await runLighthouse({ atrium: atrium ?? remote, reference, session, runs: Number(option('lighthouse-runs', 1)), reportsDir: option('lighthouse-reports', undefined), log });
}
await atrium?.close();
await remote?.close();
await reference?.close();

const report = {
  date: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  chromium: chromiumPath(),
  dist: withDemo ? dist : null,
  remoteDist: withRemote ? resolve(remoteDist) : null,
  referenceDist: withReference ? referenceDist : null,
  runs,
  rates,
  quietMs,
  timeout,
  interactions: interactionIds.filter((id) => routeIds.includes(INTERACTIONS.find((i) => i.id === id).route)),
  // the machine's 1/5/15-minute load averages before the first counted load and after the last:
  // read every time beside them
  loadAverage: { before: loadBefore, after: loadavg() },
  signIn: Object.fromEntries(Object.entries(sessions).map(([app, s]) => [app, s.how])),
  results,
  lighthouse,
  loads,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

// the table
const sec = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const msf = (ms) => (ms == null ? '—' : `${Math.round(ms)} ms`);
const kb = (b) => (b == null ? '—' : `${(b / 1024).toFixed(0)} kB`);
const rows = [['route', 'app', 'CPU', 'FCP', 'LCP', 'data ready', 'TBT', 'blocking', 'longest task', '>200 ms', 'JS on wire', 'requests', 'API before ready', 'server', 'ok']];
for (const r of results) {
  const api = r.apiBeforeReady ? `${r.apiBeforeReady} by ${sec(r.apiLastEnd)}` : '—';
  rows.push([r.path, r.app, `${r.rate}×`, sec(r.fcp), sec(r.lcp), r.dataReady === undefined ? '' : sec(r.dataReady), msf(r.tbt), msf(r.blockingFromStart), msf(r.longestTask), String(r.longTasksOver200 ?? '—'), `${kb(r.jsBytes)} / ${r.jsRequests ?? '—'}`, String(r.requests ?? '—'), api, msf(r.apiServerMs), `${r.ok}/${r.runs}`]);
}
if (withReference) {
  rows.push([]);
  for (const r of results.filter((x) => x.app !== 'reference')) {
    const ref = results.find((x) => x.app === 'reference' && x.route === r.route && x.rate === r.rate);
    if (!ref) continue;
    const ratio = (a, b) => (a != null && b ? `${(a / b).toFixed(2)}×` : '—');
    rows.push([r.path, `${r.app} ÷ ref`, `${r.rate}×`, ratio(r.fcp, ref.fcp), ratio(r.lcp, ref.lcp), r.dataReady === undefined ? '' : ratio(r.dataReady, ref.dataReady), ratio(r.tbt, ref.tbt), ratio(r.blockingFromStart, ref.blockingFromStart), '', '', ratio(r.jsBytes, ref.jsBytes), ratio(r.requests, ref.requests), '', '', '']);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
const line = (row) => row.map((c, i) => (i < 3 ? (c ?? '').padEnd(widths[i]) : (c ?? '').padStart(widths[i]))).join('  ');
console.log(`\nmedian of ${runs} cold load(s) per route and CPU rate (${report.durationSeconds} s):`);
console.log(line(rows[0]));
for (const row of rows.slice(1)) console.log(row.length ? line(row) : '');
if (lighthouse) {
  console.log('\nLighthouse 12, mobile (simulated 4× CPU, slow 4G):');
  for (const l of lighthouse) console.log(`  ${l.app.padEnd(9)} ${l.path.padEnd(36)} score ${l.score ?? '—'}  FCP ${sec(l.fcp)}  LCP ${sec(l.lcp)}  TBT ${msf(l.tbt)}  SI ${sec(l.si)}${l.error ? `  ERROR ${l.error}` : ''}`);
}
const withInteractions = results.filter((r) => r.interactions?.length);
if (withInteractions.length) {
  const irows = [['interaction', 'app', 'CPU', 'painted', 'complete', 'event (INP)', 'input delay', 'processing', 'presentation', 'ok']];
  for (const r of withInteractions) {
    for (const i of r.interactions) {
      const ev = i.event == null ? '—' : i.eventUnder16 === i.ok ? '<16 ms' : msf(i.event);
      irows.push([i.label, r.app, `${r.rate}×`, msf(i.painted), msf(i.complete), ev, msf(i.inputDelay), msf(i.processing), msf(i.presentationDelay), `${i.ok}/${i.runs}`]);
    }
  }
  const iw = irows[0].map((_, i) => Math.max(...irows.map((row) => row[i].length)));
  const iline = (row) => row.map((c, i) => (i < 3 ? c.padEnd(iw[i]) : c.padStart(iw[i]))).join('  ');
  console.log('\ninteractions, from the input to the paint (median; "painted": the first paint with the new numbers, "complete": with everything the input changes and nothing loading, "event": the Event Timing duration INP uses):');
  for (const row of irows) console.log(iline(row));
}
const la = report.loadAverage;
console.log(`\nload average ${la.before.map((x) => x.toFixed(2)).join(' ')} before, ${la.after.map((x) => x.toFixed(2)).join(' ')} after (1, 5, 15 min; ${cpus().length} cores)`);
console.log(`wrote ${out}`);

if (check) {
  const lines = checkBudgets(browserBudgets, results, { rates, routes: routes.map((r) => r.id), apps: builds.map((b) => b.app), interactions: report.interactions, reference: withReference });
  const failed = printCheck(lines);
  report.check = lines;
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  if (failed.length) {
    for (const l of failed) console.error(`${l.what}, ${l.app} at ${l.rate}× (${l.where}): ${l.state === 'over' ? `${l.unit === 'ratio' ? `${l.measured.toFixed(2)}×` : `${Math.round(l.measured)}${l.unit === 'count' ? '' : ' ms'}`} exceeds the budget "${l.id}" of ${l.unit === 'ratio' ? `${l.limit}×` : `${l.limit}${l.unit === 'count' ? '' : ' ms'}`}` : `not checked: ${l.note}`}.`);
    process.exit(1);
  }
}
