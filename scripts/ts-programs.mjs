// One TypeScript program per set of compiler options, shared by `typecheck:all`
// (scripts/typecheck.mjs) and `lint:all` (scripts/lint.mjs).
//
// Packages import each other's sources (the @atrium/source condition), so a program per package
// parses, binds and checks every package below it again. The packages whose tsconfig.json
// resolves to the same options can share one program instead: each file is checked once, with
// exactly the options and the files its package's tsconfig gives it.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

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
