// PostgreSQL's guards against a request that holds on too long: a statement that runs too long,
// one that waits too long for a lock (the write lock of another server process included), and a
// transaction left open and idle. Set on every connection the server opens (src/db/client.ts).

export interface DbTimeouts {
  /** statement_timeout, ms (0 = none) */
  statementTimeoutMs: number;
  /** lock_timeout, ms (0 = none) */
  lockTimeoutMs: number;
  /** idle_in_transaction_session_timeout, ms (0 = none) */
  idleInTransactionTimeoutMs: number;
}

/**
 * A request's statements take milliseconds; the first start's seed runs without these limits
 * (its statements are local to the transaction: `set local`). 30 s of one statement, 10 s waiting
 * for a lock and a minute idle inside a transaction are each a fault, not load.
 */
export const DB_TIMEOUT_DEFAULTS: DbTimeouts = { statementTimeoutMs: 30_000, lockTimeoutMs: 10_000, idleInTransactionTimeoutMs: 60_000 };

/** The settings as `SET` statements (integers in ms: no quoting to get wrong). */
export function timeoutStatements(timeouts: DbTimeouts): string[] {
  const ms = (value: number) => {
    if (!Number.isInteger(value) || value < 0) throw new Error(`a database timeout must be a whole number of ms, got ${value}`);
    return value;
  };
  return [
    `set statement_timeout = ${ms(timeouts.statementTimeoutMs)}`,
    `set lock_timeout = ${ms(timeouts.lockTimeoutMs)}`,
    `set idle_in_transaction_session_timeout = ${ms(timeouts.idleInTransactionTimeoutMs)}`,
  ];
}

/**
 * Inside a transaction: lifts the limits for that transaction only (`set local`), for the start's
 * migrations and seeds, whose bulk statements and waits for another starting server are expected.
 */
export const LIFT_TIMEOUTS_LOCALLY = ['set local statement_timeout = 0', 'set local lock_timeout = 0', 'set local idle_in_transaction_session_timeout = 0'] as const;

/** The same settings as a startup `options` value (`-c name=value …`). */
export function timeoutOptions(timeouts: DbTimeouts): string {
  return timeoutStatements(timeouts)
    .map((statement) => statement.replace(/^set (\w+) = (\d+)$/, '-c $1=$2'))
    .join(' ');
}
