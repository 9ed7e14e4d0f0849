#!/usr/bin/env node
// Measures the dashboard's built files: initial JS (entry + everything index.html loads or
// modulepreloads) gzipped and brotli, all JS, CSS and the largest lazy chunk. Writes JSON to
// bench/results/ and, with --check, fails when initial JS exceeds bench/budgets.json.
// Usage: node bench/bundle-size.mjs [--no-build] [--check]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

const sizes = (path) => {
  const buf = readFileSync(path);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
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
const result = {
  date: new Date().toISOString(),
  initialJs: { files: initialFiles.map((f) => relative(dist, f)), ...sum(initialFiles.map(sizes)) },
  allJs: { count: js.length, ...sum(js.map(sizes)) },
  css: { count: css.length, ...sum(css.map(sizes)) },
  largestLazyChunk: lazy[0] ?? null,
  budget: { initialJsGzip: budgets.initialJsGzip },
};
result.withinBudget = result.initialJs.gzip <= budgets.initialJsGzip;

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`initial JS   ${kb(result.initialJs.gzip)} gzip, ${kb(result.initialJs.brotli)} brotli (${result.initialJs.files.length} files; budget ${kb(budgets.initialJsGzip)} gzip)`);
console.log(`all JS       ${kb(result.allJs.gzip)} gzip in ${result.allJs.count} files`);
console.log(`CSS          ${kb(result.css.gzip)} gzip in ${result.css.count} files`);
if (result.largestLazyChunk) console.log(`largest lazy ${result.largestLazyChunk.file} ${kb(result.largestLazyChunk.gzip)} gzip`);

if (args.has('--check')) {
  // A report in the shape the test summary reads, so the budget shows up in the totals.
  mkdirSync(join(app, 'reports'), { recursive: true });
  writeFileSync(join(app, 'reports', 'bench.json'), JSON.stringify({ numPassedTests: result.withinBudget ? 1 : 0, numFailedTests: result.withinBudget ? 0 : 1 }));
  if (!result.withinBudget) {
    console.error(`Initial JS ${kb(result.initialJs.gzip)} exceeds the budget of ${kb(budgets.initialJsGzip)} gzip.`);
    process.exit(1);
  }
}
