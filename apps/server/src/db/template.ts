// Seeded template databases for test runs. A first start seeds 13 months of analytics facts and
// the back-office documents (one to two minutes on a loaded 2-core box), and a test run starts
// many servers on the same seed. With a cache folder shared by the run (ServerOptions.seedCache,
// prepareSeededDataDir), the first server to need a seed seeds itself as usual, then leaves a
// tarball of its freshly seeded database (PGlite's dumpDataDir) in the folder; every later empty
// database, in memory or in a data folder, starts from that tarball instead (loadDataDir). Only
// tests use this: `npm start` and createServer() without a cache seed as before.
//
// One template per migrations text and seed instant: a pinned `now` names its exact instant (the
// seed of 09:00 differs from the seed of 10:00 in today's moments), the real clock names its UTC
// day (a copy then looks like a server seeded earlier today). Several processes may ask for one
// template at once (turbo runs two test tasks side by side): the first takes a lock folder and
// seeds, the others wait for its tarball.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrations } from './migrate';

/** Bump when what a template holds changes in a way its key does not see. */
const TEMPLATE_FORMAT = 2;
/** A lock older than this belongs to a process that died while seeding. */
const STALE_LOCK_MS = 20 * 60_000;

export type TemplateClaim =
  /** the template exists: start the database from this tarball */
  | { ready: true; tarball: string; seededAt: Date }
  /**
   * it does not: this caller seeds (dated `seededAt`), then publishes a dump of the freshly seeded
   * database, or abandons (on failure) so that a waiting process takes over
   */
  | { ready: false; seededAt: Date; publish(tarball: Blob): Promise<void>; abandon(): void };

export function templateKey(migrations: string, now: Date | undefined, at: Date = now ?? new Date()): string {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\n`);
  for (const m of readMigrations(migrations)) hash.update(`${m.name}\n${m.text}\n`);
  hash.update(now ? `at ${now.toISOString()}` : `day ${at.toISOString().slice(0, 10)}`);
  return hash.digest('hex').slice(0, 24);
}

function readyTemplate(tarball: string): TemplateClaim | undefined {
  if (!existsSync(tarball)) return undefined;
  return { ready: true, tarball, seededAt: new Date(readFileSync(`${tarball}.seeded-at`, 'utf8').trim()) };
}

/** The template of `now` (absent: today, real clock) in `cacheDir`, or the duty to make it. */
export async function claimTemplate(options: { cacheDir: string; migrations: string; now?: Date | undefined }): Promise<TemplateClaim> {
  // the instant is taken once: its day names the template and dates the seed
  const at = options.now ?? new Date();
  mkdirSync(options.cacheDir, { recursive: true });
  const base = join(options.cacheDir, templateKey(options.migrations, options.now, at));
  const tarball = `${base}.tar`;
  const lock = `${base}.lock`;
  for (;;) {
    const ready = readyTemplate(tarball);
    if (ready) return ready;
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // another server is seeding this template: wait for it (or take over a dead one's lock)
      if (abandonedLock(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const again = readyTemplate(tarball);
    if (again) {
      rmSync(lock, { recursive: true, force: true });
      return again;
    }
    let open = true;
    const release = () => {
      if (open) rmSync(lock, { recursive: true, force: true });
      open = false;
    };
    return {
      ready: false,
      seededAt: at,
      async publish(dump) {
        try {
          // written beside, then renamed: a reader never sees half a tarball
          const work = `${base}.tmp-${process.pid}`;
          writeFileSync(`${tarball}.seeded-at`, `${at.toISOString()}\n`);
          writeFileSync(work, new Uint8Array(await dump.arrayBuffer()));
          renameSync(work, tarball);
        } finally {
          release();
        }
      },
      abandon: release,
    };
  }
}

/** A lock whose process is gone (killed while seeding), or older than any seed takes. */
function abandonedLock(lock: string): boolean {
  try {
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) return true;
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process; anything else (the lock or its pid file not there yet): wait
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** True when `dataDir` holds no PGlite database yet (absent, or without PG_VERSION). */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** A ready template's tarball as a Blob for PGlite's loadDataDir. */
export function templateBlob(tarball: string): Blob {
  return new Blob([readFileSync(tarball)]);
}
