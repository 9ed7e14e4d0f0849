// One typed query layer over two drivers: embedded PGlite (a data folder, or memory for tests)
// and node-postgres for a PostgreSQL server. Both are Drizzle PgDatabase instances with the same
// schema, so every query in the server is written once.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DB_STATEMENT_CACHE_DEFAULT, namingClient } from './named-statements';
import { DB_POOL_SIZE_DEFAULT } from './pool';
import { dropSpareWalSegments } from './wal-trim';
import { schema } from './schema';
import { DB_TIMEOUT_DEFAULTS, timeoutOptions, timeoutStatements, type DbTimeouts } from './timeouts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (migrations), outside Drizzle. */
  execScript(text: string): Promise<void>;
  /** PGlite only: a tarball of the whole database after a checkpoint (see ./template.ts) */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export async function connect(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: start from this tarball (PGlite's dumpDataDir) instead of an empty database */
  loadDataDir?: Blob | undefined;
  /** statement, lock and idle-in-transaction timeouts of every connection (default: DB_TIMEOUT_DEFAULTS) */
  timeouts?: DbTimeouts | undefined;
  /** PostgreSQL only: the most connections the pool opens (default DB_POOL_SIZE_DEFAULT) */
  poolSize?: number | undefined;
  /** PostgreSQL only: distinct statement texts each connection prepares by name (default DB_STATEMENT_CACHE_DEFAULT; 0: none) */
  statementCache?: number | undefined;
}): Promise<Connection> {
  const timeouts = options.timeouts ?? DB_TIMEOUT_DEFAULTS;
  if (options.databaseUrl) {
    // sent in the startup packet (`options`, as libpq's PGOPTIONS): every pooled connection has
    // them before its first query, a 0 included (node-postgres' own fields would leave a 0 out,
    // keeping the server's default instead of "none")
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DB_POOL_SIZE_DEFAULT,
      options: timeoutOptions(timeouts),
      // each parameterised statement text parsed once per connection (./named-statements.ts)
      Client: namingClient(options.statementCache ?? DB_STATEMENT_CACHE_DEFAULT),
    });
    // a broken idle connection must not crash the process; the next query gets a new one
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async execScript(text) {
        const client = await pool.connect();
        try {
          await client.query(text);
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // relaxedDurability stays off: a write is on disk before its response goes out
  // pg_trgm: the `q` searches' trigram indexes (migrations/0020_pg_trgm.sql creates the extension)
  const load = { extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const client = options.dataDir ? new PGlite(options.dataDir, load) : new PGlite(load);
  await client.waitReady;
  // PGlite is one session: set once (it keeps the settings; enforcing them is up to its build)
  for (const statement of timeoutStatements(timeouts)) await client.exec(statement);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async execScript(text) {
      await client.exec(text);
    },
    async dump() {
      // everything written out to the data files first: a copy then starts with little to replay
      await client.exec('checkpoint');
      const current = (await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')).rows[0]?.name;
      const tar = await client.dumpDataDir('none');
      if (current === undefined) return tar;
      return new Blob([dropSpareWalSegments(new Uint8Array(await tar.arrayBuffer()), current)]);
    },
    close: () => client.close(),
  };
}

/** A json(b) value as the driver hands it: parsed already (node-postgres) or as text (PGlite's raw results). */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The rows of a raw `db.execute()` result, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
