// One tsup setup for every package: ESM, .d.ts, sourcemaps, code splitting, and every
// peer dependency (and its subpaths) left external so singletons stay singletons.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * esbuild moves the CSS a package imports (its own `.css` files) out of the JS into dist/*.css,
 * one file per entry or lazy chunk, under hashed names, and drops the import: a consumer of the
 * published build would get unstyled components. Every such file is joined into one
 * `dist/styles.css` that the package exports as `./styles.css` for the consumer to import.
 * Peer and dependency CSS (`@mantine/charts/styles.css`, leaflet's) stays an import in the JS.
 */
export function bundleStyles(dist) {
  if (!existsSync(dist)) return;
  const files = readdirSync(dist)
    .filter((f) => f.endsWith('.css') && f !== 'styles.css')
    .sort((a, b) => (a === 'index.css' ? -1 : b === 'index.css' ? 1 : a.localeCompare(b)));
  if (files.length === 0) return;
  const css = files.map((f) => readFileSync(join(dist, f), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd());
  writeFileSync(join(dist, 'styles.css'), `${css.join('\n')}\n`);
}

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
    onSuccess: async () => bundleStyles(join(cwd, 'dist')),
    ...extend,
  });
}

export default atriumTsup;
