// Totals every test runner's JSON report (Vitest per package, Playwright, the bundle budget)
// into one line, `N passed, N failed`, and keeps a copy in .reports/summary.txt.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

function countPlaywright(report) {
  let passed = 0;
  let failed = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') continue;
        if (test.status === 'expected' || test.status === 'flaky') passed += 1;
        else failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { passed, failed: failed + (report.errors?.length ?? 0) };
}

// A test file that fails to load has a failed suite but no failed test: count it too.
function countVitest(report) {
  const failedTests = report.numFailedTests ?? 0;
  return { passed: report.numPassedTests ?? 0, failed: failedTests || (report.numFailedTestSuites ?? 0) };
}

export function collect() {
  const rows = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const pkg of readdirSync(base)) {
      const dir = join(base, pkg, 'reports');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        const counts = file === 'playwright.json'
          ? countPlaywright(report)
          : countVitest(report);
        rows.push({ name: `${group}/${pkg}/${file.replace('.json', '')}`, ...counts });
      }
    }
  }
  return rows;
}

/**
 * The story tests (apps/storybook/reports/stories.json, issue 35): each story runs once per mode
 * (en-light, ar-dark), so the stories are the distinct file + name pairs and the tests all of them.
 */
export function countStories() {
  const file = join(root, 'apps', 'storybook', 'reports', 'stories.json');
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stories = new Set();
  const files = new Set();
  for (const result of report.testResults ?? []) {
    files.add(result.name);
    for (const test of result.assertionResults ?? []) stories.add(`${result.name}\0${test.fullName}`);
  }
  return { files: files.size, stories: stories.size, ...countVitest(report) };
}

/** Prints per-runner totals and the final line; returns false when anything failed. */
export function printSummary({ turboFailed = false } = {}) {
  const rows = collect();
  const passed = rows.reduce((a, r) => a + r.passed, 0);
  let failed = rows.reduce((a, r) => a + r.failed, 0);
  console.log('\nTest runners:');
  for (const r of rows) console.log(`  ${r.name.padEnd(44)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed`);
  const stories = countStories();
  // the story tests are one of the rows above (counted in the totals); their own line says what they are
  if (stories) console.log(`  story tests: ${stories.stories} stories in ${stories.files} files, each in en-light and ar-dark: ${stories.passed} passed, ${stories.failed} failed`);
  else {
    // `npm test` runs them (scripts/test.mjs): a run without their report did not test the stories
    console.log('  story tests: no report (apps/storybook/reports/stories.json), they did not run   1 failed');
    failed += 1;
  }
  if (turboFailed && failed === 0) {
    // A step that is not a test runner (lint, typecheck, a build) failed: count it, so the
    // totals line can never read as green while the run is red.
    console.log('  a lint, typecheck or build step failed (see above)       1 failed');
    failed += 1;
  }
  if (rows.length === 0) {
    console.log('  no test reports were written');
    failed += 1;
  }
  const line = `${passed} passed, ${failed} failed`;
  mkdirSync(join(root, '.reports'), { recursive: true });
  writeFileSync(join(root, '.reports', 'summary.txt'), `${line}\n`);
  console.log(line);
  return failed === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(printSummary() ? 0 : 1);
}
