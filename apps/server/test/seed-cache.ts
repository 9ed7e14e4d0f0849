// Vitest global setup: one folder of seeded template databases for this run (src/db/template.ts),
// so the files' servers start from one seed instead of each seeding its own (a minute or two each).
// scripts/test.mjs sets ATRIUM_SEED_CACHE for the whole `npm test` run: then that one is shared
// with the contract suite and the server's Playwright project, and left for it to remove.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): (() => void) | undefined {
  if (process.env.ATRIUM_SEED_CACHE) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'atrium-seed-cache-'));
  // the test files run in child processes, which inherit this
  process.env.ATRIUM_SEED_CACHE = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.ATRIUM_SEED_CACHE;
  };
}
