// The server's settings, from the environment, checked once at start: a wrong value stops the
// process with a message naming the variable instead of failing later in a request.
import { z } from 'zod';

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
});

export type Config = z.output<typeof configSchema>;

/** SESSION_COOKIE_SECURE, else 'always' in production and 'auto' elsewhere. */
export function secureCookiesOf(config: Pick<Config, 'SESSION_COOKIE_SECURE' | 'NODE_ENV'>): 'auto' | 'always' {
  return config.SESSION_COOKIE_SECURE ?? (config.NODE_ENV === 'production' ? 'always' : 'auto');
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The config of `env`, or a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
