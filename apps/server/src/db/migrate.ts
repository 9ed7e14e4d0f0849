// A tiny migrator: migrations/NNNN_name.sql applied in file-name order, each in its own
// transaction together with its row in schema_migrations, so a failed file leaves no trace and a
// restart retries it. An advisory lock keeps two servers starting at once from racing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Connection } from './client';
import { LIFT_TIMEOUTS_LOCALLY } from './timeouts';

const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;
const MIGRATION_LOCK = 1_702_017;

export interface Migration {
  version: string;
  name: string;
  text: string;
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 4), name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies the migrations not applied yet; returns the names applied now. */
export async function migrate(connection: Connection, dir: string): Promise<string[]> {
  const migrations = readMigrations(dir);
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.version)) throw new Error(`Two migrations share version ${m.version} in ${dir}`);
    seen.add(m.version);
  }
  await connection.execScript('create table if not exists schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())');
  const applied: string[] = [];
  await connection.db.transaction(async (tx) => {
    // a migration may rewrite a big table, and a second starting server waits here for the first
    for (const statement of LIFT_TIMEOUTS_LOCALLY) await tx.execute(sql.raw(statement));
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const done = new Set(rowsOf<{ version: string }>(await tx.execute(sql`select version from schema_migrations`)).map((r) => r.version));
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      // a savepoint per file: the file and its bookkeeping row commit together or not at all
      await tx.transaction(async (step) => {
        for (const statement of splitStatements(m.text)) await step.execute(sql.raw(statement));
        await step.execute(sql`insert into schema_migrations (version, name) values (${m.version}, ${m.name})`);
      });
      applied.push(m.name);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements at top-level semicolons (outside quotes, comments and
 * dollar-quoted bodies), since the drivers' parameterised path takes one statement at a time.
 */
export function splitStatements(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    if (dollar) {
      const tag = dollar[0];
      const end = text.indexOf(tag, i + tag.length);
      const stop = end === -1 ? text.length : end + tag.length;
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    const ch = text.charAt(i);
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length) {
        if (text.charAt(j) === ch) {
          if (text.charAt(j + 1) === ch) j += 2;
          else break;
        } else j += 1;
      }
      current += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ';') {
      if (current.trim() !== '') out.push(current.trim());
      current = '';
    } else current += ch;
    i += 1;
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}
