// The server's settings, from the environment, checked once at start: a wrong value stops the
// process with a message naming the variable instead of failing later in a request.
import { z } from 'zod';
import { parseTrustedProxies } from './client-address';
import { DB_POOL_SIZE_DEFAULT } from './db/pool';
import { DB_STATEMENT_CACHE_DEFAULT } from './db/named-statements';
import { DB_TIMEOUT_DEFAULTS } from './db/timeouts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const configSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().min(1).default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  /**
   * How many processes serve (node:cluster, sharing PORT). More than 1 needs DATABASE_URL: PGlite
   * is one process's database.
   */
  WORKERS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  CORS_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => value.split(',').every((origin) => origin.trim() === '*' || URL.canParse(origin.trim())), 'must be * or a comma-separated list of origins')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
  SESSION_TTL_HOURS: z.preprocess(blankToUndefined, z.coerce.number().positive().max(24 * 365).default(12)),
  /**
   * Whether the session cookie is always `Secure` ('always'), or only on https requests ('auto').
   * Behind a proxy that ends TLS the server sees http: production defaults to 'always'.
   */
  SESSION_COOKIE_SECURE: z.preprocess(blankToUndefined, z.enum(['auto', 'always']).optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().optional()),
  BODY_LIMIT_BYTES: z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(1024 * 1024)),
  /**
   * What an empty database is filled with on the first start: `demo` (the demo seed, with its
   * logins admin@demo.com / client@demo.com) or `none` (the schema and reference data, no
   * account: create the first admin with `create-admin`). Unset: `none` when NODE_ENV is
   * production, `demo` otherwise (development, tests, `npm start`, which sets SEED=demo anyway).
   */
  SEED: z.preprocess(blankToUndefined, z.enum(['demo', 'none']).optional()),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges).
   * Unset: none; the client address is the peer's.
   */
  TRUSTED_PROXIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => parseTrustedProxies(value) !== undefined, 'must be a comma-separated list of IP addresses or CIDR ranges (10.0.0.0/8, ::1)')
      .optional(),
  ),
  /**
   * `on` (default): once listening, judge the explained anomalies of the last 92 days ahead of
   * the first request (seconds of SQL on PGlite); `off`: judge them when first asked.
   */
  INSIGHTS_WARM: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
  /**
   * How many PostgreSQL connections one process keeps at most (node-postgres' pool; DATABASE_URL
   * only). With WORKERS=N the database sees up to N times this many. Decision 0034 measured it.
   */
  DB_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(DB_POOL_SIZE_DEFAULT)),
  /**
   * How many distinct statement texts each PostgreSQL connection prepares by name (parsed once,
   * then only bound and run; DATABASE_URL only; 0 = none, every statement parsed and planned on
   * each request). Decision 0037.
   */
  DB_STATEMENT_CACHE: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(DB_STATEMENT_CACHE_DEFAULT)),
  /**
   * `on`: every 2xx JSON answer is parsed with its contract schema before it leaves (a mismatch is
   * logged and answered 500: a drift fails loudly in development and tests). `off`: not checked
   * (the typed client parses what it receives anyway). Unset: `off` when NODE_ENV is production,
   * `on` otherwise.
   */
  CHECK_ANSWERS: z.preprocess(blankToUndefined, z.enum(['on', 'off']).optional()),
  /** PostgreSQL's statement_timeout for the server's connections (0 = none). */
  DB_STATEMENT_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2_147_483_647).default(DB_TIMEOUT_DEFAULTS.statementTimeoutMs)),
  /** PostgreSQL's lock_timeout: a statement waiting longer than this for a lock fails (0 = none). */
  DB_LOCK_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2_147_483_647).default(DB_TIMEOUT_DEFAULTS.lockTimeoutMs)),
  /** PostgreSQL's idle_in_transaction_session_timeout (0 = none). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(2_147_483_647).default(DB_TIMEOUT_DEFAULTS.idleInTransactionTimeoutMs),
  ),
});

export type Config = z.output<typeof configSchema>;

const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'more than one worker needs DATABASE_URL (PGlite in DATA_DIR is one process\'s database)' });
  }
});

/** SESSION_COOKIE_SECURE, else 'always' in production and 'auto' elsewhere. */
export function secureCookiesOf(config: Pick<Config, 'SESSION_COOKIE_SECURE' | 'NODE_ENV'>): 'auto' | 'always' {
  return config.SESSION_COOKIE_SECURE ?? (config.NODE_ENV === 'production' ? 'always' : 'auto');
}

/** CHECK_ANSWERS, else off in production (its parse costs CPU on every answer) and on elsewhere. */
export function checkAnswersOf(config: Pick<Config, 'CHECK_ANSWERS' | 'NODE_ENV'>): boolean {
  return (config.CHECK_ANSWERS ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/** SEED, else `none` in production and `demo` elsewhere. */
export function seedOf(config: Pick<Config, 'SEED' | 'NODE_ENV'>): 'demo' | 'none' {
  return config.SEED ?? (config.NODE_ENV === 'production' ? 'none' : 'demo');
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The config of `env`, or a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = checkedConfigSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
