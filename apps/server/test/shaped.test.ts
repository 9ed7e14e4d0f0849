// Statements built once per shape (src/db/shaped.ts, decision 0038), on PGlite: one prepare per
// shape, each call's own values, and the checks that keep a shape's key honest.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../src/db/client';
import { inlineValues, runShaped, type Bind } from '../src/db/shaped';

const things = pgTable('shaped_things', { id: integer('id').primaryKey(), name: text('name').notNull() });

let connection: Connection;
beforeAll(async () => {
  connection = await connect({});
  await connection.db.execute(sql`create table shaped_things (id integer primary key, name text not null)`);
  await connection.db.execute(sql`insert into shaped_things select g, 'thing ' || g from generate_series(1, 30) g`);
}, 120_000);
afterAll(async () => {
  await connection.close();
});

describe('runShaped', () => {
  it('prepares a shape once and runs it with each call\'s values', async () => {
    const db = connection.db;
    let prepares = 0;
    const build = (bind: Bind) => {
      const statement = db.select().from(things).where(sql`${things.id} > ${bind('after')}`).orderBy(things.id).limit(bind('limit') as number);
      const prepare = statement.prepare.bind(statement);
      return Object.assign(statement, { prepare: (name: string) => (prepares++, prepare(name)) });
    };
    const first = await runShaped(db, 'things|after', { after: 0, limit: 2 }, build);
    const second = await runShaped(db, 'things|after', { after: 10, limit: 3 }, build);
    expect(first.map((t) => t.id)).toEqual([1, 2]);
    expect(second.map((t) => t.id)).toEqual([11, 12, 13]);
    expect(prepares).toBe(1);
    // the same statement with its values inline answers the same
    expect((await build(inlineValues({ after: 10, limit: 3 }))).map((t) => t.id)).toEqual([11, 12, 13]);
  });

  it('fails a call whose statement is not the one prepared for its key (two shapes, one key)', async () => {
    const db = connection.db;
    const byName = (named: boolean) => (bind: Bind) => db.select().from(things).where(named ? sql`${things.name} = ${bind('name')}` : sql`${things.id} = ${bind('id')}`);
    expect(await runShaped(db, 'things|one', { name: 'thing 4', id: 4 }, byName(true))).toHaveLength(1);
    await expect(runShaped(db, 'things|one', { name: 'thing 4', id: 4 }, byName(false))).rejects.toThrow(/not the one prepared for its key/);
  });

  it('fails a statement that binds a value its call does not give', async () => {
    const db = connection.db;
    await expect(runShaped(db, 'things|missing', {}, (bind) => db.select().from(things).where(sql`${things.id} = ${bind('id')}`))).rejects.toThrow(/binds id/);
    expect(() => inlineValues({})('id')).toThrow(/binds id/);
  });
});
