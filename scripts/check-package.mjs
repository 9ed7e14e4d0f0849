#!/usr/bin/env node
// A package's `test:build`: publint --strict and attw --profile esm-only on the tarball the
// package would publish, packed once.
//
// `publint --strict && attw --pack .` packed each package twice: publint with pnpm (publint's
// `auto`), then attw with `npm pack`, whose start-up alone cost about 4 CPU-s per package (20
// packages in CI). Here `pnpm pack` makes the one tarball (the one `changeset publish` uploads, with
// `workspace:` ranges replaced) and both tools read it. Arguments are passed on to attw, e.g.
// `--exclude-entrypoints ./styles.css`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'atrium-pack-'));
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

let status;
try {
  status = run('pnpm', ['pack', '--pack-destination', dir]);
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (status === 0 && !tarball) {
    console.error(`check-package: pnpm pack left no tarball in ${dir}`);
    status = 1;
  }
  if (status === 0) {
    const path = join(dir, tarball);
    // the packages' own bins (node_modules/.bin is on PATH under `pnpm run`)
    status = run('publint', ['--strict', path]);
    if (status === 0) status = run('attw', [path, '--profile', 'esm-only', ...process.argv.slice(2)]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
