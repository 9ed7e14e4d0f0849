// Interactions measured after a route is ready (issue 34: "interaction, not only load"): each
// one is a real input through Playwright (trusted events, dispatched by CDP) on the page that has
// just loaded, at the load's CPU rate, and two figures come out of the page itself:
//
// - event: the Event Timing duration of the interaction (PerformanceObserver `event`,
//   durationThreshold 16 ms): from the input's hardware timestamp to the next paint after its
//   handlers ran, the longest entry of the interaction (pointerdown, pointerup, click share an
//   interactionId), as INP counts it; with its input delay, processing and presentation delay.
//   The Event Timing API rounds durations to 8 ms and reports nothing under 16 ms.
// - painted: from the same input timestamp to the first paint in which the interaction's new
//   data is on screen: a MutationObserver schedules a requestAnimationFrame check of the
//   interaction's `painted` predicate; the frame in which it first holds is the one that paints
//   it, and a MessageChannel message posted from that frame runs after the paint. That time is
//   what a person waits for.
//
// Each interaction: `route` (the route id it runs on, lib/routes.mjs), `prepare(page)` (steps
// before the measured input, not counted: open a menu), `snapshot` (in the page, before the
// input: what is on screen now), `act(page)` (the measured input), `painted(before)` (in the
// page: true once the interaction's new numbers are on screen) and `complete(before)` (optional:
// true once everything the interaction changes is, nothing left loading; `complete` is the paint
// of that frame, measured the same way). `snapshot` and `painted` are sent as source, so
// they must be self-contained. Interactions of one route run in the listed order on one load.

// What "loading" looks like in Atrium's <main>: a Mantine Skeleton or Loader, or aria-busy.
// (Repeated inside each predicate: they are sent to the page as source.)

/** The landing's numbers that depend on the range: its KPI cards and every chart card. */
function landingNumbers() {
  const main = document.querySelector('main');
  if (!main) return null;
  const kpis = [...main.querySelectorAll('[data-kpi]')].map((k) => k.textContent);
  // the chart cards (footfall, heatmap, new vs returning, dwell): sections with a drawing that
  // are not the live board (its cards carry data-status) and do not follow the range
  const charts = [...main.querySelectorAll('section')].filter((s) => s.querySelector('svg') && !s.querySelector('[data-status]')).map((s) => s.innerHTML);
  return { kpis, charts };
}

/** The landing's KPI cards show other numbers than before the input, none of them loading. */
function landingKpisChanged(before) {
  const main = document.querySelector('main');
  if (!main || !before) return false;
  const cards = [...main.querySelectorAll('[data-kpi]')];
  if (cards.length === 0 || cards.some((k) => k.matches('[aria-busy="true"]') || k.querySelector('.mantine-Skeleton-root'))) return false;
  return cards.map((k) => k.textContent).join('\n') !== before.kpis.join('\n');
}

/** Every number of the landing that follows the range is new: KPI cards and every chart card, nothing loading. */
function landingRangeComplete(before) {
  const main = document.querySelector('main');
  if (!main || !before) return false;
  if (main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]')) return false;
  const kpis = [...main.querySelectorAll('[data-kpi]')].map((k) => k.textContent);
  if (kpis.length === 0 || kpis.join('\n') === before.kpis.join('\n')) return false;
  const charts = [...main.querySelectorAll('section')].filter((s) => s.querySelector('svg') && !s.querySelector('[data-status]')).map((s) => s.innerHTML);
  // every chart card drawn anew (a 7-day range has other points than a 28-day one)
  return charts.length === before.charts.length && charts.every((html, i) => html !== before.charts[i]);
}

/** Which page, for a navigation: its path and heading. */
function pathNow() {
  return { path: location.pathname, heading: document.querySelector('main h1')?.textContent ?? null };
}

/**
 * The branch page of the branch opened shows its numbers: its heading (the branch's name, not the
 * page the click came from: the router changes the URL before the new page has rendered) and its
 * KPI cards with values, none loading.
 */
function branchPagePainted(before) {
  if (location.pathname === before.path || !location.pathname.startsWith('/insights/branch/')) return false;
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  const cards = main ? [...main.querySelectorAll('[data-kpi]')] : [];
  if (!h1 || h1.textContent === before.heading || cards.length === 0) return false;
  return !cards.some((k) => k.matches('[aria-busy="true"]') || k.querySelector('.mantine-Skeleton-root'));
}

/** The branch page with everything on it: its numbers, and nothing in <main> loading (charts, zones, queues). */
function branchPageComplete(before) {
  if (location.pathname === before.path || !location.pathname.startsWith('/insights/branch/')) return false;
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!h1 || h1.textContent === before.heading || main.querySelectorAll('[data-kpi]').length === 0) return false;
  return !main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
}

/** The rows of <main>'s table, as text. */
function tableRows() {
  const main = document.querySelector('main');
  return { rows: main ? [...main.querySelectorAll('table tbody tr')].map((r) => r.textContent).join('\n') : '' };
}

