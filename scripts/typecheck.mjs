#!/usr/bin/env node
// `pnpm typecheck` (and turbo's `//#typecheck:all`, which the test command runs): the same check
// as every package's own `tsc --noEmit`, in one program per set of compiler options instead of
// one per package.
//
// Packages import each other's sources (the @atrium/source condition), so each package's own
// program parsed and checked every package below it again: 26 programs, about 400 s of CPU in
// CI (issue 16). Here the packages whose tsconfig.json resolves to the same options share one
// program: each file is checked once, with exactly the options and the files its package's
// tsconfig gives it. A package's `pnpm typecheck` still checks it alone.
//
// The programs are checked by TypeScript 7's native compiler (`typescript-native`, decision
// 0035): 202 s of CPU with 5.9's in CI, 55 s with 7.0's, with the same diagnostics. 5.9's API
// still reads the tsconfigs here, and 5.9 stays the compiler of the packages' own `typecheck`,
// of typescript-eslint and of tsup's declarations, which need its JavaScript API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Workspace packages with a tsconfig.json and a `typecheck` script. */
function packagesToCheck() {
  const found = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(root, group, name);
      const manifest = join(dir, 'package.json');
      if (!existsSync(manifest) || !existsSync(join(dir, 'tsconfig.json'))) continue;
      const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
      if (scripts.typecheck) found.push(dir);
    }
  }
  return found;
}

const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
const report = (diagnostics) => process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));

/** Options that name this package's own place, not a setting: ignored when grouping. */
const LOCAL_OPTIONS = new Set(['configFilePath', 'pathsBasePath']);

let errors = 0;
const groups = new Map();
for (const dir of packagesToCheck()) {
  const configPath = join(dir, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) {
    report([read.error]);
    errors += 1;
    continue;
  }
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dir, undefined, configPath);
  if (parsed.errors.length > 0) {
    report(parsed.errors);
    errors += parsed.errors.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  }
  const key = JSON.stringify(Object.entries(parsed.options).filter(([k]) => !LOCAL_OPTIONS.has(k)).sort(([a], [b]) => a.localeCompare(b)));
  const group = groups.get(key) ?? { options: parsed.options, dirs: [], files: new Set() };
  group.dirs.push(dir);
  for (const file of parsed.fileNames) group.files.add(file);
  groups.set(key, group);
}

const nativeTsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

for (const { dirs, files } of groups.values()) {
  const started = performance.now();
  // The group's program, as a tsconfig beside the first package's own (which it extends, so type
  // packages named in `types` resolve from that folder, as its own tsc would), listing every file.
  const config = join(dirs[0], 'tsconfig.typecheck-all.json');
  writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', include: [], files: [...files] }));
  let result;
  try {
    result = spawnSync(process.execPath, [nativeTsc, '-p', config, '--noEmit', '--pretty'], { encoding: 'utf8' });
  } finally {
    rmSync(config, { force: true });
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
