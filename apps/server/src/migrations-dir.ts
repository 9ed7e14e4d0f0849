import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the SQL migrations: next to the sources, or copied next to the bundle. */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`@atrium/server: no migrations folder next to ${here}`);
  return found;
}
