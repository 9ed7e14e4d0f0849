#!/usr/bin/env node
// `corepack pnpm --filter @atrium/server create-admin --email you@example.com [--name "Your Name"]`
// (node dist/create-admin.js): adds the first administrator to the server's database, the one
// DATABASE_URL or DATA_DIR names, as the server would read them. The password comes from
// ATRIUM_ADMIN_PASSWORD, or is asked for twice without echo when stdin is a terminal. A weak or
// empty password is refused. With PGlite, stop the server first (one process owns a data folder).
import { parseArgs } from 'node:util';
import { AdminError, createAdmin } from './admin';
import { ConfigError, loadConfig } from './config';

const USAGE = 'Usage: create-admin --email <address> [--name <full name>]\n  password: ATRIUM_ADMIN_PASSWORD, or typed at the prompt (stdin a terminal)';

/**
 * Reads lines from the terminal without echoing them (raw mode: the program sees each key, and
 * prints nothing). Keys typed ahead of a prompt, a second line pasted with the first, are kept for
 * the next read.
 */
function hiddenLines() {
  const stdin = process.stdin;
  let pending = '';
  const lines: string[] = [];
  let waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | undefined;
  let failed: Error | undefined;
  const settle = () => {
    if (!waiting) return;
    const next = lines.shift();
    if (next !== undefined) {
      const { resolve } = waiting;
      waiting = undefined;
      resolve(next);
    } else if (failed) {
      const { reject } = waiting;
      waiting = undefined;
      reject(failed);
    }
  };
  const onData = (chunk: string) => {
    for (const ch of chunk) {
      if (ch === '\r' || ch === '\n') {
        lines.push(pending);
        pending = '';
      } else if (ch === '\u0003' || ch === '\u0004') failed ??= new AdminError('Cancelled.');
      else if (ch === '\u007f' || ch === '\b') pending = pending.slice(0, -1);
      else if (ch >= ' ') pending += ch;
    }
    settle();
  };
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.on('data', onData);
  stdin.resume();
  return {
    read(prompt: string): Promise<string> {
      process.stderr.write(prompt);
      return new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }).finally(() => process.stderr.write('\n'));
    },
    close() {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    },
  };
}

async function passwordFromUser(): Promise<string> {
  const fromEnv = process.env.ATRIUM_ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new AdminError('No password: set ATRIUM_ADMIN_PASSWORD, or run in a terminal to type it.');
  const terminal = hiddenLines();
  try {
    const first = await terminal.read('Password for the new administrator: ');
    const second = await terminal.read('The same password again: ');
    if (first !== second) throw new AdminError('The two passwords differ.');
    return first;
  } finally {
    terminal.close();
  }
}

async function main(): Promise<number> {
  let args: { email?: string | undefined; name?: string | undefined; help?: boolean | undefined };
  try {
    args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!args.email) {
    process.stderr.write(`--email is required.\n${USAGE}\n`);
    return 2;
  }
  try {
    const config = loadConfig();
    const password = await passwordFromUser();
    const id = await createAdmin(
      {
        ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
        timeouts: { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS, lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS, idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
      },
      { email: args.email, fullName: args.name, password },
    );
    process.stdout.write(`Administrator ${args.email.trim().toLowerCase()} created (sign-in id ${id}).\n`);
    return 0;
  } catch (error) {
    if (error instanceof AdminError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`create-admin failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
