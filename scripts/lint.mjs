#!/usr/bin/env node
// `pnpm lint:all` (turbo's `//#lint:all`, which the test command runs): every package's own
// `eslint .`, with its own eslint.config.js, in a few ESLint processes instead of 27.
//
// The typed rules need a TypeScript program. Through the project service each package got its
// own, and packages import each other's sources (the @atrium/source condition), so every program
// parsed, bound and type-checked the packages below it again: the 16 React packages' programs
// held ui-kit, api and i18n 16 times over (172 CPU-s and 3.6 GB in one process). Here the typed
// rules read one program per set of compiler options (scripts/ts-programs.mjs, as typecheck:all
// does): the same files, the same options, so the same types, each checked once (108 CPU-s and
// 2.4 GB for those 16). Each group is one ESLint process, two at a time, largest first.
//
// Each package's config applies to its own folder only (`basePath`, ESLint >= 9.30), so the
// rules, ignores and import boundaries are exactly those of `pnpm --filter <pkg> lint`, which
// still lints one package alone with its own program.
//
//   node scripts/lint.mjs                 every package, one process per program
//   node scripts/lint.mjs packages/users  these folders, in this process
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { groupByOptions, workspacePackages, writeGroupConfig } from './ts-programs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const fromConfig = createRequire(join(root, 'tooling/eslint-config/package.json'));

/** Workspace folders with an eslint.config.js and a `lint` script, relative to the root. */
const packagesToLint = () => workspacePackages(root, { files: ['package.json', 'eslint.config.js'], script: 'lint' });

async function lint(dirs) {
  const { ESLint } = await import(pathToFileURL(fromConfig.resolve('eslint')).href);
  const config = [];
  for (const dir of dirs) {
    const own = (await import(pathToFileURL(join(root, dir, 'eslint.config.js')).href)).default;
    for (const entry of own) config.push({ ...entry, basePath: join(root, dir) });
  }
  // the typed rules of the files in a package's tsconfig read their group's program, not one per
  // package (the others, such as a folder with a tsconfig of its own, keep the project service)
  const programs = groupByOptions(dirs.filter((dir) => existsSync(join(root, dir, 'tsconfig.json'))).map((dir) => join(root, dir))).groups.map((group) => {
    const written = writeGroupConfig(group, 'lint-all');
    config.push({
      files: [...group.files].map((file) => relative(root, file)),
      languageOptions: { parserOptions: { projectService: false, project: [written.path], tsconfigRootDir: root } },
    });
    return written;
  });
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  let results;
  try {
    results = await eslint.lintFiles(dirs.map((dir) => join(root, dir)));
  } finally {
    for (const program of programs) program.remove();
  }
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

const all = packagesToLint();
const typed = all.filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));
// one process per program, the largest first (most files), and one for the packages without TypeScript
const groups = [
  ...groupByOptions(typed.map((dir) => join(root, dir)))
    .groups.sort((a, b) => b.files.size - a.files.size)
    .map((group) => group.dirs.map((dir) => relative(root, dir))),
  all.filter((dir) => !typed.includes(dir)),
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
