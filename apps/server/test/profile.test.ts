// Each account's own profile (decision 0029): the header and tabs answered from the account's row
// and account_profiles as the mock answers over the same seed, another account's made from its
// row, a client's readable by the client, and an existing database's one profile moved from the
// documents to the demo admin by the migration.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { profileHeader } from '../src/profile/queries';
import { startTestServer } from './helpers';

let server: AtriumServer;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server.close();
});


describe('the table', () => {
  it('a sample has exactly one owner, and goes with its account', async () => {
    await expect(server.db.execute(sql`insert into account_profiles (location, designation, cover_img, about, teams, projects, connections) values ('', '', '', '{}', '[]', '[]', '[]')`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into account_profiles (login_id, user_id, location, designation, cover_img, about, teams, projects, connections) values (2, 1, '', '', '', '{}', '[]', '[]', '[]')`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into account_profiles (login_id, location, designation, cover_img, about, teams, projects, connections) values (2, '', '', '', '[]', '[]', '[]', '[]')`)).rejects.toThrow();
    await server.db
      .transaction(async (tx) => {
        const [user] = rowsOf<{ id: number }>(await tx.execute(sql`select id from users order by id limit 1`));
        await tx.execute(sql`insert into account_profiles (user_id, location, designation, cover_img, about, teams, projects, connections) values (${user?.id}, 'Haifa', 'Buyer', '', '{"about":[],"contacts":[],"teams":[],"overview":[],"connections":[],"teamsTech":[],"projectTable":[]}', '[]', '[]', '[]')`);
        const header = await profileHeader(tx, { principal: 'user', userId: user?.id ?? 0 });
        expect(header).toMatchObject({ location: 'Haifa', designation: 'Buyer' });
        await tx.execute(sql`delete from users where id = ${user?.id}`);
        expect(rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from account_profiles where user_id = ${user?.id}`))[0]?.n).toBe(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    const [left] = rowsOf<{ n: number }>(await server.db.execute(sql`select (select count(*) from pg_tables where tablename = 'documents') + (select count(*) from account_profiles where login_id <> 1) as n`));
    expect(Number(left?.n)).toBe(0);
  });
});
