// @atrium/server: the @atrium/api contract on PostgreSQL (embedded PGlite, or a server through
// DATABASE_URL), with real sessions and the contract's access table enforced. createServer()
// builds it in-process (tests call app.fetch); src/main.ts listens on a port.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSeed, type Db } from '@atrium/mock-api';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app';
import { hashPasswordAsync, isPasswordHash } from './auth/passwords';
import { connect, type Database } from './db/client';
import { migrate } from './db/migrate';
import { appMeta } from './db/schema';
import { seedInsights } from './insights';
import { DataRuntime } from './store/runtime';

export type { Database } from './db/client';
export { loadConfig, ConfigError, type Config } from './config';

export interface ServerOptions {
  /** PostgreSQL URL; when absent PGlite is used */
  databaseUrl?: string;
  /** PGlite folder; absent (and no databaseUrl) = in-memory PGlite (tests) */
  dataDir?: string;
  logger?: false | Logger;
  /** the seed's "today" (tests may pin it) */
  now?: Date;
  /** hours a session lasts without "remember me" (default 12) */
  sessionTtlHours?: number;
  corsOrigin?: string;
  /** request bodies above this many bytes get 413 (default 1 MiB) */
  bodyLimitBytes?: number;
  /** the built dashboard to serve same-origin with an SPA fallback */
  staticDir?: string;
  /** check 2xx answers against the contract's schemas (default: on) */
  checkAnswers?: boolean;
}

export interface AtriumServer {
  /** the Hono app's fetch, for in-process tests */
  fetch(request: Request): Promise<Response>;
  app: Hono;
  db: Database;
  /** test helper: back-office data back to the seed (not exposed over HTTP) */
  resetData(): Promise<void>;
  close(): Promise<void>;
}

/** The folder of the SQL migrations: next to the sources, or copied next to the bundle. */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`@atrium/server: no migrations folder next to ${here}`);
  return found;
}

/** The seed of `now`'s day with every password replaced by its argon2id hash. */
async function hashedSeed(now: Date): Promise<Db> {
  const db = createSeed({ now });
  const hash = async (value: string) => (isPasswordHash(value) ? value : hashPasswordAsync(value));
  db.loginUsers = await Promise.all(db.loginUsers.map(async (u) => ({ ...u, password: await hash(u.password) })));
  db.userCredentials = await Promise.all(db.userCredentials.map(async (c) => ({ ...c, password: await hash(c.password) })));
  db.accountPassword = await hash(db.accountPassword);
  return db;
}

export async function createServer(options: ServerOptions = {}): Promise<AtriumServer> {
  const logger = options.logger === false ? undefined : options.logger;
  const pinned = options.now;
  const now = () => pinned ?? new Date();
  const connection = await connect({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const applied = await migrate(connection, migrationsDir());
    if (applied.length > 0) logger?.info({ applied }, 'migrations applied');
    const runtime = new DataRuntime(connection.db, (options.sessionTtlHours ?? 12) * 3_600_000);
    const seedDay = now();
    // hashing is the slow part of a reset (argon2id on purpose): once per server, then cloned
    let template: Db | undefined;
    const seed = async (): Promise<void> => {
      template ??= await hashedSeed(seedDay);
      const data = structuredClone(template);
      await runtime.exclusive(async (ex) => {
        await runtime.store.clear(ex);
        await runtime.store.seed(ex, data);
        await ex
          .insert(appMeta)
          .values({ key: 'seeded', value: { at: new Date().toISOString(), day: seedDay.toISOString().slice(0, 10) } })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: { at: new Date().toISOString(), day: seedDay.toISOString().slice(0, 10) } } });
      });
    };
    if (await runtime.store.isEmpty(connection.db)) {
      await seed();
      logger?.info('database seeded');
    }
    await seedInsights(connection.db, seedDay);

    const app = createApp({
      db: connection.db,
      runtime,
      logger,
      now,
      corsOrigin: options.corsOrigin,
      bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
      staticDir: options.staticDir,
      checkAnswers: options.checkAnswers ?? true,
    });
    let closed = false;
    return {
      fetch: async (request) => app.fetch(request),
      app: app as unknown as Hono,
      db: connection.db,
      resetData: seed,
      async close() {
        if (closed) return;
        closed = true;
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
