#!/usr/bin/env node
// `pnpm typecheck` (and turbo's `//#typecheck:all`, which the test command runs): the same check
// as every package's own `tsc --noEmit`, in one program per set of compiler options instead of
// one per package.
//
// Each package's own program checked every package below it again: 26 programs, about 400 s of
// CPU in CI (issue 16). The groups of scripts/ts-programs.mjs check each file once, with exactly
// the options and the files its package's tsconfig gives it. A package's `pnpm typecheck` still
// checks it alone.
//
// The programs are checked by TypeScript 7's native compiler (`typescript-native`, decision
// 0035): 202 s of CPU with 5.9's in CI, 55 s with 7.0's, with the same diagnostics. 5.9's API
// still reads the tsconfigs here, and 5.9 stays the compiler of the packages' own `typecheck`,
// of typescript-eslint and of tsup's declarations, which need its JavaScript API.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { groupByOptions, workspacePackages, writeGroupConfig } from './ts-programs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Workspace packages with a tsconfig.json and a `typecheck` script (absolute folders). */
const packagesToCheck = () => workspacePackages(root, { files: ['tsconfig.json'], script: 'typecheck' }).map((dir) => join(root, dir));

const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
const report = (diagnostics) => process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));

const found = groupByOptions(packagesToCheck());
let errors = found.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
if (found.diagnostics.length > 0) report(found.diagnostics);

const nativeTsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

for (const group of found.groups) {
  const { dirs, files } = group;
  const started = performance.now();
  const config = writeGroupConfig(group, 'typecheck-all');
  let result;
  try {
    result = spawnSync(process.execPath, [nativeTsc, '-p', config.path, '--noEmit', '--pretty'], { encoding: 'utf8' });
  } finally {
    config.remove();
  }
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  const failed = result.status !== 0;
  const count = failed ? Number(/Found (\d+) errors?/.exec(result.stdout ?? '')?.[1] ?? 1) : 0;
  errors += count;
  const names = dirs.map((d) => relative(root, d)).join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${count === 0 ? 'ok' : `${count} error(s)`}  ${files.size} files of ${dirs.length} package(s) in one program, ${seconds} s: ${names}`);
}

if (errors > 0) {
  console.log(`typecheck: ${errors} error(s)`);
  process.exit(1);
}
