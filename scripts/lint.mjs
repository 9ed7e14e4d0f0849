#!/usr/bin/env node
// `pnpm lint:all` (turbo's `//#lint:all`, which the test command runs): every package's own
// `eslint .`, with its own eslint.config.js, in four ESLint processes instead of 27.
//
// The typed rules build a TypeScript program per package through the project service, and
// packages import each other's sources (the @atrium/source condition), so each package's own
// `eslint .` parsed and bound every package below it again (855 task-seconds in CI, the largest
// share of the checks pass after Vitest). In one process the project service shares those source
// files between the packages' programs: the 13 feature packages took 283 CPU-s together against
// ~45 CPU-s each alone. One process over all 27 packages outgrows Node's default 4 GB heap, and
// the 13 feature packages in one process grew past 6 GB in a CI run, so the packages are linted in
// four groups of related packages, two processes at a time: the feature packages in two halves,
// the apps and tooling, and the shared libraries.
//
// Each package's config applies to its own folder only (`basePath`, ESLint ≥ 9.30), so the
// rules, ignores and import boundaries are exactly those of `pnpm --filter <pkg> lint`, which
// still lints one package alone.
//
//   node scripts/lint.mjs                 every package, in the four groups
//   node scripts/lint.mjs packages/users  these folders, in this process
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fromConfig = createRequire(join(root, 'tooling/eslint-config/package.json'));

/** Workspace folders with an eslint.config.js and a `lint` script, relative to the root. */
function packagesToLint() {
  const found = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(group, name);
      const manifest = join(root, dir, 'package.json');
      if (!existsSync(manifest) || !existsSync(join(root, dir, 'eslint.config.js'))) continue;
      if (JSON.parse(readFileSync(manifest, 'utf8')).scripts?.lint) found.push(dir);
    }
  }
  return found;
}

async function lint(dirs) {
  const { ESLint } = await import(pathToFileURL(fromConfig.resolve('eslint')).href);
  const config = [];
  for (const dir of dirs) {
    const own = (await import(pathToFileURL(join(root, dir, 'eslint.config.js')).href)).default;
    for (const entry of own) config.push({ ...entry, basePath: join(root, dir) });
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(dirs.map((dir) => join(root, dir)));
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) process.stdout.write(output);
  const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  console.log(`eslint: ${dirs.length} packages, ${results.length} files, ${errors} errors, ${warnings} warnings`);
  return errors === 0;
}

/** Runs `dirs` in a child process with room for their programs; resolves to its exit code. */
function lintInChild(dirs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${process.env.ATRIUM_LINT_HEAP_MB ?? 8192}`, fileURLToPath(import.meta.url), ...dirs], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // killed by a signal (V8's out-of-memory abort): not a lint result
    child.on('close', (code, signal) => resolve({ code: signal ? 2 : (code ?? 2), out }));
  });
}

const asked = process.argv.slice(2);
if (asked.length > 0) {
  process.exit((await lint(asked.map((d) => relative(root, join(root, d))))) ? 0 : 1);
}

const { FEATURE_PACKAGES } = await import(pathToFileURL(join(root, 'tooling/eslint-config/index.js')).href);
const all = packagesToLint();
const isFeature = (dir) => dir.startsWith('packages/') && FEATURE_PACKAGES.includes(dir.slice('packages/'.length));
const features = all.filter(isFeature);
const half = Math.ceil(features.length / 2);
const groups = [
  features.slice(0, half),
  features.slice(half),
  all.filter((dir) => !isFeature(dir) && !dir.startsWith('packages/')),
  all.filter((dir) => !isFeature(dir) && dir.startsWith('packages/')),
].filter((g) => g.length > 0);
// two at a time: the checks pass runs beside other tasks on a 2-core runner
const results = [];
let next = 0;
const worker = async () => {
  while (next < groups.length) {
    const index = next++;
    const group = groups[index];
    let result = await lintInChild(group);
    // 0: clean, 1: problems found; anything else is the process dying (out of memory): lint that
    // group's packages one process each, as their own `pnpm lint` would, rather than fail the run
    if (result.code > 1 && group.length > 1) {
      let out = `${result.out.slice(-2000)}\neslint: the group ${group.join(' ')} died (exit ${result.code}); linting its packages one at a time\n`;
      let code = 0;
      for (const dir of group) {
        const one = await lintInChild([dir]);
        out += one.out;
        code = Math.max(code, one.code);
      }
      result = { code, out };
    }
    results[index] = result;
  }
};
await Promise.all([worker(), worker()]);
for (const { out } of results) process.stdout.write(out);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
