#!/usr/bin/env node
// Load benchmark of the server (issue 17, "Load and scale, measured"): starts the built server
// (`apps/server/dist/main.js`) on PGlite in a temporary data folder and on PostgreSQL (a
// throwaway cluster from scripts/postgres.mjs, or --database-url), signs in as the demo admin and
// drives each scenario with autocannon at 50 connections. Prints backend × scenario (req/s, p50,
// p95, p99, errors, non-2xx) and writes bench/results/load.json. Results are reported, never
// asserted.
//
//   node bench/load.mjs                       both backends, 10 s per scenario
//   node bench/load.mjs --duration=5 --backends=pglite --scenarios=list,detail
//   node bench/load.mjs --database-url=postgres://…   PostgreSQL at that URL (its data is used as is)
//   node bench/load.mjs --url=http://127.0.0.1:3000     a server that is already running (nothing started)
//   node bench/load.mjs --scale                the back office at the demo seed and at the scale seed
//                                              (1M invoices, 1M orders, 100k users) on a durable PostgreSQL,
//                                              at 1 and 50 connections, with the server's RSS and, as the
//                                              limit, the same SQL under pgbench (issue 32)
//   node bench/load.mjs --scale --sizes=demo --scenarios=write,write-rows   the writes alone, demo seed only
//   … --server-env=DB_POOL_SIZE=5,WORKERS=2 --pg=commit_delay=10   the server's environment, PostgreSQL's settings
//   … --server-main=apps/server/dist-old/main.js                 another build of the server (before/after)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BACK_OFFICE, freePort, scenarioList, seriesRange } from './lib/load-scenarios.mjs';
import { capturedStatement, cpuSpentMs, executedStatements, parsePgbench, readRss, splitRequests, treeCpuMs } from './lib/load-scale.mjs';
import { waitHealthy } from '../scripts/wait-healthy.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let serverMain = join(root, 'apps/server/dist/main.js');
const scaleSeedMain = join(root, 'apps/server/dist/scale-seed.js');

function parseArgs(argv) {
  const args = { duration: 10, connections: 50, connectionsList: undefined, backends: ['pglite', 'postgres'], scenarios: undefined, databaseUrl: undefined, url: undefined, build: false, out: join(root, 'bench/results/load.json'), healthTimeoutS: 900, scale: false, scaleFlags: [], sizes: ['demo', 'scale'], serverEnv: {}, pgSettings: {} };
  for (const arg of argv) {
    const [key, value = ''] = arg.replace(/^--/, '').split(/=(.*)/s);
    if (key === 'duration') args.duration = Number(value);
    else if (key === 'connections') {
      args.connectionsList = value.split(',').map(Number);
      args.connections = args.connectionsList.at(-1);
    } else if (key === 'scale') args.scale = true;
    else if (key === 'sizes') args.sizes = value.split(',').filter(Boolean);
    else if (key === 'server-env') args.serverEnv = keyValues(value);
    else if (key === 'pg') args.pgSettings = keyValues(value);
    else if (key === 'server-main') serverMain = resolve(value);
    else if (key === 'scale-seed') args.scaleFlags = value.split(',').filter(Boolean).map((flag) => `--${flag}`);
    else if (key === 'backends') args.backends = value.split(',').filter(Boolean);
    else if (key === 'scenarios') args.scenarios = value.split(',').filter(Boolean);
    else if (key === 'database-url') args.databaseUrl = value;
    else if (key === 'url') args.url = value.replace(/\/$/, '');
    else if (key === 'build') args.build = true;
    else if (key === 'out') args.out = resolve(value);
    else if (key === 'health-timeout') args.healthTimeoutS = Number(value);
    else if (key === 'help' || key === 'h') {
      console.log('usage: node bench/load.mjs [--duration=10] [--connections=50] [--backends=pglite,postgres] [--scenarios=…] [--database-url=URL | --url=http://host:port] [--build] [--out=PATH]');
      process.exit(0);
    } else throw new Error(`unknown flag ${arg}`);
  }
  if (!(args.duration > 0) || !(args.connectionsList ?? [args.connections]).every((n) => n > 0)) throw new Error('--duration and --connections must be positive numbers');
  if (args.scale) {
    args.backends = ['scale'];
    args.connectionsList ??= [1, 50];
    args.scenarios ??= BACK_OFFICE;
    if (args.out === join(root, 'bench/results/load.json')) args.out = join(root, 'bench/results/load-scale.json');
  }
  for (const size of args.sizes) if (size !== 'demo' && size !== 'scale') throw new Error(`unknown size ${size}`);
  for (const backend of args.backends) if (backend !== 'pglite' && backend !== 'postgres' && backend !== 'scale') throw new Error(`unknown backend ${backend}`);
  if (args.url) args.backends = ['url'];
  return args;
}

