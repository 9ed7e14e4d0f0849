import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser on every machine: use the one named in
// PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Overridable so several builds can be tested side by side (E2E_PORT, E2E_DIST).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on CI's 2 cores. Three looked faster on this machine while other sessions loaded
  // it (a third process takes a larger share of a busy CPU), but on a quiet fresh-clone run they
  // only stretched every test: 1,797 test-s in 706 s of wall against ~1,040 test-s of the same
  // tests with two workers, and one flaky retry (docs/ci-time.md).
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  // The mock API seeds itself in the browser on first use; on a loaded 2-core machine that is slow.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test its DOM snapshots: about a third of the suite's time on
    // a 2-core runner (issue 16). CI records one for a failed test's retry, which is the run
    // that fails for good; a local run, with no retries, keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs in once per role and saves e2e/.auth/<role>.json (see e2e/support/session.ts).
    { name: 'setup', testMatch: /.*\.setup\.ts$/, use: browser },
    // the remote build (dist-remote) on the real server (apps/server, PGlite), which the spec
    // starts, kills and starts again itself (issue 17). It needs no saved session, but it waits for
    // `setup` all the same: Playwright runs projects level by level, so on level 0 beside `setup`
    // it ran alone (serial, ~50 s) while the second worker idled until it finished (issue 16).
    { name: 'server', dependencies: ['setup'], testMatch: /\/server\/.*\.spec\.ts$/, use: browser },
    // the mock build (dist, VITE_API_MODE=mock) served by vite preview: every feature spec. Listed
    // after `server`: a worker takes the projects' tests in this order, and the server spec is one
    // serial group of ~80 s; taken last, it ran alone at the end while the other worker idled
    // (+617 s to +691 s of a 695 s run, docs/ci-time.md), taken first it runs beside the others.
    { name: 'chromium', dependencies: ['setup'], testIgnore: /\/server\//, use: browser },
  ],
  // The built app, served as users get it (run `build` first; turbo's test:e2e depends on it).
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${PORT} --strictPort${OUT_DIR}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
