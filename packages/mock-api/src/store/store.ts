// The one live database the handlers serve. In Node it is memory only; the browser worker turns
// on persistence so demo edits survive a reload. Services never touch this module: they take
// the database as an argument, which keeps them testable and reusable by a real server.
import { createSeed, lazyClone, type Db } from '@atrium/fixtures';
import { dbSchema } from '@atrium/fixtures';
import { DEFAULT_STORAGE_KEY } from './keys';
import { disableSessionPersistence, enableSessionPersistence, SESSIONS_STORAGE_SUFFIX } from './sessions';

/** Bump when the stored shape or the seed changes meaning; older data is then dropped. */
export const STORAGE_VERSION = 8;
export { DEFAULT_STORAGE_KEY };
export { getLatency, setLatency } from './latency';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Persistence {
  storage: StorageLike;
  key: string;
}

let current: Db | undefined;
let template: { day: string; db: Db } | undefined;
let persistence: Persistence | undefined;

/**
 * Where getDb()/saveDb() go instead of this module's memory: a real server hands each request
 * the database it loaded in its transaction and writes back what the handler changed.
 */
export interface DbProvider {
  get(): Db;
  /** the handler changed the database and wants it kept */
  save(): void;
}

let provider: DbProvider | undefined;

/** Routes getDb()/saveDb() through `next`; undefined restores the built-in memory store. */
export function setDbProvider(next: DbProvider | undefined): void {
  provider = next;
}

/**
 * A fresh copy of the seed. Building it costs up to a few hundred milliseconds, and tests reset
 * before each case, so one build per day (the seed is dated from today) is cloned instead, each
 * collection when it is first read (`lazyClone`): a reset or a first answer pays only for the
 * collections it touches.
 */
function freshSeed(): Db {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  if (template?.day !== day) template = { day, db: createSeed({ now }) };
  return lazyClone(template.db);
}

function loadPersisted({ storage, key }: Persistence): Db | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as { version?: unknown; data?: unknown };
    if (stored.version !== STORAGE_VERSION) return undefined;
    const parsed = dbSchema.safeParse(stored.data);
    // corrupt or foreign data is not worth an error screen: the seed takes over silently
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function getDb(): Db {
  if (provider) return provider.get();
  current ??= (persistence && loadPersisted(persistence)) ?? freshSeed();
  return current;
}

/** Called by handlers after a successful mutation. Storage failures (quota, privacy mode) are ignored. */
export function saveDb(): void {
  if (provider) {
    provider.save();
    return;
  }
  if (!persistence || !current) return;
  try {
    persistence.storage.setItem(persistence.key, JSON.stringify({ version: STORAGE_VERSION, data: current }));
  } catch {
    // the demo keeps working in memory
  }
}

/** Restores the seed, in memory and in storage. */
export function resetDemoData(): void {
  current = freshSeed();
  if (persistence) {
    try {
      persistence.storage.removeItem(persistence.key);
    } catch {
      // nothing stored to clear
    }
  }
}

/** Starts reading and writing the database through `storage`; the next getDb() loads from it. */
export function enablePersistence(storage: StorageLike, key = DEFAULT_STORAGE_KEY): void {
  persistence = { storage, key };
  current = undefined;
  enableSessionPersistence(storage, `${key}${SESSIONS_STORAGE_SUFFIX}`);
}

export function disablePersistence(): void {
  persistence = undefined;
  disableSessionPersistence();
}
