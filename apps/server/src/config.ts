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
  BODY_LIMIT_BYTES: z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(1024 * 1024)),
});

export type Config = z.output<typeof configSchema>;

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