/** The table shows other rows than before, none a skeleton, and nothing in <main> is loading. */
function tableRowsChanged(before) {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('table tbody tr td')) return false;
  if (main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"], tr[data-skeleton]')) return false;
  const rows = [...main.querySelectorAll('table tbody tr')].map((r) => r.textContent).join('\n');
  return rows !== before.rows;
}

export const INTERACTIONS = [
  {
    id: 'range',
    route: 'landing',
    label: 'landing: range → Last 7 days',
    // the range picker's preset Select (packages/insights/src/components/range-picker.tsx, label
    // "Date range"): open it, then the measured input is the click on "Last 7 days"
    prepare: async (page, timeout) => {
      await page.getByRole('combobox', { name: 'Date range' }).click({ timeout });
      await page.getByRole('option', { name: 'Last 7 days' }).waitFor({ timeout });
    },
    snapshot: landingNumbers,
    act: (page, timeout) => page.getByRole('option', { name: 'Last 7 days' }).click({ timeout }),
    painted: landingKpisChanged,
    complete: landingRangeComplete,
  },
  {
    id: 'branch',
    route: 'landing',
    label: 'landing: live board → branch page',
    // the landing has no ranking table (that is the chain overview's, below): its way to a
    // branch is the live board's cards (live-board.tsx), one link each, the first screen
    prepare: async (page, timeout) => {
      await liveBoardLink(page).waitFor({ timeout });
    },
    snapshot: pathNow,
    act: (page, timeout) => liveBoardLink(page).click({ timeout }),
    painted: branchPagePainted,
    complete: branchPageComplete,
  },
  {
    id: 'ranking',
    route: 'overview',
    label: 'overview: ranking → branch page',
    // the first branch link of the ranking table (ranking-table.tsx): a client-side navigation to
    // /insights/branch/:id with the page's range
    prepare: async (page, timeout) => {
      await rankingLink(page).waitFor({ timeout });
    },
    snapshot: pathNow,
    act: (page, timeout) => rankingLink(page).click({ timeout }),
    painted: branchPagePainted,
    complete: branchPageComplete,
  },
  {
    id: 'sort',
    route: 'list',
    label: 'list: sort by Email',
    prepare: async (page, timeout) => {
      await page.getByRole('columnheader', { name: 'Email' }).getByRole('button').waitFor({ timeout });
    },
    snapshot: tableRows,
    act: (page, timeout) => page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click({ timeout }),
    painted: tableRowsChanged,
  },
  {
    id: 'page',
    route: 'list',
    label: 'list: next page',
    prepare: async (page, timeout) => {
      await page.getByRole('button', { name: 'Next page' }).waitFor({ timeout });
    },
    snapshot: tableRows,
    act: (page, timeout) => page.getByRole('button', { name: 'Next page' }).click({ timeout }),
    painted: tableRowsChanged,
  },
];

const liveBoardLink = (page) => page.locator('main [data-status] a[href*="/insights/branch/"]').first();
const rankingLink = (page) => page.getByRole('region', { name: 'Branch ranking' }).locator('tbody a[href*="/insights/branch/"]').first();

// In the page (sent as source, with `snapshot` and `painted` as its arguments): records what is
// on screen, then waits for the first trusted input, the frame where `painted` first holds and
// the message after that frame's paint; Event Timing entries of 16 ms and more from the arming on.
function arm(snapshot, painted, complete) {
  const s = { armed: performance.now(), input: null, inputType: null, frame: null, painted: null, completeFrame: null, complete: null, events: [], supported: PerformanceObserver.supportedEntryTypes.includes('event'), error: null };
  window.__benchInteraction?.stop?.();
  window.__benchInteraction = s;
  let before;
  try {
    before = snapshot();
  } catch (e) {
    s.error = `snapshot: ${e.message}`;
  }
  let po = null;
  if (s.supported) {
    po = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.startTime >= s.armed) s.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd, interactionId: e.interactionId ?? 0 });
      }
    });
    po.observe({ type: 'event', durationThreshold: 16 });
  }
  const types = ['pointerdown', 'mousedown', 'keydown', 'click'];
  const onInput = (e) => {
    if (s.input !== null || !e.isTrusted) return;
    s.input = e.timeStamp;
    s.inputType = e.type;
    schedule();
  };
  for (const t of types) window.addEventListener(t, onInput, { capture: true });
  let scheduled = false;
  const holds = (predicate) => {
    try {
      return Boolean(predicate(before));
    } catch {
      return false;
    }
  };
  // posted from the frame that draws the data: it runs after that frame has painted
  const afterPaint = (key) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      s[key] = performance.now();
    };
    ch.port2.postMessage(null);
  };
  const check = () => {
    scheduled = false;
    if (s.input === null) return;
    if (s.frame === null && holds(painted)) {
      s.frame = performance.now();
      afterPaint('painted');
    }
    if (s.completeFrame === null && holds(complete)) {
      s.completeFrame = performance.now();
      afterPaint('complete');
    }
    if (s.frame !== null && s.completeFrame !== null) mo.disconnect();
  };
  const schedule = () => {
    if (scheduled || (s.frame !== null && s.completeFrame !== null)) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  const mo = new MutationObserver(schedule);
  mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  s.stop = () => {
    mo.disconnect();
    po?.disconnect();
    for (const t of types) window.removeEventListener(t, onInput, { capture: true });
  };
}

