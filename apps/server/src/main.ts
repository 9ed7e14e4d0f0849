// `node dist/main.js`: reads the environment, opens the database (PGlite in DATA_DIR unless
// DATABASE_URL is set), listens, and shuts down cleanly on SIGTERM/SIGINT so PGlite is flushed.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { checkAnswersOf, ConfigError, loadConfig, secureCookiesOf, seedOf, type Config } from './config';
import { createServer } from './index';
import { announceReady, runWorkerPool } from './workers';

/**
 * The dashboard's remote build (`dist-remote`, VITE_API_MODE=remote), which talks to this
 * server. The default `dist` is the in-browser mock's demo build: serving it here would show the
 * mock's data instead of the database's, so it is never picked by default.
 */
function defaultStaticDir(): string | undefined {
  const candidate = resolve(dirname(fileURLToPath(import.meta.url)), '../../dashboard/dist-remote');
  return existsSync(resolve(candidate, 'index.html')) ? candidate : undefined;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.LOG_LEVEL });
  if (config.WORKERS > 1 && cluster.isPrimary) {
    runWorkerPool({ count: config.WORKERS, logger });
    return;
  }
  const staticDir = config.STATIC_DIR ?? defaultStaticDir();
  const server = await createServer({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
    logger,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    secureCookies: secureCookiesOf(config),
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    seed: seedOf(config),
    checkAnswers: checkAnswersOf(config),
    ...(config.TRUSTED_PROXIES ? { trustedProxies: config.TRUSTED_PROXIES } : {}),
    dbPoolSize: config.DB_POOL_SIZE,
    dbStatementCache: config.DB_STATEMENT_CACHE,
    dbTimeouts: { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS, lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS, idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    ...(config.CORS_ORIGIN ? { corsOrigin: config.CORS_ORIGIN } : {}),
    ...(staticDir ? { staticDir } : {}),
  });
  const http = serve({ fetch: server.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    // with WORKERS, the first worker says it for all of them
    if (!cluster.isWorker || cluster.worker?.id === 1) process.stdout.write(`Atrium API listening on http://${host}:${info.port}\n`);
    logger.info({ port: info.port, host: config.HOST, database: config.DATABASE_URL ? 'postgres' : `pglite:${config.DATA_DIR}`, staticDir }, 'listening');
    announceReady();
    if (config.INSIGHTS_WARM === 'on') {
      const started = Date.now();
      server
        .warmInsights()
        .then(() => logger.info({ ms: Date.now() - started }, 'explained anomalies judged ahead'))
        .catch((error: unknown) => logger.warn({ err: error }, 'judging the explained anomalies ahead failed (they are judged on the first request)'));
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // no new connections; open requests finish, then the database is closed (PGlite flushes)
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    http.close(() => {
      server
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        });
    });
    (http as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Atrium API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
