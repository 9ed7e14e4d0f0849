// One TypeScript program per set of compiler options, shared by `typecheck:all`
// (scripts/typecheck.mjs) and `lint:all` (scripts/lint.mjs).
//
// Packages import each other's sources (the @atrium/source condition), so a program per package
// parses, binds and checks every package below it again. The packages whose tsconfig.json
// resolves to the same options can share one program instead: each file is checked once, with
// exactly the options and the files its package's tsconfig gives it.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The workspace's package folders (relative to `root`) that have every file of `files` and the
 * npm script `script`, in apps, packages, tooling order.
 */
export function workspacePackages(root, { files, script }) {
  const found = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(group, name);
      const manifest = join(root, dir, 'package.json');
      if (!existsSync(manifest) || !files.every((file) => existsSync(join(root, dir, file)))) continue;
      if (JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script]) found.push(dir);
    }
  }
  return found;
}

/** Options that name a package's own place, not a setting: ignored when grouping. */
const LOCAL_OPTIONS = new Set(['configFilePath', 'pathsBasePath']);

/**
 * `dirs` (absolute package folders, each with a tsconfig.json) grouped by their resolved compiler
 * options, in the order of each group's first package: [{ dirs, files }], plus the tsconfig
 * diagnostics (`diagnostics`), which the caller reports.
 */
export function groupByOptions(dirs) {
  const groups = new Map();
  const diagnostics = [];
  for (const dir of dirs) {
    const configPath = join(dir, 'tsconfig.json');
    const read = ts.readConfigFile(configPath, ts.sys.readFile);
    if (read.error) {
      diagnostics.push(read.error);
      continue;
    }
    const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dir, undefined, configPath);
    diagnostics.push(...parsed.errors);
    const key = JSON.stringify(Object.entries(parsed.options).filter(([k]) => !LOCAL_OPTIONS.has(k)).sort(([a], [b]) => a.localeCompare(b)));
    const group = groups.get(key) ?? { dirs: [], files: new Set() };
    group.dirs.push(dir);
    for (const file of parsed.fileNames) group.files.add(file);
    groups.set(key, group);
  }
  return { groups: [...groups.values()], diagnostics };
}

/**
 * Writes the group's program as a tsconfig beside its first package's own, which it extends (so
 * type packages named in `types` resolve from that folder, as its own tsc would), listing every
 * file of the group. `name` tells the callers' files apart (they run side by side in CI). Returns
 * its path and a function that removes it.
 */
export function writeGroupConfig(group, name) {
  const path = join(group.dirs[0], `tsconfig.${name}.json`);
  writeFileSync(path, JSON.stringify({ extends: './tsconfig.json', include: [], files: [...group.files] }));
  return { path, remove: () => rmSync(path, { force: true }) };
}
