// One tsup setup for every package: ESM, .d.ts, sourcemaps, code splitting, and every
// peer dependency (and its subpaths) left external so singletons stay singletons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {object} [options]
 * @param {string} [options.cwd]  the package folder
 * @param {Record<string,string>|string[]} [options.entry]
 * @param {import('tsup').Options} [options.extend]
 */
export function atriumTsup({ cwd = process.cwd(), entry = ['src/index.ts'], extend = {} } = {}) {
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  const externals = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})];
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    splitting: true,
    treeshake: true,
    clean: true,
    outDir: 'dist',
    external: externals.map((name) => new RegExp(`^${escape(name)}(/.*)?$`)),
    loader: { '.json': 'json' },
    ...extend,
  });
}

export default atriumTsup;