/** `a=1,b=2` as { a: '1', b: '2' } */
function keyValues(text) {
  return Object.fromEntries(
    text
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`not name=value: ${pair}`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

const say = (line) => console.log(`[load] ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** --server-env: what the benchmarked server's environment adds (DB_POOL_SIZE, WORKERS, …) */
let serverEnvOverride = {};

/** Starts `node apps/server/dist/main.js` and waits until /api/health answers 200. */
async function startServer(env, healthTimeoutS) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    // LOG_LEVEL=warn: one JSON log line per request would measure the logger, not the server
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'demo', ...serverEnvOverride },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code) => (exited = code));
  try {
    const startS = await waitHealthy(base, {
      timeoutMs: healthTimeoutS * 1000,
      gone: () => (exited === null ? null : `the server exited (${exited}) before it was healthy`),
    });
    return { base, child, startS, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message}:\n${output}`);
  }
}

function stopChild(child) {
  return new Promise((r) => {
    if (child.exitCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/**
 * Runs autocannon and records every response's latency: autocannon's own histogram reports
 * p50/p90/p97.5/p99 but not p95, which the issue's targets name.
 */
function runAutocannon(options) {
  return new Promise((resolveRun, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolveRun({ result, latencies })));
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round = (n, digits = 1) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);

/** fetch, tried again once after a socket error (a kept-alive connection the server just closed) */
async function fetchRetry(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    await sleep(1000);
    return fetch(url, init);
  }
}

async function runScenario(base, scenario, args, onStart) {
  // a scenario whose requests depend on other answers (the anomaly ids) builds them now, not at sign-in
  if (scenario.lazy) Object.assign(scenario, await scenario.lazy());
  // one request first: a scenario that is broken (4xx/5xx) is reported, not hammered
  const probeStarted = performance.now();
  const probe = await fetchRetry(base + scenario.path, { method: scenario.method, headers: scenario.headers, body: scenario.body });
  const probeBody = await probe.text();
  // the lone first request: for a cached answer (the anomalies) the cold figure
  const firstMs = round(performance.now() - probeStarted);
  if (!probe.ok) {
    // e.g. a call the contract refuses (400): measuring how fast it says no is not the scenario
    return { scenario: scenario.id, what: scenario.what, method: scenario.method, path: scenario.path, skipped: `first request answered ${probe.status}: ${probeBody.slice(0, 300)}` };
  }
  onStart();
  const { result, latencies } = await runAutocannon({
    url: base + scenario.path,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    // several requests: each connection cycles through them (autocannon's `requests`)
    ...(scenario.load ? { requests: scenario.load } : scenario.requests ? { requests: scenario.requests } : {}),
    connections: args.connections,
    duration: args.duration,
    pipelining: 1,
    timeout: 30,
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    scenario: scenario.id,
    what: scenario.what,
    method: scenario.method,
    path: scenario.path,
    firstMs,
    requests: result.requests.total,
    responses: sorted.length,
    reqPerSec: round(result.requests.average),
    latencyMs: {
      p50: round(quantile(sorted, 0.5)),
      p95: round(quantile(sorted, 0.95)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1)),
      mean: round(sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx ?? 0,
    statusCodes: result.statusCodeStats,
  };
}

async function benchBackend(backend, args, cleanups) {
  let env;
  let pgInfo;
  if (backend === 'url') {
    pgInfo = `a running server at ${args.url} (--url)`;
  } else if (backend === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-load-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    env = { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };
  } else if (args.databaseUrl) {
    env = { DATABASE_URL: args.databaseUrl };
    pgInfo = 'given by --database-url';
  } else {
    const { startPostgres } = await import('../scripts/postgres.mjs');
    const pg = await startPostgres();
    if (pg.error) throw new Error(`PostgreSQL: ${pg.error}`);
    cleanups.push(() => pg.stop());
    env = { DATABASE_URL: pg.url };
    const version = pg.query('SHOW server_version');
    pgInfo = `throwaway cluster from scripts/postgres.mjs (fsync=off, synchronous_commit=off), PostgreSQL ${version.stdout.trim()}`;
  }
  say(`${backend}: starting the server (the first start seeds the database)…`);
  const server = backend === 'url' ? { base: args.url, startS: 0, stop: async () => {} } : await startServer(env, args.healthTimeoutS);
  cleanups.push(() => server.stop());
  say(`${backend}: healthy after ${server.startS.toFixed(1)} s`);
  try {
    const scenarios = await scenarioList(server.base, args.scenarios);
    const rows = [];
    for (const scenario of scenarios) {
      // let the previous scenario's queued work drain before the next one starts
      await sleep(2000);
      const row = await runScenario(server.base, scenario, args, () =>
        say(`${backend}: ${scenario.id} (${scenario.method} ${scenario.path.length > 90 ? `${scenario.path.slice(0, 90)}…` : scenario.path}) for ${args.duration} s at ${args.connections} connections; load average ${loadavg()[0].toFixed(1)}`),
      );
      row.loadAverageAfter = round(loadavg()[0], 2);
      if (scenario.check && !row.skipped) row.check = await scenario.check();
      rows.push(row);
      if (row.skipped) say(`${backend}: ${scenario.id}: not run, ${row.skipped}`);
    }
    return { backend, database: pgInfo ?? 'PGlite in a temporary data folder', serverStartS: round(server.startS), rows };
  } finally {
    await server.stop();
  }
}

/** `pg`'s statements for one request: logged by PostgreSQL while it runs (log_min_duration_statement = 0). */
async function statementsOf(pg, base, scenario) {
  const offset = existsSync(pg.log) ? statSync(pg.log).size : 0;
  pg.admin('ALTER SYSTEM SET log_min_duration_statement = 0');
  pg.admin('SELECT pg_reload_conf()');
  await sleep(300);
  try {
    const res = await fetch(base + scenario.path, { method: scenario.method, headers: scenario.headers, body: scenario.body });
    await res.text();
  } finally {
    pg.admin('ALTER SYSTEM RESET log_min_duration_statement');
    pg.admin('SELECT pg_reload_conf()');
    await sleep(300);
  }
  return readFileSync(pg.log).subarray(offset).toString('utf8');
}

/** The statements of each request, in order: one logging window, split where each request's session check starts. */
async function statementsOfRequests(pg, base, requests) {
  const offset = existsSync(pg.log) ? statSync(pg.log).size : 0;
  pg.admin('ALTER SYSTEM SET log_min_duration_statement = 0');
  pg.admin('SELECT pg_reload_conf()');
  await sleep(300);
  try {
    for (const request of requests) {
      const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
      await res.text();
    }
  } finally {
    pg.admin('ALTER SYSTEM RESET log_min_duration_statement');
    pg.admin('SELECT pg_reload_conf()');
    await sleep(300);
  }
  return splitRequests(executedStatements(readFileSync(pg.log).subarray(offset).toString('utf8')));
}

/**
 * pgbench with a write's statements as the server sends them (the session check, begin, the locked
 * read, the write, commit: one round trip each), one script per distinct request (pgbench picks
 * one at random per transaction): the same rows, the same round trips, without HTTP and Node.
 */
async function pgbenchWrite(pg, base, scenario, args, clients) {
  const requests = (scenario.requests ?? [scenario]).filter((_r, i) => i % 2 === 0);
  const scripts = await statementsOfRequests(pg, base, requests);
  if (scripts.length !== requests.length || scripts.some((s) => s.length === 0)) return { scenario: scenario.id, skipped: `captured ${scripts.length} requests' statements for ${requests.length} requests` };
  const dir = mkdtempSync(join(tmpdir(), 'atrium-pgbench-'));
  const files = scripts.map((statements, i) => {
    const file = join(dir, `${scenario.id}-${i}.sql`);
    writeFileSync(file, `${statements.map((s) => `${s};`).join('\n')}\n`);
    return file;
  });
  const run = spawnSync(pg.bin('pgbench'), ['-n', '-c', String(clients), '-j', String(Math.min(clients, cpus().length)), '-T', String(args.duration), ...files.flatMap((f) => ['-f', f]), pg.url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) return { scenario: scenario.id, skipped: `pgbench failed: ${(run.stderr || run.stdout).trim().split('\n').slice(-2).join(' | ')}` };
  return { scenario: scenario.id, clients, scripts: scripts.length, roundTripsPerWrite: scripts[0].length, statements: scripts[0], ...parsePgbench(run.stdout) };
}

/** pgbench with the list's own statement (as the server sent it), `clients` clients for the scenario's duration. */
async function pgbenchScenario(pg, base, scenario, args, clients) {
  const statement = capturedStatement(await statementsOf(pg, base, scenario));
  if (!statement) return { scenario: scenario.id, skipped: 'no statement captured' };
  // the plan PostgreSQL runs it with, timed once: where a slow list's time goes
  const explained = pg.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  const plan = explained.status === 0 ? explained.stdout.trim().split('\n') : [`EXPLAIN failed: ${explained.stderr.trim()}`];
  const file = join(mkdtempSync(join(tmpdir(), 'atrium-pgbench-')), `${scenario.id}.sql`);
  writeFileSync(file, `${statement};\n`);
  const run = spawnSync(pg.bin('pgbench'), ['-n', '-c', String(clients), '-j', String(Math.min(clients, cpus().length)), '-T', String(args.duration), '-f', file, pg.url], { encoding: 'utf8' });
  rmSync(dirname(file), { recursive: true, force: true });
  if (run.status !== 0) return { scenario: scenario.id, skipped: `pgbench failed: ${(run.stderr || run.stdout).trim().split('\n').slice(-2).join(' | ')}` };
  return { scenario: scenario.id, clients, statement, plan, ...parsePgbench(run.stdout) };
}

/**
 * Issue 32's benchmark: one durable PostgreSQL (fsync and synchronous_commit on, PostgreSQL's
 * defaults), the back-office scenarios at each connection count on the demo seed, then the scale
 * seed (apps/server/dist/scale-seed.js) and the same again; the server's RSS sampled throughout;
 * and each read's SQL, captured from PostgreSQL's log, under pgbench at the largest count.
 */
async function benchScale(args, cleanups) {
  if (!existsSync(scaleSeedMain)) throw new Error(`${scaleSeedMain} is missing: build the server first`);
  const { startPostgres } = await import('../scripts/postgres.mjs');
  const pg = await startPostgres({ durable: true, settings: { shared_buffers: '1GB', max_connections: '200', ...args.pgSettings } });
  if (pg.error) throw new Error(`PostgreSQL: ${pg.error}`);
  cleanups.push(() => pg.stop());
  const version = pg.query('SHOW server_version').stdout.trim();
  // the postmaster, whose children are the backends: its pid is postmaster.pid's first line
  const postmaster = Number(readFileSync(join(dirname(pg.log), 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const durability = ['fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers', 'commit_delay', 'commit_siblings', 'max_connections'].map((name) => `${name}=${pg.query(`SHOW ${name}`).stdout.trim()}`).join(', ');
  const sizes = [];
  for (const size of args.sizes) {
    let seedS;
    if (size === 'scale') {
      say(`scale: seeding (${args.scaleFlags.join(' ') || 'the defaults'})…`);
      const started = performance.now();
      const seeded = spawnSync(process.execPath, [scaleSeedMain, ...args.scaleFlags], { env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error(`the scale seed failed (${seeded.status})`);
      seedS = round((performance.now() - started) / 1000);
    }
    say(`${size}: starting the server…`);
    const server = await startServer({ DATABASE_URL: pg.url }, args.healthTimeoutS);
    const rss = { afterStartMb: readRss(server.child.pid), peakMb: 0 };
    const sampler = setInterval(() => (rss.peakMb = Math.max(rss.peakMb, readRss(server.child.pid) ?? 0)), 250);
    const rows = [];
    const pgbench = [];
    try {
      const counts = Object.fromEntries(['invoices', 'orders', 'users'].map((table) => [table, Number(pg.query(`SELECT count(*) FROM ${table}`).stdout.trim())]));
      const scenarios = await scenarioList(server.base, args.scenarios);
      for (const connections of args.connectionsList) {
        for (const scenario of scenarios) {
          await sleep(2000);
          let cpuBefore;
          const row = await runScenario(server.base, scenario, { ...args, connections }, () => {
            say(`${size}: ${scenario.id} at ${connections} connection(s) for ${args.duration} s; load average ${loadavg()[0].toFixed(1)}`);
            cpuBefore = { server: treeCpuMs(server.child.pid), postgres: treeCpuMs(postmaster) };
          });
          // CPU per answered request, of the server (its workers included) and of PostgreSQL: on a
          // shared machine req/s follows the share of the cores the processes get, this does not
          if (cpuBefore && row.responses > 0) {
            row.cpuMsPerRequest = { server: round(cpuSpentMs(cpuBefore.server, treeCpuMs(server.child.pid)) / row.responses, 2), postgres: round(cpuSpentMs(cpuBefore.postgres, treeCpuMs(postmaster)) / row.responses, 2) };
          }
          row.connections = connections;
          row.loadAverageAfter = round(loadavg()[0], 2);
          if (scenario.check && !row.skipped) row.check = await scenario.check();
          rows.push(row);
          if (row.skipped) say(`${size}: ${scenario.id}: not run, ${row.skipped}`);
        }
      }
      rss.afterLoadMb = readRss(server.child.pid);
      const clients = Math.max(...args.connectionsList);
      for (const scenario of scenarios.filter((s) => s.method === 'GET')) {
        say(`${size}: pgbench ${scenario.id} at ${clients} clients`);
        pgbench.push(await pgbenchScenario(pg, server.base, scenario, args, clients));
      }
      for (const scenario of scenarios.filter((s) => s.method === 'PUT')) {
        say(`${size}: pgbench ${scenario.id} at ${clients} clients (the write's statements as the server sent them, one transaction)`);
        pgbench.push(await pgbenchWrite(pg, server.base, scenario, args, clients));
        // pgbench wrote the captured bodies: the scenario puts its rows back as they were (tried
        // again once: a kept-alive connection may have been closed by the server meanwhile)
        await scenario.check?.().catch(async () => {
          await sleep(1000);
          return scenario.check?.();
        });
      }
      sizes.push({ size, counts, seedS, serverStartS: round(server.startS), rss, rows, pgbench });
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  }
  return { backend: 'scale', database: `throwaway cluster from scripts/postgres.mjs, durable (${durability}), PostgreSQL ${version}`, sizes, rows: sizes.flatMap((s) => s.rows.map((r) => ({ ...r, scenario: `${s.size} ${r.scenario} @${r.connections}` }))) };
}

function printScale(result) {
  const header = ['size', 'scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'CPU ms/req server+PG', 'pgbench tps', 'ratio'];
  const lines = [header];
  for (const size of result.sizes) {
    for (const row of size.rows) {
      const bench = size.pgbench.find((b) => b.scenario === row.scenario && !b.skipped);
      const atMax = row.connections === Math.max(...size.rows.map((r) => r.connections));
      if (row.skipped) {
        lines.push([size.size, row.scenario, String(row.connections), `not run: ${row.skipped.slice(0, 40)}`, '', '', '', '', '', '', '']);
        continue;
      }
      lines.push([size.size, row.scenario, String(row.connections), String(row.reqPerSec), String(row.latencyMs.p50), String(row.latencyMs.p95), String(row.latencyMs.p99), String(row.non2xx + row.errors + row.timeouts), row.cpuMsPerRequest ? `${row.cpuMsPerRequest.server} + ${row.cpuMsPerRequest.postgres}` : '', atMax && bench ? String(bench.tps) : '', atMax && bench ? `${round((row.reqPerSec / bench.tps) * 100, 0)} %` : '']);
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l) => `| ${l.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const l of lines.slice(1)) console.log(fmt(l));
  for (const size of result.sizes) {
    console.log(`${size.size}: ${Object.entries(size.counts).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}${size.seedS ? `; scale seed ${size.seedS} s` : ''}; server RSS after start ${size.rss.afterStartMb} MB, peak ${size.rss.peakMb} MB, after the load ${size.rss.afterLoadMb} MB`);
  }
}

function printTable(results) {
  const header = ['backend', 'scenario', 'first ms', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx'];
  const lines = [header];
  for (const result of results) {
    for (const row of result.rows) {
      if (row.skipped) {
        lines.push([result.backend, row.scenario, `not run: ${row.skipped.split(':')[0].replace('first request answered ', '')}`, '', '', '', '', '', '']);
        continue;
      }
      lines.push([result.backend, row.scenario, String(row.firstMs), String(row.reqPerSec), String(row.latencyMs.p50), String(row.latencyMs.p95), String(row.latencyMs.p99), String(row.errors + row.timeouts), String(row.non2xx)]);
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l) => `| ${l.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const l of lines.slice(1)) console.log(fmt(l));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  serverEnvOverride = args.serverEnv;
  if (args.build) {
    const build = spawnSync('corepack', ['pnpm', '--filter', '@atrium/server...', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync(serverMain)) {
    console.error(`${serverMain} is missing: build the server first (corepack pnpm --filter @atrium/server... run build, or pass --build)`);
    process.exit(1);
  }
  const cleanups = [];
  let interrupted = false;
  const cleanUp = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`[load] clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    cleanups.length = 0;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      void cleanUp().then(() => process.exit(130));
    });
  }

  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((n) => round(n, 2));
  const results = [];
  try {
    for (const backend of args.backends) {
      const before = cleanups.length;
      results.push(backend === 'scale' ? await benchScale(args, cleanups) : await benchBackend(backend, args, cleanups));
      // stop this backend's server and database before the next one starts
      const mine = cleanups.splice(before);
      for (const fn of mine.reverse()) await fn();
    }
  } finally {
    await cleanUp();
  }

  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memGB: round(totalmem() / 2 ** 30), loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((n) => round(n, 2)) },
    settings: { connections: args.connectionsList ?? args.connections, durationS: args.duration, pipelining: 1, seriesRange: seriesRange() },
    note: 'p95 is autocannon\'s 95th percentile of request latency, measured by the client (includes queueing behind the other 49 connections). errors = socket errors + timeouts.',
    results,
  };
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  console.log(`${args.connections} connections, ${args.duration} s per scenario; load average before ${loadBefore.join(', ')}, after ${report.machine.loadAverageAfter.join(', ')} (${report.machine.cpus} CPUs)`);
  if (args.scale) printScale(results[0]);
  else printTable(results);
  console.log(`written to ${args.out}`);
}

main().catch((error) => {
  console.error(`[load] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
