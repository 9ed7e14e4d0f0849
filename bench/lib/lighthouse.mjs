// Lighthouse 12, mobile (its defaults: Moto G Power screen, simulated slow 4G and 4× CPU), for
// /login and the signed-in landing dashboard (and the reference template's /sign-in and /).
// Lighthouse is run with npx at a pinned version (nothing added to the workspace's install: the
// first run downloads it into npm's cache) against a Chromium this module starts with a remote
// debugging port and a fresh profile per run. For the signed-in page the session is written into
// that profile's localStorage first (on /favicon.svg, which loads no script) and Lighthouse runs
// with --disable-storage-reset so it keeps it; the profile is new, so the cache is still cold.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, median, playwrightChromium } from './measure.mjs';

export const LIGHTHOUSE = 'lighthouse@12.8.2';

function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lh-'));
  const child = spawn(chromiumPath(), ['--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its debugging port: ${err.slice(-300)}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on (ws:\/\/[^\s]+)/);
      if (m) {
        clearTimeout(timer);
        const ws = m[1];
        resolve({
          ws,
          port: Number(new URL(ws).port),
          stop: () => {
            child.kill('SIGTERM');
            setTimeout(() => rmSync(profile, { recursive: true, force: true }), 1000);
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-300)}`)));
  });
}

async function writeLocalStorage(ws, origin, entries) {
  const browser = await playwrightChromium().connectOverCDP(ws);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((list) => list.forEach(({ name, value }) => window.localStorage.setItem(name, value)), entries);
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

function npx(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function once(url, { storage, keepAs } = {}) {
  const chrome = await startChromium();
  const dir = mkdtempSync(join(tmpdir(), 'atrium-lh-out-'));
  try {
    if (storage) await writeLocalStorage(chrome.ws, new URL(url).origin, storage);
    const file = join(dir, 'report.json');
    const args = [url, `--port=${chrome.port}`, '--output=json', `--output-path=${file}`, '--only-categories=performance', '--max-wait-for-load=120000', '--quiet'];
    if (storage) args.push('--disable-storage-reset');
    const { code, out } = await npx(args);
    let lhr;
    try {
      lhr = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return { error: `lighthouse exited ${code}: ${out.trim().split('\n').slice(-3).join(' ')}` };
    }
    if (keepAs) copyFileSync(file, keepAs);
    const a = (id) => lhr.audits[id]?.numericValue ?? null;
    const r = {
      score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      fcp: a('first-contentful-paint'),
      lcp: a('largest-contentful-paint'),
      tbt: a('total-blocking-time'),
      si: a('speed-index'),
      cls: a('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
      lighthouseVersion: lhr.lighthouseVersion,
    };
    if (lhr.runtimeError) r.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    else if (new URL(r.finalUrl).pathname !== new URL(url).pathname) r.error = `ended on ${new URL(r.finalUrl).pathname}`;
    return r;
  } finally {
    chrome.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Median per page of `runs` Lighthouse runs: `[{ app, path, score, fcp, lcp, tbt, si, … }]`.
 * With `reportsDir`, each run's full report (opportunities, diagnostics, the main-thread
 * breakdown) is kept there as `<app><path>-<run>.json`.
 */
export async function runLighthouse({ atrium, reference, session, runs = 1, reportsDir, log = () => {} }) {
  const storage = session?.storageState.origins[0].localStorage;
  const pages = [
    { app: 'atrium', base: atrium.url, path: '/login' },
    { app: 'atrium', base: atrium.url, path: '/dashboards/all-branches-visitors', storage },
  ];
  if (reference) pages.push({ app: 'reference', base: reference.url, path: '/sign-in' }, { app: 'reference', base: reference.url, path: '/' });
  const out = [];
  for (const p of pages) {
    if (p.path !== '/login' && p.app === 'atrium' && !storage) continue;
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      let keepAs;
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        keepAs = join(reportsDir, `${p.app}${p.path.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`);
      }
      const r = await once(`${p.base}${p.path}`, { storage: p.storage, keepAs });
      log(`lighthouse ${p.app} ${p.path} run ${i + 1}/${runs}: ${r.error ? `ERROR ${r.error}` : `score ${r.score}`}`);
      all.push(r);
    }
    const ok = all.filter((r) => !r.error);
    const row = { app: p.app, path: p.path, runs: all.length, ok: ok.length, lighthouseVersion: ok[0]?.lighthouseVersion ?? null };
    for (const k of ['score', 'fcp', 'lcp', 'tbt', 'si', 'cls']) row[k] = median(ok.map((r) => r[k]));
    const errors = [...new Set(all.filter((r) => r.error).map((r) => r.error))];
    if (errors.length) row.error = errors.join('; ');
    row.all = all;
    out.push(row);
  }
  return out;
}
