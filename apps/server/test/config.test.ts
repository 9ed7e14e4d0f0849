import { describe, expect, it } from 'vitest';
import { checkAnswersOf, ConfigError, loadConfig, secureCookiesOf } from '../src/config';
import { timeoutOptions, timeoutStatements } from '../src/db/timeouts';

describe('config from the environment', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info', SESSION_TTL_HOURS: 12, BODY_LIMIT_BYTES: 1_048_576 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and coerces the variables', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://atrium@127.0.0.1:5432/atrium', CORS_ORIGIN: 'http://localhost:5173', LOG_LEVEL: 'debug', SESSION_TTL_HOURS: '1.5' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATABASE_URL: 'postgres://atrium@127.0.0.1:5432/atrium', CORS_ORIGIN: 'http://localhost:5173', LOG_LEVEL: 'debug', SESSION_TTL_HOURS: 1.5 });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/atrium', LOG_LEVEL: 'loud', CORS_ORIGIN: 'not a url', SESSION_TTL_HOURS: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'CORS_ORIGIN', 'SESSION_TTL_HOURS']) expect(message).toContain(`${name}:`);
    expect((error as ConfigError).issues).toHaveLength(5);
  });

  it('makes the session cookie Secure always in production (behind a TLS proxy), else on https; SESSION_COOKIE_SECURE decides', () => {
    expect(secureCookiesOf(loadConfig({ NODE_ENV: 'production' }))).toBe('always');
    expect(secureCookiesOf(loadConfig({}))).toBe('auto');
    expect(secureCookiesOf(loadConfig({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'auto' }))).toBe('auto');
    expect(secureCookiesOf(loadConfig({ SESSION_COOKIE_SECURE: 'always' }))).toBe('always');
    expect(() => loadConfig({ SESSION_COOKIE_SECURE: 'yes' })).toThrow(/SESSION_COOKIE_SECURE/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('issue 32 settings', () => {
  it('reads the database timeouts, with defaults, and refuses a negative or fractional one', () => {
    expect(loadConfig({})).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 30_000, DB_LOCK_TIMEOUT_MS: 10_000, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_LOCK_TIMEOUT_MS: '500', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000' })).toMatchObject({
      DB_STATEMENT_TIMEOUT_MS: 0,
      DB_LOCK_TIMEOUT_MS: 500,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 1000,
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '1.5' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
  });

  it('reads the pool size, 10 by default, and refuses one below 1 or fractional (decision 0034)', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '5' }).DB_POOL_SIZE).toBe(5);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ DB_POOL_SIZE: '2.5' })).toThrow(/DB_POOL_SIZE/);
  });

  it('serves with WORKERS processes, 1 by default; more than one only on PostgreSQL', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://u@h/db' }).WORKERS).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: more than one worker needs DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: '1.5', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/WORKERS/);
  });

  it('judges the explained anomalies ahead unless INSIGHTS_WARM=off, and refuses another value', () => {
    expect(loadConfig({}).INSIGHTS_WARM).toBe('on');
    expect(loadConfig({ INSIGHTS_WARM: 'off' }).INSIGHTS_WARM).toBe('off');
    expect(() => loadConfig({ INSIGHTS_WARM: 'sometimes' })).toThrow(/INSIGHTS_WARM/);
  });

  it('gives PostgreSQL the timeouts as SET statements and as startup options', () => {
    const timeouts = { statementTimeoutMs: 1000, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 5000 };
    expect(timeoutStatements(timeouts)).toEqual(['set statement_timeout = 1000', 'set lock_timeout = 0', 'set idle_in_transaction_session_timeout = 5000']);
    expect(timeoutOptions(timeouts)).toBe('-c statement_timeout=1000 -c lock_timeout=0 -c idle_in_transaction_session_timeout=5000');
    expect(() => timeoutStatements({ ...timeouts, lockTimeoutMs: -5 })).toThrow(/whole number/);
  });

  it('checks TRUSTED_PROXIES at start', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.0.1, ::1, fd00::/8' }).TRUSTED_PROXIES).toBe('10.0.0.0/8, 192.168.0.1, ::1, fd00::/8');
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, my-proxy' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('checks its answers against the contract everywhere but production, unless CHECK_ANSWERS says', () => {
    expect(checkAnswersOf(loadConfig({}))).toBe(true);
    expect(checkAnswersOf(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(checkAnswersOf(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(checkAnswersOf(loadConfig({ NODE_ENV: 'production', CHECK_ANSWERS: 'on' }))).toBe(true);
    expect(checkAnswersOf(loadConfig({ CHECK_ANSWERS: 'off' }))).toBe(false);
    expect(() => loadConfig({ CHECK_ANSWERS: 'yes' })).toThrow(/CHECK_ANSWERS/);
  });
});
