// @atrium/server: the @atrium/api contract on PostgreSQL (embedded PGlite, or a server through
// DATABASE_URL), with real sessions and the contract's access table enforced. createServer()
// builds it in-process (tests call app.fetch); src/main.ts listens on a port.
import { mkdirSync } from 'node:fs';
import type { Db } from '@atrium/fixtures';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app';
import { dummyPasswordHash } from './auth/passwords';
import type { LoginLimits } from './auth/rate-limit';
import { parseTrustedProxies } from './client-address';
import type { DbTimeouts } from './db/timeouts';
import { connect, type Database } from './db/client';
import { migrate } from './db/migrate';
import { claimTemplate, isEmptyDataDir, templateBlob, type TemplateClaim } from './db/template';
import { seedInsights } from './insights';
import { warmAnomalies } from './insights/services';
import { bootstrapData, hashedSeed } from './seed-data';
import { migrationsDir } from './migrations-dir';
import type { SeedKind } from './seed-data';
import { installContentHooks } from './content-hooks';
import { ensureDashboardFigures } from './dashboards/seed';
import { clearTables, inSeedTransaction, isUnseeded, seedTables } from './seed-tables';
import { Sessions } from './sessions';

export type { Database } from './db/client';
export { loadConfig, ConfigError, seedOf, type Config } from './config';
export { createAdmin, adminPasswordProblem, type AdminInput } from './admin';
export type { DbTimeouts } from './db/timeouts';
export { bootstrapData } from './seed-data';
export { migrationsDir } from './migrations-dir';
export type { LoginLimits } from './auth/rate-limit';
export type { SeedKind } from './seed-data';

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
  /** an empty database's first content (default 'demo'; main.ts: SEED, else 'none' in production) */
  seed?: SeedKind;
  /** TRUSTED_PROXIES: addresses / CIDR ranges whose X-Forwarded-For is believed */
  trustedProxies?: string;
  /** statement, lock and idle-in-transaction timeouts (default DB_TIMEOUT_DEFAULTS) */
  dbTimeouts?: DbTimeouts;
  /** PostgreSQL only: the connection pool's size (default DB_POOL_SIZE_DEFAULT) */
  dbPoolSize?: number;
  /** PostgreSQL only: distinct statement texts each connection prepares by name (default DB_STATEMENT_CACHE_DEFAULT; 0: none) */
  dbStatementCache?: number;
  /** the sign-in rate limit (default LOGIN_LIMITS) */
  loginLimits?: LoginLimits;
}

export interface AtriumServer {
  /** the Hono app's fetch, for in-process tests */
  fetch(request: Request): Promise<Response>;
  app: Hono;
  db: Database;
  /** test helper: back-office data back to the seed (not exposed over HTTP) */
  resetData(): Promise<void>;
  /** judges the explained anomalies of the longest list range ahead of the first request (main.ts) */
  warmInsights(): Promise<void>;
  close(): Promise<void>;
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
  const client = new PGlite(dataDir, { loadDataDir: templateBlob(claim.tarball), extensions: { pg_trgm } });
  await client.waitReady;
  await client.close();
  return true;
}

export async function createServer(options: ServerOptions = {}): Promise<AtriumServer> {
  const logger = options.logger === false ? undefined : options.logger;
  const pinned = options.now;
  const now = () => pinned ?? new Date();
  const seedKind: SeedKind = options.seed ?? 'demo';
  const trustedProxies = parseTrustedProxies(options.trustedProxies);
  if (!trustedProxies) throw new Error(`trustedProxies: not a list of addresses or CIDR ranges: ${options.trustedProxies}`);
  // made now, in the background: the first sign-in for an unknown email needs it
  void dummyPasswordHash();
  // tests: an empty PGlite database starts from the run's seeded (demo) template, or makes it
  let claim: TemplateClaim | undefined;
  if (options.seedCache && seedKind === 'demo' && !options.databaseUrl && (!options.dataDir || isEmptyDataDir(options.dataDir))) {
    claim = await claimTemplate({ cacheDir: options.seedCache, migrations: migrationsDir(), now: pinned });
  }
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, loadDataDir: claim?.ready ? templateBlob(claim.tarball) : undefined, timeouts: options.dbTimeouts, poolSize: options.dbPoolSize, statementCache: options.dbStatementCache });
  } catch (error) {
    if (claim && !claim.ready) claim.abandon();
    throw error;
  }
  try {
    const applied = await migrate(connection, migrationsDir());
    if (applied.length > 0) logger?.info({ applied }, 'migrations applied');
    installContentHooks();
    // a template's copy holds the seed of the template's instant (the pinned one, or earlier today)
    const seedDay = claim ? claim.seededAt : now();
    // hashing is the slow part of a reset (argon2id on purpose): once per server, then cloned
    let template: Db | undefined;
    const seed = async ({ onlyIfEmpty = false } = {}): Promise<void> => {
      template ??= seedKind === 'demo' ? await hashedSeed(seedDay) : await bootstrapData(seedDay);
      const data = structuredClone(template);
      await inSeedTransaction(connection.db, async (ex) => {
        // two servers starting on one empty database: the second finds the first one's seed
        if (onlyIfEmpty && !(await isUnseeded(ex))) return;
        await clearTables(ex);
        await seedTables(ex, data, seedDay);
      });
    };
    if (await isUnseeded(connection.db)) {
      await seed({ onlyIfEmpty: true });
      logger?.info({ seed: seedKind }, seedKind === 'demo' ? 'database seeded with the demo' : 'database initialised without accounts (create the first admin with create-admin)');
    }
    // a database seeded before the analytics dashboard's row gets it once, for today
    await ensureDashboardFigures(connection.db, seedDay);
    // the store-analytics demo chain (its branches and their history) is demo data too
    if (seedKind === 'demo') await seedInsights(connection.db, seedDay);
    // this server made the template's seed (dated the template's instant): leave a copy for the others
    if (claim && !claim.ready) {
      if (!connection.dump) throw new Error('only a PGlite database can be a seed template');
      await claim.publish(await connection.dump());
    }

    const app = createApp({
      db: connection.db,
      sessions: new Sessions(connection.db),
      logger,
      now,
      corsOrigin: options.corsOrigin,
      secureCookies: options.secureCookies ?? 'auto',
      bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
      staticDir: options.staticDir,
      checkAnswers: options.checkAnswers ?? true,
      trustedProxies,
      loginLimits: options.loginLimits,
      sessionTtlMs: (options.sessionTtlHours ?? 12) * 3_600_000,
    });
    let closed = false;
    return {
      fetch: async (request) => app.fetch(request),
      app: app as unknown as Hono,
      db: connection.db,
      resetData: () => seed(),
      warmInsights: () => warmAnomalies({ db: connection.db, now }),
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
