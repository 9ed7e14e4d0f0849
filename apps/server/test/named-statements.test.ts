// Named prepared statements on PostgreSQL (src/db/named-statements.ts, decision 0037). PGlite has
// no pool and no protocol to name statements in, so these run on the PostgreSQL the test command
// starts for the contract suite (scripts/test.mjs passes its URL as ATRIUM_PG_PROBE_URL: these
// tests only read, and a DATABASE_URL here would reach the servers other tests spawn); without one
// they are skipped, except under CI=true, where a missing PostgreSQL fails the file as it fails the
// contract suite.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, rowsOf, type Connection } from '../src/db/client';
import { statementName } from '../src/db/named-statements';

const databaseUrl = process.env.ATRIUM_PG_PROBE_URL;

describe('statementName', () => {
  it('names a text the same way every time, and two texts apart, within PostgreSQL\'s 63 bytes', () => {
    const a = statementName('select $1::int');
    expect(statementName('select $1::int')).toBe(a);
    expect(statementName('select $1::int + 1')).not.toBe(a);
    expect(a).toMatch(/^a_[0-9a-f]{40}$/);
  });
});

describe.skipIf(!databaseUrl && !process.env.CI)('named statements on PostgreSQL', () => {
  let connection: Connection | undefined;
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
  });

  /** The statements the one pooled connection has prepared by name (pg_prepared_statements is per session). */
  async function preparedNames(c: Connection): Promise<string[]> {
    return rowsOf<{ name: string }>(await c.db.execute(sql.raw(`select name from pg_prepared_statements where name like 'a\\_%' order by name`))).map((row) => row.name);
  }

  it('prepares a parameterised text once per connection and answers with each call\'s values', async () => {
    expect(databaseUrl, 'ATRIUM_PG_PROBE_URL: a PostgreSQL for this test').toBeTruthy();
    connection = await connect({ databaseUrl, poolSize: 1, statementCache: 2 });
    const c = connection;
    const first = rowsOf<{ n: number }>(await c.db.execute(sql`select ${1}::int + 1 as n`));
    const second = rowsOf<{ n: number }>(await c.db.execute(sql`select ${41}::int + 1 as n`));
    expect([first[0]?.n, second[0]?.n]).toEqual([2, 42]);
    expect(await preparedNames(c)).toEqual([statementName('select $1::int + 1 as n')]);
  });

  it('names at most its limit of texts, then runs new texts unnamed; text without parameters is never named', async () => {
    expect(databaseUrl, 'ATRIUM_PG_PROBE_URL: a PostgreSQL for this test').toBeTruthy();
    connection = await connect({ databaseUrl, poolSize: 1, statementCache: 2 });
    const c = connection;
    await c.db.execute(sql.raw('select 1'));
    await c.db.execute(sql`select ${1}::int as a`);
    await c.db.execute(sql`select ${1}::int as b`);
    const third = rowsOf<{ c: number }>(await c.db.execute(sql`select ${3}::int as c`));
    expect(third[0]?.c).toBe(3);
    expect((await preparedNames(c)).sort()).toEqual([statementName('select $1::int as a'), statementName('select $1::int as b')].sort());
  });

  it('with a limit of 0 names nothing (each statement parsed and planned on every call, as before)', async () => {
    expect(databaseUrl, 'ATRIUM_PG_PROBE_URL: a PostgreSQL for this test').toBeTruthy();
    connection = await connect({ databaseUrl, poolSize: 1, statementCache: 0 });
    await connection.db.execute(sql`select ${1}::int as a`);
    expect(await preparedNames(connection)).toEqual([]);
  });

  it('a statement that fails to parse is not taken as prepared: the next call with that text fails the same way, a good one still works', async () => {
    expect(databaseUrl, 'ATRIUM_PG_PROBE_URL: a PostgreSQL for this test').toBeTruthy();
    connection = await connect({ databaseUrl, poolSize: 1, statementCache: 5 });
    const c = connection;
    const bad = sql`select ${1}::int from no_such_table_here`;
    await expect(c.db.execute(bad)).rejects.toThrow(/no_such_table_here/);
    await expect(c.db.execute(bad)).rejects.toThrow(/no_such_table_here/);
    const good = rowsOf<{ n: number }>(await c.db.execute(sql`select ${5}::int as n`));
    expect(good[0]?.n).toBe(5);
  });
});
