#!/usr/bin/env node
// Measures the dashboard's built files: initial JS (entry + everything index.html loads or
// modulepreloads) gzipped and brotli, all JS, CSS and the largest lazy chunk. Writes JSON to
// bench/results/. With --check it also measures JS on the wire for /login and the landing
// dashboard in headless Chromium (bench/lib/wire.mjs; --no-wire skips it), compares everything
// with bench/budgets.json, writes apps/dashboard/reports/bench.json (one test per enforced
// budget) and fails when a budget listed in `enforce` is exceeded. Others are only reported.
// Usage: node bench/bundle-size.mjs [--no-build] [--check] [--no-wire] [--dist=PATH]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(root, 'apps', 'dashboard');
const distArg = process.argv.find((a) => a.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : join(app, 'dist');
const args = new Set(process.argv.slice(2).filter((a) => !a.startsWith('--dist=')));

if (!args.has('--no-build')) {
  execFileSync('corepack', ['pnpm', '--filter', '@atrium/dashboard...', 'run', 'build'], { cwd: root, stdio: 'inherit' });
}

const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});

/**
 * A file's raw, gzip (level 9) and brotli (quality 11) sizes. The build writes those two copies
 * beside every hashed asset with the same settings (vite.config.ts, `precompress`), and they are
 * what apps/server sends: their sizes are read, not made again (compressing 500 chunks at brotli
 * 11 took most of this script's time). A file without a copy, or whose copy is not smaller (the
 * build keeps only smaller ones), is compressed here. Each file once.
 */
const sizeCache = new Map();
const compressedSize = (path, ext, compress) => {
  const copy = `${path}${ext}`;
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(path).mtimeMs ? statSync(copy).size : compress(readFileSync(path)).length;
};
const sizes = (path) => {
  if (!sizeCache.has(path)) {
    sizeCache.set(path, {
      raw: statSync(path).size,
      gzip: compressedSize(path, '.gz', (buf) => gzipSync(buf, { level: 9 })),
      brotli: compressedSize(path, '.br', (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    });
  }
  return sizeCache.get(path);
};
const sum = (list) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialRefs = new Set();
for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) initialRefs.add(m[1]);
for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) initialRefs.add(m[1]);
const initialFiles = [...initialRefs].map((ref) => join(dist, ref.replace(/^\//, '')));

const files = walk(dist);
const js = files.filter((f) => f.endsWith('.js') && !f.endsWith('mockServiceWorker.js') && !f.endsWith('boot-settings.js'));
const css = files.filter((f) => f.endsWith('.css'));
const lazy = js.filter((f) => !initialFiles.includes(f)).map((f) => ({ file: relative(dist, f), ...sizes(f) })).sort((a, b) => b.gzip - a.gzip);

const budgets = JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8'));
// keys that fail the check; budgets.json without `enforce` (older checkouts) enforced initialJsGzip
const enforce = new Set(budgets.enforce ?? ['initialJsGzip']);
const result = {
  date: new Date().toISOString(),
  initialJs: { files: initialFiles.map((f) => relative(dist, f)), ...sum(initialFiles.map(sizes)) },
  allJs: { count: js.length, ...sum(js.map(sizes)) },
  css: { count: css.length, ...sum(css.map(sizes)) },
  largestLazyChunk: lazy[0] ?? null,
  budget: { initialJsGzip: budgets.initialJsGzip },
};
result.withinBudget = result.initialJs.gzip <= budgets.initialJsGzip;

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`initial JS   ${kb(result.initialJs.gzip)} gzip, ${kb(result.initialJs.brotli)} brotli (${result.initialJs.files.length} files; budget ${kb(budgets.initialJsGzip)} gzip)`);
console.log(`all JS       ${kb(result.allJs.gzip)} gzip in ${result.allJs.count} files`);
console.log(`CSS          ${kb(result.css.gzip)} gzip in ${result.css.count} files`);
if (result.largestLazyChunk) console.log(`largest lazy ${result.largestLazyChunk.file} ${kb(result.largestLazyChunk.gzip)} gzip`);

// Every numeric key of budgets.json and what it measures. Static keys read the build; wire keys
// need the browser (--check only).
const MEASURES = {
  initialJsGzip: { what: 'initial JS (static, gzip)', static: () => result.initialJs.gzip },
  initialJsGzipTarget: { what: 'initial JS (static, gzip), target', static: () => result.initialJs.gzip },
  loginJsGzip: { what: 'JS on the wire, /login', wire: 'login' },
  landingJsGzip: { what: 'JS on the wire, landing dashboard', wire: 'landing' },
};
const keys = Object.keys(budgets).filter((k) => typeof budgets[k] === 'number');
for (const k of enforce) if (!(k in budgets)) console.error(`budgets.json: "${k}" is in enforce but has no budget`);

if (args.has('--check')) {
  let wire = null;
  let wireError = null;
  if (!args.has('--no-wire') && keys.some((k) => MEASURES[k]?.wire)) {
    try {
      const { measureWire } = await import('./lib/wire.mjs');
      wire = await measureWire(dist, { log: (m) => console.log(`wire         ${m}`) });
    } catch (error) {
      wireError = String(error.message ?? error).split('\n')[0];
      console.log(`wire         not measured: ${wireError}`);
    }
    if (wire) result.wire = wire;
  }

  result.budgets = {};
  for (const key of keys) {
    const m = MEASURES[key];
    const entry = { limit: budgets[key], enforced: enforce.has(key), measured: null };
    if (!m) entry.error = 'unknown budget key (no measure for it in bundle-size.mjs)';
    else if (m.static) entry.measured = m.static();
    else if (args.has('--no-wire')) entry.error = 'not measured (--no-wire)';
    else if (!wire) entry.error = `not measured: ${wireError ?? 'no browser run'}`;
    else if (wire[m.wire].error) {
      entry.measured = wire[m.wire].jsBytes;
      entry.error = `the load did not finish: ${wire[m.wire].error}`;
    } else entry.measured = wire[m.wire].jsBytes;
    entry.ok = !entry.error && entry.measured !== null && entry.measured <= entry.limit;
    result.budgets[key] = entry;
    const state = entry.ok ? 'ok' : entry.enforced ? 'OVER BUDGET' : 'over (not enforced yet)';
    const shown = entry.error ? `${entry.measured === null ? '—' : kb(entry.measured)} (${entry.error})` : kb(entry.measured);
    console.log(`budget       ${key.padEnd(20)} ${shown} of ${kb(entry.limit)}: ${entry.ok ? 'ok' : state}${entry.enforced ? '' : ' [reported]'}`);
  }
  const enforced = Object.entries(result.budgets).filter(([, e]) => e.enforced);
  const failed = enforced.filter(([, e]) => !e.ok);
  result.withinBudget = failed.length === 0;

  // A report in the shape the test summary reads, one test per enforced budget, so the budgets
  // show up in the totals.
  mkdirSync(join(app, 'reports'), { recursive: true });
  writeFileSync(join(app, 'reports', 'bench.json'), JSON.stringify({ numPassedTests: enforced.length - failed.length, numFailedTests: failed.length }));
  writeResult();
  if (failed.length) {
    for (const [key, e] of failed) console.error(`${MEASURES[key]?.what ?? key}: ${e.measured === null ? 'not measured' : kb(e.measured)} exceeds the budget "${key}" of ${kb(e.limit)} gzip${e.error ? ` (${e.error})` : ''}.`);
    process.exit(1);
  }
} else {
  writeResult();
}

function writeResult() {
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);
}
