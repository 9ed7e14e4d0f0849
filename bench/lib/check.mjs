// `browser.mjs --check`: the run's medians against the `browser` section of bench/budgets.json
// (issue 34). Each budget names a figure, where it applies (a route or an interaction, a CPU
// rate) and either `max` (ms, or a count) or `maxRatio` (Atrium's median ÷ the reference
// template's, same route and rate). Every Atrium build in the run (demo, remote) is checked.
//
// A budget whose route, interaction or rate is not in this run is listed as "not in this run"
// and does not fail; one that should have been measured but was not (every load or interaction
// failed, or a ratio without the template in the run: "no reference in this run") fails, as a
// breach does: a budget is never passed by not measuring it.

const label = (b) => b.what ?? b.id;
const fmt = (v, unit) => (v == null ? '—' : unit === 'ratio' ? `${v.toFixed(2)}×` : unit === 'count' ? String(v) : `${Math.round(v)} ms`);

/**
 * `budgets`: the `browser.budgets` list; `results`: the load results of browser.mjs (route, app,
 * rate and the figures' medians, with `interactions`); `run`: { rates, routes, apps,
 * interactions (ids performed), reference (boolean) }. Returns one line per budget and place:
 * { id, what, app, rate, where, measured, limit, unit, state: 'ok' | 'over' | 'unmeasured' | 'skipped', note }.
 */
export function checkBudgets(budgets, results, run) {
  const lines = [];
  for (const b of budgets) {
    const rates = b.rate === '*' || b.rate === undefined ? run.rates : run.rates.filter((r) => r === b.rate);
    const unit = b.maxRatio !== undefined ? 'ratio' : (b.unit ?? 'ms');
    const limit = b.maxRatio ?? b.max;
    const base = { id: b.id, what: label(b), unit, limit };
    if (rates.length === 0) {
      lines.push({ ...base, app: '—', rate: b.rate, where: b.interaction ?? b.route, measured: null, state: 'skipped', note: `not in this run (no ${b.rate}× CPU)` });
      continue;
    }
    for (const app of run.apps) {
      for (const rate of rates) {
        if (b.interaction) {
          const ids = b.interaction === '*' ? run.interactions : run.interactions.filter((i) => i === b.interaction);
          if (ids.length === 0) {
            lines.push({ ...base, app, rate, where: b.interaction, measured: null, state: 'skipped', note: 'not in this run (interaction not performed)' });
            continue;
          }
          for (const id of ids) {
            const s = results.filter((r) => r.app === app && r.rate === rate).flatMap((r) => r.interactions ?? []).find((i) => i.id === id);
            const where = `interaction ${id}`;
            // performed in this run (its route was loaded) yet without a record: its loads failed
            if (!s) lines.push({ ...base, app, rate, where, measured: null, state: 'unmeasured', note: 'not measured: no load of its route finished' });
            else if (!s.ok || s[b.figure] == null) lines.push({ ...base, app, rate, where, measured: null, state: 'unmeasured', note: `not measured: ${(s.errors ?? ['no figure']).join('; ')}` });
            else lines.push({ ...base, app, rate, where, measured: s[b.figure], state: s[b.figure] <= limit ? 'ok' : 'over' });
          }
          continue;
        }
        const routes = b.route === '*' ? run.routes : run.routes.filter((r) => r === b.route);
        if (routes.length === 0) {
          lines.push({ ...base, app, rate, where: b.route, measured: null, state: 'skipped', note: 'not in this run (route not loaded)' });
          continue;
        }
        for (const route of routes) {
          const r = results.find((x) => x.app === app && x.rate === rate && x.route === route);
          const where = route;
          if (!r) {
            lines.push({ ...base, app, rate, where, measured: null, state: 'skipped', note: 'not in this run' });
            continue;
          }
          const mine = r[b.figure];
          if (!r.ok || mine == null) {
            lines.push({ ...base, app, rate, where, measured: null, state: 'unmeasured', note: `not measured: ${(r.errors ?? ['no figure']).join('; ')}` });
            continue;
          }
          if (b.maxRatio === undefined) {
            lines.push({ ...base, app, rate, where, measured: mine, state: mine <= limit ? 'ok' : 'over' });
            continue;
          }
          const ref = results.find((x) => x.app === 'reference' && x.rate === rate && x.route === route);
          if (!run.reference || !ref) {
            lines.push({ ...base, app, rate, where, measured: null, state: 'unmeasured', note: run.reference ? 'the template has no such route' : 'no reference in this run (--reference)' });
            continue;
          }
          if (!ref.ok || !ref[b.figure]) {
            lines.push({ ...base, app, rate, where, measured: null, state: 'unmeasured', note: `the template's ${b.figure} was not measured${ref.errors ? `: ${ref.errors.join('; ')}` : ''}` });
            continue;
          }
          const ratio = mine / ref[b.figure];
          lines.push({ ...base, app, rate, where, measured: ratio, state: ratio <= limit ? 'ok' : 'over', note: `${Math.round(mine)} ms ÷ ${Math.round(ref[b.figure])} ms` });
        }
      }
    }
  }
  return lines;
}

/** Prints the lines; returns the lines that fail the check (over budget or not measured). */
export function printCheck(lines, log = console.log) {
  log('\nbudgets (bench/budgets.json → browser):');
  const STATE = { ok: 'ok', over: 'OVER BUDGET', unmeasured: 'NOT CHECKED', skipped: 'not in this run' };
  for (const l of lines) {
    const where = `${l.app} ${l.rate === undefined ? '' : `${l.rate}× `}${l.where ?? ''}`.trim();
    log(`  ${STATE[l.state].padEnd(15)} ${l.id.padEnd(22)} ${where.padEnd(36)} ${fmt(l.measured, l.unit).padStart(7)} of ${fmt(l.limit, l.unit)}${l.note ? `  (${l.note})` : ''}`);
  }
  const failed = lines.filter((l) => l.state === 'over' || l.state === 'unmeasured');
  return failed;
}