/** The interaction's Event Timing figures: the entries sharing the first interactionId after the input. */
export function eventFigures(events, input) {
  const mine = events.filter((e) => e.interactionId > 0 && input !== null && e.startTime >= input - 1).sort((a, b) => a.startTime - b.startTime);
  if (mine.length === 0) return null;
  const id = mine[0].interactionId;
  const entries = mine.filter((e) => e.interactionId === id);
  const start = Math.min(...entries.map((e) => e.startTime));
  const duration = Math.max(...entries.map((e) => e.startTime + e.duration)) - start;
  const processingStart = Math.min(...entries.map((e) => e.processingStart));
  const processingEnd = Math.max(...entries.map((e) => e.processingEnd));
  return {
    duration,
    inputDelay: processingStart - start,
    processing: processingEnd - processingStart,
    presentationDelay: start + duration - processingEnd,
    entries: entries.map((e) => `${e.name} ${Math.round(e.duration)}`),
  };
}

/**
 * Runs the interactions of `routeId` on `page` (a route that is ready and quiet), in order.
 * Returns one record per interaction: `painted` (input → new data painted, ms), `event` (Event
 * Timing duration: `null` with `eventUnder16: true` when the interaction had no entry of 16 ms
 * or more) and its parts, or `error`.
 */
export async function runInteractions(page, routeId, { only, timeout = 30_000, settleMs = 500 } = {}) {
  const out = [];
  for (const it of INTERACTIONS.filter((i) => i.route === routeId && (!only || only.includes(i.id)))) {
    const r = { id: it.id, label: it.label };
    try {
      await it.prepare(page, timeout);
      await page.evaluate(`(${arm.toString()})(${it.snapshot.toString()}, ${it.painted.toString()}, ${(it.complete ?? it.painted).toString()})`);
      await it.act(page, timeout);
      await page.waitForFunction(() => window.__benchInteraction?.painted != null && window.__benchInteraction?.complete != null, null, { timeout, polling: 100 });
      // Event Timing entries are delivered after their paint: give them a moment
      await page.waitForTimeout(settleMs);
      const s = await page.evaluate(() => {
        const b = window.__benchInteraction;
        b.stop();
        return { input: b.input, inputType: b.inputType, frame: b.frame, painted: b.painted, complete: b.complete, events: b.events, supported: b.supported, error: b.error };
      });
      if (s.error) throw new Error(s.error);
      const ev = s.supported ? eventFigures(s.events, s.input) : null;
      Object.assign(r, {
        inputType: s.inputType,
        painted: s.painted - s.input,
        frame: s.frame - s.input,
        complete: s.complete - s.input,
        event: ev ? ev.duration : null,
        eventUnder16: s.supported && !ev,
        inputDelay: ev?.inputDelay ?? null,
        processing: ev?.processing ?? null,
        presentationDelay: ev?.presentationDelay ?? null,
        eventEntries: ev?.entries ?? [],
        path: await page.evaluate(() => location.pathname + location.search),
      });
    } catch (e) {
      r.error = String(e.message ?? e).split('\n')[0];
      await page.evaluate(() => window.__benchInteraction?.stop?.()).catch(() => {});
    }
    out.push(r);
    // the next interaction starts from a quiet page
    if (!r.error) await page.waitForTimeout(settleMs);
  }
  return out;
}

export const interactionRoutes = () => [...new Set(INTERACTIONS.map((i) => i.route))];

const INTERACTION_FIGURES = ['painted', 'complete', 'frame', 'event', 'inputDelay', 'processing', 'presentationDelay'];

/**
 * Medians per interaction over the loads given (one app, one route, one rate): `runs` (loads
 * that reached the interactions), `ok` (interactions that finished), the median of each figure
 * over those; `event` counts an interaction without an entry of 16 ms or more as 16 (an upper
 * bound: the API reports nothing shorter), and `eventUnder16` says how many were.
 */
export function summarizeInteractions(loads, median) {
  const out = [];
  for (const it of INTERACTIONS) {
    const mine = loads.flatMap((l) => (l.interactions ?? []).filter((r) => r.id === it.id));
    if (mine.length === 0) continue;
    const ok = mine.filter((r) => !r.error);
    const s = { id: it.id, label: it.label, runs: mine.length, ok: ok.length };
    for (const k of INTERACTION_FIGURES) s[k] = median(ok.map((r) => (k === 'event' && r.eventUnder16 ? 16 : r[k])));
    s.eventUnder16 = ok.filter((r) => r.eventUnder16).length;
    const errors = [...new Set(mine.filter((r) => r.error).map((r) => r.error))];
    if (errors.length) s.errors = errors;
    out.push(s);
  }
  return out;
}
