// The engine benchmark of STORE-ANALYTICS.md: a 13-month hourly series for all 12 branches and a
// summary with compare, cold (arrays built) and warm (arrays cached). Prints a table and writes
// bench/results/insights-engine.json at the repository root. Not a timed test: it never fails on
// a slow machine, the numbers are for the closing note.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { setInsightsClock } from '../src/insights/clock';
import { getChain, resetInsightsCache } from '../src/insights/engine';
import { computeSeries, getSummary } from '../src/insights/services';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const WARM_RUNS = 25;
const TARGET_MS = 30;
const DAY = 86_400_000;
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { min: round(pick(0)), median: round(pick(0.5)), p95: round(pick(0.95)), max: round(pick(1)), runs: samples.length };
}

it('insights engine benchmark', () => {
  setInsightsClock(NOW);
  const today = Math.floor(NOW / DAY);
  const range = { fromDay: today - 396, toDay: today - 1 }; // 13 months ending yesterday
  const seriesRun = () => computeSeries(getChain().branches, ['visitors'], range, 'hour', 'none', 'none');
  const summaryQuery = { from: iso(today - 28), to: iso(today - 1), compare: 'lastYear' };
  const longSummaryQuery = { from: iso(range.fromDay), to: iso(range.toDay), compare: 'previous' };

  resetInsightsCache();
  const seriesCold = time(seriesRun);
  const seriesWarm = stats(Array.from({ length: WARM_RUNS }, () => time(seriesRun)));
  resetInsightsCache();
  const summaryCold = time(() => getSummary(summaryQuery));
  const summaryWarm = stats(Array.from({ length: WARM_RUNS }, () => time(() => getSummary(summaryQuery))));
  const longSummaryWarm = stats(Array.from({ length: WARM_RUNS }, () => time(() => getSummary(longSummaryQuery))));
  const points = seriesRun().series[0]?.points.length ?? 0;

  const result = {
    name: 'insights-engine',
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' },
    clock: new Date(NOW).toISOString(),
    targetWarmMs: TARGET_MS,
    series: { what: '13-month hourly visitors, all 12 branches combined', range: { from: iso(range.fromDay), to: iso(range.toDay) }, points, coldMs: Math.round(seriesCold * 100) / 100, warm: seriesWarm },
    summary: { what: 'summary of every KPI, all branches, last 28 days vs last year', coldMs: Math.round(summaryCold * 100) / 100, warm: summaryWarm },
    summary13Months: { what: 'summary of every KPI, all branches, 13 months vs previous', warm: longSummaryWarm },
    withinTarget: seriesWarm.median <= TARGET_MS && summaryWarm.median <= TARGET_MS,
  };
  const out = fileURLToPath(new URL('../../../bench/results/insights-engine.json', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../../bench/results/', import.meta.url)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  setInsightsClock(null);

  console.log(
    [
      'insights engine benchmark',
      `  series 13 months hourly × 12 branches (${points} points): cold ${result.series.coldMs} ms, warm median ${seriesWarm.median} ms (min ${seriesWarm.min}, p95 ${seriesWarm.p95})`,
      `  summary 28 days vs last year × 12 branches: cold ${result.summary.coldMs} ms, warm median ${summaryWarm.median} ms (p95 ${summaryWarm.p95})`,
      `  summary 13 months vs previous × 12 branches: warm median ${longSummaryWarm.median} ms (p95 ${longSummaryWarm.p95})`,
      `  target ≤ ${TARGET_MS} ms warm: ${result.withinTarget ? 'met' : 'NOT met'}`,
      `  written to ${out}`,
    ].join('\n'),
  );
});
