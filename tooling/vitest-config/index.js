// Shared Vitest settings: the @atrium/source condition (tests run on src/, no build), jsdom with
// Testing Library for React packages, and a JSON report per package that scripts/summary.mjs totals.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

/**
 * @param {object} [options]
 * @param {'jsdom'|'node'} [options.environment]
 * @param {string[]} [options.setupFiles]  extra setup files (e.g. one that starts the MSW server)
 * @param {import('vitest/config').ViteUserConfig} [options.extend]
 */
export function atriumVitest({ environment = 'jsdom', setupFiles = [], extend = {} } = {}) {
  return defineConfig({
    resolve: { conditions: ['@atrium/source'] },
    ssr: { resolve: { conditions: ['@atrium/source'] } },
    ...extend,
    test: {
      environment,
      setupFiles: [...(environment === 'jsdom' ? [setupDom] : []), ...setupFiles],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      ...extend.test,
    },
  });
}

export default atriumVitest;
