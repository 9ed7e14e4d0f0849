// The browser side of the benchmark: launches headless Chromium through the dashboard's
// Playwright, loads one URL cold (a fresh context: empty HTTP cache, no service worker, only the
// storage it is given), optionally with CPU throttling, and returns its figures.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const appDir = join(root, 'apps', 'dashboard');

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else Debian's /usr/bin/chromium (or chromium-browser). */
export function chromiumPath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

/** Playwright's `chromium`, from the dashboard's devDependencies (no dependency of bench's own). */
export function playwrightChromium() {
  const require = createRequire(join(appDir, 'package.json'));
  return require('@playwright/test').chromium;
}

export async function launch({ headless = true } = {}) {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: install one (Debian: apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH');
  return playwrightChromium().launch({ executablePath, headless, args: CHROMIUM_ARGS });
}

// Runs in the page before any of its scripts (top frame only). `readySrc` is the source of a
// predicate `() => boolean` over the DOM; the first animation frame after a DOM change in which it
// holds is "data ready".
function probe(readySrc) {
  if (window !== window.top) return;
  const b = { fcp: null, lcp: null, lcpTag: null, tasks: [], ready: null, cls: 0 };
  window.__bench = b;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this Chromium does not know: that figure stays null
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    b.lcp = e.startTime;
    b.lcpTag = e.element ? e.element.tagName.toLowerCase() + (e.element.id ? `#${e.element.id}` : '') : null;
  });
  observe('longtask', (e) => b.tasks.push([e.startTime, e.duration]));
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) b.cls += e.value;
  });
  if (readySrc) {
    const ready = readySrc;
    let scheduled = false;
    let mo = null;
    const check = () => {
      scheduled = false;
      if (b.ready !== null) return;
      let ok = false;
      try {
        ok = Boolean(ready());
      } catch {
        ok = false;
      }
      if (ok) {
        b.ready = performance.now();
        mo?.disconnect();
      }
    };
    const schedule = () => {
      if (scheduled || b.ready !== null) return;
      scheduled = true;
      requestAnimationFrame(check);
    };
    mo = new MutationObserver(schedule);
    mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('DOMContentLoaded', schedule);
  }
}

/** Sum of each long task's time over 50 ms, counting only the part inside [from, to]. */
export function blockingTime(tasks, from, to) {
  let sum = 0;
  for (const [start, duration] of tasks) {
    const s = Math.max(start, from);
    const e = Math.min(start + duration, to);
    if (e > s) sum += Math.max(0, e - s - 50);
  }
  return sum;
}

/**
 * Loads `url` once, cold. Options: `rate` (CPU slowdown, 1 = none), `storageState` (Playwright's
 * shape: the signed-in session), `ready` (a DOM predicate function: see probe), `quietMs` (how long
 * the server must have sent nothing before the load counts as finished), `timeout`, `afterLoad`
 * (`async (page) => value`: run on the same page, at the same CPU rate, once the load's figures
 * are taken and only if it finished; its value is the result's `interactions`).
 * Returns the figures in ms and bytes (see bench/README.md), or `{ error }` with what it got.
 */
