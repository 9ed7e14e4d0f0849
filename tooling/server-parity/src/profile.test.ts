// Each account's own profile (decision 0029): the header and tabs answered from the account's row
// and account_profiles as the mock answers over the same seed, another account's made from its
// row, a client's readable by the client, and an existing database's one profile moved from the
// documents to the demo admin by the migration.
import { type AccountRef } from '@atrium/domain';
import { createSeed, type Db } from '@atrium/fixtures';
import { API_PATHS, PROFILE_TABS } from '@atrium/api';
import { getProfileHeader, getProfileTab } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import type { AtriumServer } from '@atrium/server';
import { profileHeader, profileTab } from '@atrium/server/internal/profile/queries';
import { stageDocuments } from '@atrium/server/testing';
import { call, login, migrationsBefore, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
  client = await login(server, 'client@demo.com', 'client');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const ADMIN: AccountRef = { principal: 'login', userId: 1 };
const CLIENT: AccountRef = { principal: 'login', userId: 2 };

/** The mock's answers over `seed` for `account`: the header and every tab, then an unknown tab. */
function mockAnswers(seed: Db, account: AccountRef): string[] {
  return [JSON.stringify(getProfileHeader(seed, account)), ...PROFILE_TABS.map((tab) => JSON.stringify(getProfileTab(seed, account, tab)))];
}

async function serverAnswers(token: string): Promise<string[]> {
  const answers: string[] = [];
  const header = await call(server, 'GET', API_PATHS.profileHeader, { token });
  expect(header.status).toBe(200);
  answers.push(header.text);
  for (const tab of PROFILE_TABS) {
    const res = await call(server, 'GET', `${API_PATHS.profile}?tab=${tab}`, { token });
    expect(res.status, tab).toBe(200);
    answers.push(res.text);
  }
  return answers;
}

describe('the same answers as the mock', () => {
  it('the demo admin\'s header and tabs are the mock\'s bytes over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    expect(await serverAnswers(admin)).toEqual(mockAnswers(seed, ADMIN));
    const header = JSON.parse((await serverAnswers(admin))[0] ?? '{}') as Record<string, unknown>;
    expect(header).toMatchObject({ fullName: 'John Doe', designation: 'Head of Retail Operations', joiningDate: '2021-04-01' });
  });

  it('a client reads its own profile (not "not authorized"): its name, its role, its join day, empty lists', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const answers = await serverAnswers(client);
    expect(answers).toEqual(mockAnswers(seed, CLIENT));
    expect(JSON.parse(answers[0] ?? '{}')).toMatchObject({ fullName: 'Jane Doe', joiningDate: seed.accountJoinedAt['login:2'] });
    expect(answers.slice(2)).toEqual(['[]', '[]', '[]']);
  });

  it('a user of /apps/users reads a profile made from their row, equal to the mock\'s; an unknown tab is an empty 200; signed out is 401', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const user = seed.users[5];
    if (!user) throw new Error('no user');
    for (const tab of PROFILE_TABS) {
      expect(JSON.stringify(await profileTab(server.db, { principal: 'user', userId: user.id }, tab)), tab).toBe(JSON.stringify(getProfileTab(seed, { principal: 'user', userId: user.id }, tab)));
    }
    expect(JSON.stringify(await profileHeader(server.db, { principal: 'user', userId: user.id }))).toBe(JSON.stringify(getProfileHeader(seed, { principal: 'user', userId: user.id })));
    expect(await profileHeader(server.db, { principal: 'user', userId: 987_654 })).toBeUndefined();
    for (const path of [`${API_PATHS.profile}?tab=nope`, API_PATHS.profile]) {
      const res = await call(server, 'GET', path, { token: client });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe('');
    }
    expect((await call(server, 'GET', API_PATHS.profileHeader)).status).toBe(401);
  });
});

describe('an existing database', () => {
  it('keeps its one profile as the demo admin\'s; every other account gets its own', async () => {
    const staged = migrationsBefore('_profile_reference.sql');
    const [first, moving] = [staged.named('_profile_reference.sql'), staged.named('_profile_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = createSeed({ now: SEED_NOW });
      const sample = seed.profileByAccount['login:1'];
      if (!sample) throw new Error('no sample');
      // the previous server: its two sign-ins in their table, the one profile in the documents
      await connection.db.execute(sql`insert into login_accounts (id, full_name, username, email, avatar, login_role) values
        (1, 'John Doe', 'johndoe', 'admin@demo.com', ${seed.loginUsers[0]?.avatar ?? ''}, 'admin'), (2, 'Jane Doe', 'janedoe', 'client@demo.com', '', 'client')`);
      const { location, designation, coverImg, ...tabs } = sample;
      const previous = { header: { fullName: 'John Doe', location, joiningDate: '2021-04-01', designation, profileImg: 'old.png', coverImg }, ...tabs };
      await connection.db.transaction((tx) => stageDocuments(tx, { profile: previous }));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);

      const migrated = { ...seed, loginUsers: seed.loginUsers.map((u) => (u.id === 2 ? { ...u, avatar: '' } : u)) };
      for (const tab of PROFILE_TABS) expect(JSON.stringify(await profileTab(connection.db, ADMIN, tab)), tab).toBe(JSON.stringify(getProfileTab(migrated, ADMIN, tab)));
      expect(JSON.stringify(await profileHeader(connection.db, ADMIN))).toBe(JSON.stringify(getProfileHeader(migrated, ADMIN)));
      const clientHeader = await profileHeader(connection.db, CLIENT);
      expect(clientHeader).toMatchObject({ fullName: 'Jane Doe', designation: 'client', location: '' });
      expect(await profileTab(connection.db, CLIENT, 'teams')).toEqual([]);
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select (select count(*) from documents where collection = 'profile') + (select count(*) from collections where name = 'profile') as n`));
      expect(Number(left?.n)).toBe(0);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
