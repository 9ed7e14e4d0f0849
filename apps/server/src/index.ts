// @atrium/server: the @atrium/api contract on PostgreSQL (embedded PGlite, or a server through
// DATABASE_URL), with real sessions and the contract's access table enforced. createServer()
// builds it in-process (tests call app.fetch); src/main.ts listens on a port.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapHtmlFields } from '@atrium/api';
import { createSeed, dbSchema, type Db } from '@atrium/mock-api';
import { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app';
import { hashPasswordAsync, isPasswordHash } from './auth/passwords';
import { connect, type Database } from './db/client';
import { migrate } from './db/migrate';
import { claimTemplate, isEmptyDataDir, templateBlob, type TemplateClaim } from './db/template';
import { appMeta } from './db/schema';
import { seedInsights } from './insights';
import { sanitizeStoredHtml } from './sanitize';
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
  /** 'always': the session cookie is Secure on every answer (behind a TLS proxy); 'auto' (default): on https requests */
  secureCookies?: 'auto' | 'always';
  /** request bodies above this many bytes get 413 (default 1 MiB) */
  bodyLimitBytes?: number;
  /** the built dashboard to serve same-origin with an SPA fallback */
  staticDir?: string;
  /** check 2xx answers against the contract's schemas (default: on) */
  checkAnswers?: boolean;
  /**
   * Tests only: a folder of seeded template databases shared by a test run (src/db/template.ts).
   * An empty PGlite database (memory, or a data folder without one) starts from the template of
   * its seed instant instead of seeding itself; the first server to need one seeds as usual and
   * leaves its dump there. Ignored with databaseUrl.
   */
  seedCache?: string;
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

/**
 * The seed of `now`'s day as the server stores it: every password replaced by its argon2id hash,
 * and its HTML fields sanitized like any write (the demo seed carries hostile email bodies on
 * purpose, to test the screens; issue 22).
 */
async function hashedSeed(now: Date): Promise<Db> {
  const db = mapHtmlFields(dbSchema, createSeed({ now }), sanitizeStoredHtml);
  const hash = async (value: string) => (isPasswordHash(value) ? value : hashPasswordAsync(value));
  db.loginUsers = await Promise.all(db.loginUsers.map(async (u) => ({ ...u, password: await hash(u.password) })));
  db.userCredentials = await Promise.all(db.userCredentials.map(async (c) => ({ ...c, password: await hash(c.password) })));
  db.accountPassword = await hash(db.accountPassword);
  return db;
}

/**
 * Tests only: fills an empty PGlite data folder from the run's seeded template (see
 * ServerOptions.seedCache), so that a server process started on it skips the first-start seed.
 * The template is today's (real clock) unless `now` pins its instant. Returns false, leaving the
 * folder empty for the server to seed, when no test of the run has made that template yet.
 */
export async function prepareSeededDataDir(dataDir: string, options: { seedCache: string; now?: Date }): Promise<boolean> {
  if (!isEmptyDataDir(dataDir)) throw new Error(`${dataDir} already holds a database`);
  const claim = await claimTemplate({ cacheDir: options.seedCache, migrations: migrationsDir(), now: options.now });
  if (!claim.ready) {
    claim.abandon();
    return false;
  }
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: templateBlob(claim.tarball) });
  await client.waitReady;
  await client.close();
  return true;
}

export async function createServer(options: ServerOptions = {}): Promise<AtriumServer> {
  const logger = options.logger === false ? undefined : options.logger;
  const pinned = options.now;
  const now = () => pinned ?? new Date();
  // tests: an empty PGlite database starts from the run's seeded template, or makes it
  let claim: TemplateClaim | undefined;
  if (options.seedCache && !options.databaseUrl && (!options.dataDir || isEmptyDataDir(options.dataDir))) {
    claim = await claimTemplate({ cacheDir: options.seedCache, migrations: migrationsDir(), now: pinned });
  }
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, loadDataDir: claim?.ready ? templateBlob(claim.tarball) : undefined });
  } catch (error) {
    if (claim && !claim.ready) claim.abandon();
    throw error;
  }
  try {
    const applied = await migrate(connection, migrationsDir());
    if (applied.length > 0) logger?.info({ applied }, 'migrations applied');
    const runtime = new DataRuntime(connection.db, (options.sessionTtlHours ?? 12) * 3_600_000);
    // a template's copy holds the seed of the template's instant (the pinned one, or earlier today)
    const seedDay = claim ? claim.seededAt : now();
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
    // this server made the template's seed (dated the template's instant): leave a copy for the others
    if (claim && !claim.ready) {
      if (!connection.dump) throw new Error('only a PGlite database can be a seed template');
      await claim.publish(await connection.dump());
    }

    const app = createApp({
      db: connection.db,
      runtime,
      logger,
      now,
      corsOrigin: options.corsOrigin,
      secureCookies: options.secureCookies ?? 'auto',
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
    if (claim && !claim.ready) claim.abandon();
    await connection.close().catch(() => undefined);
    throw error;
  }
}