export async function measureLoad(browser, server, url, { rate = 1, storageState, ready, quietMs = 1000, timeout = 90_000, viewport = { width: 1280, height: 800 }, afterLoad } = {}) {
  const context = await browser.newContext({ storageState, viewport });
  const result = { url: new URL(url).pathname, rate };
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: `(${probe.toString()})(${ready ? ready.toString() : 'null'});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const wire = server.window();
    let error = null;
    try {
      await page.goto(url, { waitUntil: 'load', timeout });
      const deadline = Date.now() + timeout;
      // first paint, and data on screen when the route has a predicate for it
      await page.waitForFunction((withReady) => window.__bench?.fcp != null && (!withReady || window.__bench.ready != null), Boolean(ready), { timeout, polling: 250 });
      // then until both the network and the main thread are quiet: nothing sent by the server and
      // no long task for quietMs (lazy routes, fonts, idle prefetch, a mock that seeds after load)
      for (;;) {
        if (Date.now() > deadline) throw new Error(`not quiet after ${timeout} ms`);
        await server.quiet(quietMs, Math.max(1, deadline - Date.now()));
        const idleFor = await page.evaluate(() => {
          const tasks = window.__bench.tasks;
          const lastEnd = tasks.reduce((a, [s, d]) => Math.max(a, s + d), 0);
          return performance.now() - lastEnd;
        });
        if (idleFor >= quietMs && server.idle()) break;
        await new Promise((r) => setTimeout(r, Math.max(50, quietMs - idleFor)));
      }
    } catch (e) {
      error = String(e.message ?? e).split('\n')[0];
    }
    const m = await page
      .evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        // the API calls the page made (Resource Timing, page clock), with the server's own time
        // from its Server-Timing header (apps/server sends `app;dur=`)
        const api = performance
          .getEntriesByType('resource')
          .filter((e) => {
            const u = new URL(e.name);
            return u.origin === location.origin && u.pathname.startsWith('/api/');
          })
          .map((e) => {
            const u = new URL(e.name);
            return {
              path: u.pathname + u.search,
              start: e.startTime,
              end: e.responseEnd,
              transfer: e.transferSize,
              encoded: e.encodedBodySize,
              decoded: e.decodedBodySize,
              server: (e.serverTiming ?? []).reduce((a, t) => a + (t.name === 'app' ? t.duration : 0), 0) || null,
            };
          });
        return { ...window.__bench, api, load: nav ? nav.loadEventEnd : null, dcl: nav ? nav.domContentLoadedEventEnd : null, end: performance.now(), path: location.pathname };
      })
      .catch((e) => ({ evaluateError: String(e.message ?? e).split('\n')[0] }));
    const net = wire.stop();
    if (m.evaluateError) error ??= m.evaluateError;
    if (m.path && m.path !== result.url) error ??= `ended on ${m.path} instead of ${result.url}`;
    const tasks = m.tasks ?? [];
    const end = m.end ?? 0;
    Object.assign(result, {
      fcp: m.fcp ?? null,
      lcp: m.lcp ?? null,
      lcpElement: m.lcpTag ?? null,
      dataReady: ready ? (m.ready ?? null) : undefined,
      load: m.load || null,
      tbt: m.fcp != null ? blockingTime(tasks, m.fcp, end) : null,
      blockingFromStart: blockingTime(tasks, 0, end),
      longestTask: tasks.reduce((a, [, d]) => Math.max(a, d), 0),
      longTasks: tasks.length,
      longTasksOver200: tasks.filter(([, d]) => d > 200).length,
      cls: m.cls ?? null,
      jsBytes: net.js.bytes,
      jsRequests: net.js.requests,
      cssBytes: net.css.bytes,
      fontBytes: net.font.bytes,
      bytes: net.bytes,
      requests: net.requests,
      windowMs: end,
    });
    // the API calls on the critical path: those answered before the route's data was on screen
    // (or, on a route without a ready predicate, before its LCP)
    const readyAt = result.dataReady ?? result.lcp ?? end;
    const critical = (m.api ?? []).filter((c) => c.end <= readyAt).sort((a, b) => a.start - b.start);
    Object.assign(result, {
      apiCalls: m.api ?? [],
      apiBeforeReady: critical.length,
      apiLastEnd: critical.length ? Math.max(...critical.map((c) => c.end)) : null,
      apiServerMs: critical.some((c) => c.server != null) ? critical.reduce((a, c) => a + (c.server ?? 0), 0) : null,
      apiBytes: net.api?.bytes ?? null,
    });
    if (error) result.error = error;
    else if (afterLoad) result.interactions = await afterLoad(page);
  } finally {
    await context.close().catch(() => {});
  }
  return result;
}

// the app's session keys (SPEC §3); the session itself is a cookie (decision 0014)
const SESSION_KEYS = ['userData', 'userAbilityRules'];

// The e2e suite's admin session (apps/dashboard/e2e/support/session.ts): the fallback when the
// sign-in form cannot be used (its labels changed, the mock is broken…). For the demo build it
// also writes the mock's side: a session in its table and the cookie in the worker fetch's jar.
const FALLBACK_ADMIN = {
  userData: JSON.stringify({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' }),
  userAbilityRules: JSON.stringify([{ action: 'manage', subject: 'all' }]),
  'atrium.mock-api.db.sessions': JSON.stringify({ 'bench-token': { userId: 1, principal: 'login', rules: [{ action: 'manage', subject: 'all' }], expiresAt: Date.now() + 24 * 3_600_000 } }),
  'atrium.mock-api.db.cookies': JSON.stringify([{ name: 'atrium_session', value: 'bench-token', path: '/api', expiresAt: null }]),
};

/**
 * Signs in once through the login form (admin@demo.com / admin, "Remember me") and returns a
 * Playwright storage state holding only the session keys (SPEC §3), so every signed-in load
 * starts with the session and nothing else (no persisted mock data, no settings). With
 * `form: false` (or when the form fails) it writes the e2e suite's admin session instead.
 */
export async function signIn(browser, base, { email = 'admin@demo.com', password = 'admin', timeout = 120_000, form = true } = {}) {
  if (!form) return { how: 'session written directly', storageState: storageStateFor(base, FALLBACK_ADMIN) };
  const context = await browser.newContext();
  let session = null;
  let cookies = [];
  let how = 'form';
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`, { timeout });
    await page.getByRole('textbox', { name: /email/i }).fill(email, { timeout });
    await page.locator('input[type="password"]').first().fill(password);
    await page.getByRole('checkbox', { name: /remember/i }).check({ timeout: 5000 }).catch(() => {});
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout });
    session = await page.evaluate((keys) => {
      const pick = (s) => Object.fromEntries(keys.map((k) => [k, s.getItem(k)]).filter(([, v]) => v !== null));
      const local = pick(window.localStorage);
      // the demo build's mock API: its session table (its "server side") and the worker fetch's
      // cookie jar (decision 0014); without them the session is unknown
      const mock = Object.keys(window.localStorage).filter((k) => k.endsWith('.sessions') || k.endsWith('.cookies'));
      for (const k of mock) local[k] = window.localStorage.getItem(k);
      return local.userData ? local : pick(window.sessionStorage);
    }, SESSION_KEYS);
    if (!session.userData) throw new Error('no session stored after signing in');
    // a session kept in a cookie (decision 0014: no token in storage) goes with the storage state
    cookies = (await context.storageState()).cookies;
  } catch (e) {
    how = `fallback (sign-in form failed: ${String(e.message ?? e).split('\n')[0]})`;
    session = FALLBACK_ADMIN;
  } finally {
    await context.close().catch(() => {});
  }
  return { how, storageState: storageStateFor(base, session, cookies) };
}

const storageStateFor = (origin, session, cookies = []) => ({
  cookies,
  origins: [{ origin, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }],
});

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export const FIGURES = ['fcp', 'lcp', 'dataReady', 'load', 'tbt', 'blockingFromStart', 'longestTask', 'longTasksOver200', 'cls', 'jsBytes', 'jsRequests', 'cssBytes', 'fontBytes', 'bytes', 'requests', 'apiBeforeReady', 'apiLastEnd', 'apiServerMs', 'apiBytes'];

/** Median of every figure over the loads that finished without an error. */
export function summarize(loads) {
  const ok = loads.filter((l) => !l.error);
  const out = { runs: loads.length, ok: ok.length };
  for (const k of FIGURES) {
    if (loads.some((l) => l[k] !== undefined)) out[k] = median(ok.map((l) => l[k]));
  }
  const errors = [...new Set(loads.filter((l) => l.error).map((l) => l.error))];
  if (errors.length) out.errors = errors;
  return out;
}
