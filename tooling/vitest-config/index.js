// Shared Vitest settings: the @atrium/source condition (tests run on src/, no build), jsdom with
// Testing Library for React packages, and a JSON report per package that scripts/summary.mjs totals.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(?:do)?[mM]ock\(/;

/**
 * The package's test files that replace a module with vi.mock: those need a module graph of their
 * own, since in a shared one the module may already be loaded, unmocked, by an earlier file.
 */
function filesMockingModules(root = process.cwd()) {
  const found = [];
  for (const dir of ['src', 'test']) {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !TEST_FILE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      if (MOCKS_MODULES.test(readFileSync(path, 'utf8'))) found.push(path.slice(root.length + 1));
    }
  }
  return found.sort();
}

/**
 * @param {object} [options]
 * @param {'jsdom'|'node'} [options.environment]
 * @param {string[]} [options.setupFiles]  extra setup files (e.g. one that starts the MSW server)
 * @param {import('vitest/config').ViteUserConfig} [options.extend]
 */
export function atriumVitest({ environment = 'jsdom', setupFiles = [], extend = {} } = {}) {
  const isolated = extend.test?.isolate === true ? [] : filesMockingModules();
  return defineConfig({
    resolve: { conditions: ['@atrium/source'] },
    ssr: { resolve: { conditions: ['@atrium/source'] } },
    ...extend,
    test: {
      environment,
      setupFiles: [...(environment === 'jsdom' ? [setupDom] : []), ...setupFiles],
      // with projects (below) each project names its own files
      ...(isolated.length === 0 && { include: TEST_FILES }),
      css: false,
      // One module graph and one jsdom per worker, not one per test file: a file no longer pays
      // for re-importing React, Mantine and jsdom (the test tasks of CI: 974 s → ~500 s, issue 16).
      // setup-dom.js empties the document and storage before each file; restoreMocks below
      // undoes spies. A package whose files need a fresh module graph passes `isolate: true`.
      isolate: false,
      restoreMocks: true,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      ...extend.test,
      // the files that mock modules run in a project of their own, isolated as before
      ...(isolated.length > 0 && {
        projects: [
          { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: [...configDefaults.exclude, ...isolated] } },
          { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
        ],
      }),
    },
  });
}

export default atriumVitest;
