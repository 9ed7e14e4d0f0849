// Every story is a test (issue 35): @storybook/addon-vitest turns each story of .storybook/main.ts
// into a Vitest test that renders it in Chromium (the Debian browser when present, as the
// Playwright suite uses), runs its play function, fails on a console error and on a serious or
// critical axe violation (.storybook/preview.tsx). Two modes, each its own Vitest project: English
// light and Arabic dark (right to left). STORYBOOK_PACKAGE keeps one package's stories.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// The mode reaches the preview through the browser itself (Playwright's locale and
// prefers-color-scheme, .storybook/preview.tsx reads them): a per-project `define` leaked from one
// project into the other's preview module, so en-light stories rendered in Arabic, dark.
const MODES = [
  { name: 'en-light', locale: 'en-US', colorScheme: 'light' },
  { name: 'ar-dark', locale: 'ar', colorScheme: 'dark' },
] as const;

/** Every story file of .storybook/main.ts (all packages), from this folder. */
const STORY_FILES = ['../../packages/*/src/**/*.stories.tsx', '../dashboard/src/**/*.stories.tsx'];

export default defineConfig({
  plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
  // one value for every project: the preview checks console errors only under test
  define: { 'import.meta.env.STORYBOOK_TEST_MODE': JSON.stringify('1') },
  // Vite finds every story's dependencies before the first test: discovered mid-run, each one
  // re-optimized the deps and reloaded the browser, failing the stories under way. Every package's
  // stories, even when STORYBOOK_PACKAGE runs one package's: the optimized set is then the same for
  // each package and for the whole run, which share one cache (node_modules/.vite). Scanned from
  // one package's files only, a run after another package's found its set changed, re-optimized
  // mid-run and failed its first stories ("Failed to fetch dynamically imported module").
  optimizeDeps: {
    entries: ['.storybook/preview.tsx', ...STORY_FILES],
  },
  test: {
    // a story's first render waits for lazy chunks and fonts; a loaded runner needs the margin
    testTimeout: 30_000,
    // its own report name, so `npm test`'s summary prints the story tests as a line of their own
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/stories.json' },
    // One project, one Vite server and one dependency cache for both modes: each mode is a
    // browser instance of its own context (locale and colour scheme), so the stories' modules are
    // transformed once, not once per mode.
    name: 'stories',
    // One page per worker keeps its module graph from file to file: the preview, Mantine, MSW's
    // worker and the mock's seeded store load once, not once per story file (each file
    // re-imported them: 238 stories took 19 min on a loaded 2-core runner). Storybook renders
    // each story afresh and the preview gives each its own QueryClient and MSW handlers.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      instances: MODES.map((mode) => ({
        browser: 'chromium' as const,
        name: `stories ${mode.name}`,
        provider: playwright({
          contextOptions: { locale: mode.locale, colorScheme: mode.colorScheme },
          launchOptions: {
            executablePath,
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
          },
        }),
      })),
      screenshotFailures: false,
    },
  },
});
