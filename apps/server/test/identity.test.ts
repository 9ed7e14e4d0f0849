// Identity on its tables (decision 0020): uniqueness from the constraints, a stale edit's 409,
// settings and passwords that belong to their account, the users list as one SQL statement.
import { API_PATHS, LIST_TOTAL_EXACT_LIMIT, STALE_WRITE_MESSAGE, USER_EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE, type AccountSettings, type UserDetail, type UsersResponse } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const newUser = (email: string, username: string) => ({ fullName: 'Race Condition', username, email, currentPlan: 'basic' });
const userPath = (id: number) => API_PATHS.user.replace(':id', String(id));

describe('the schema', () => {
  it('comes from the hand-written migrations, then the ones drizzle-kit generated, in order', async () => {
    const names = rowsOf<{ name: string }>(await server.db.execute(sql`select name from schema_migrations order by version`)).map((r) => r.name);
    expect(names.slice(0, 5)).toEqual(['0001_core.sql', '0002_login_limits.sql', '0010_insights.sql', '0020_pg_trgm.sql', '0021_identity.sql']);
    // the documents hold no account any more: the tables do
    const docs = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`));
    expect(docs[0]?.n).toBe(0);
    const users = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from users`));
    expect(users[0]?.n).toBe(50);
  });
});

describe('uniqueness from the constraints', () => {
  it('two simultaneous creates with one email (in another case): one 201, one 400 with the field error', async () => {
    const answers = await Promise.all([
      call(server, 'POST', API_PATHS.users, { token: admin, body: newUser('same.person@race.example', 'race-one') }),
      call(server, 'POST', API_PATHS.users, { token: admin, body: newUser('Same.Person@RACE.example', 'race-two') }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.status === 400);
    expect(refused?.body).toEqual({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE] } });
    const rows = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from users where lower(email) = 'same.person@race.example'`));
    expect(rows[0]?.n).toBe(1);
  });

  it('a taken email and username both get their message; an edit onto another user\'s email is refused', async () => {
    const first = await call(server, 'POST', API_PATHS.users, { token: admin, body: newUser('taken@unique.example', 'taken-handle') });
    expect(first.status).toBe(201);
    const both = await call(server, 'POST', API_PATHS.users, { token: admin, body: newUser('TAKEN@unique.example', 'Taken-Handle') });
    expect(both.body).toEqual({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE], username: [USERNAME_TAKEN_MESSAGE] } });
    const other = await call(server, 'POST', API_PATHS.users, { token: admin, body: newUser('other@unique.example', 'other-handle') });
    const otherId = (other.body as { id: number }).id;
    const onto = await call(server, 'PUT', userPath(otherId), { token: admin, body: { email: 'Taken@Unique.example' } });
    expect(onto.status).toBe(400);
    expect(onto.body).toEqual({ errors: { email: [USER_EMAIL_TAKEN_MESSAGE] } });
  });
});

describe('a stale write', () => {
  it('answers 409 with the version now when the edit started from an older one, and writes nothing', async () => {
    const read = (await call(server, 'GET', userPath(3), { token: admin })).body as UserDetail;
    const mine = await call(server, 'PUT', userPath(3), { token: admin, body: { company: 'First Editor Ltd', version: read.version } });
    expect(mine.status).toBe(200);
    expect((mine.body as UserDetail).version).toBe(read.version + 1);
    const theirs = await call(server, 'PUT', userPath(3), { token: admin, body: { company: 'Second Editor Ltd', version: read.version } });
    expect(theirs.status).toBe(409);
    expect(theirs.body).toEqual({ message: STALE_WRITE_MESSAGE, version: read.version + 1 });
    expect(((await call(server, 'GET', userPath(3), { token: admin })).body as UserDetail).company).toBe('First Editor Ltd');
    // without a version, the edit applies (last write wins) and moves the version on
    const blind = await call(server, 'PUT', userPath(3), { token: admin, body: { company: 'Blind Ltd' } });
    expect((blind.body as UserDetail).version).toBe(read.version + 2);
    expect((await call(server, 'PUT', userPath(999_999), { token: admin, body: { company: 'x', version: 1 } })).status).toBe(404);
  });
});

describe('data that belongs to its account', () => {
  it('a client opens and changes their own settings; the admin\'s stay as they were', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    const before = (await call(server, 'GET', API_PATHS.accountSettings, { token: admin })).body as AccountSettings;
    const own = await call(server, 'GET', API_PATHS.accountSettings, { token: client });
    expect(own.status).toBe(200);
    const mine = own.body as AccountSettings;
    expect(mine.profile.email).toBe('client@demo.com');
    expect(before.profile.email).toBe('admin@demo.com');
    const saved = await call(server, 'PUT', API_PATHS.accountSettings, { token: client, body: { profile: { ...mine.profile, firstName: 'Janet' }, notifications: { ...mine.notifications, timing: 'never' } } });
    expect(saved.status).toBe(200);
    expect((saved.body as AccountSettings).profile.firstName).toBe('Janet');
    const after = (await call(server, 'GET', API_PATHS.accountSettings, { token: admin })).body as AccountSettings;
    expect(after).toEqual(before);
    expect(((await call(server, 'GET', API_PATHS.accountSettings, { token: client })).body as AccountSettings).notifications.timing).toBe('never');
  });

  it('a user of /apps/users with a password opens their own account page too', async () => {
    const set = await call(server, 'PUT', API_PATHS.userPassword.replace(':id', '2'), { token: admin, body: { newPassword: 'Own-Account-9', confirmPassword: 'Own-Account-9' } });
    expect(set.status).toBe(204);
    const user = (await call(server, 'GET', userPath(2), { token: admin })).body as UserDetail;
    if (user.status === 'inactive') await server.db.execute(sql`update users set status = 'active' where id = 2`);
    const token = await login(server, user.email, 'Own-Account-9');
    const own = await call(server, 'GET', API_PATHS.accountSettings, { token });
    expect(own.status).toBe(200);
    expect((own.body as AccountSettings).profile.email).toBe(user.email);
  });

  it('changing your password: the old one fails, the new one works, your other session is signed out', async () => {
    const here = await login(server, 'client@demo.com', 'client');
    const elsewhere = await login(server, 'client@demo.com', 'client');
    const wrong = await call(server, 'POST', API_PATHS.accountPassword, { token: here, body: { currentPassword: 'not-it', newPassword: 'N3w!client-pass', confirmPassword: 'N3w!client-pass' } });
    expect(wrong.status).toBe(400);
    expect((await call(server, 'GET', API_PATHS.accountSettings, { token: elsewhere })).status).toBe(200);
    const changed = await call(server, 'POST', API_PATHS.accountPassword, { token: here, body: { currentPassword: 'client', newPassword: 'N3w!client-pass', confirmPassword: 'N3w!client-pass' } });
    expect(changed.status).toBe(200);
    expect((changed.body as AccountSettings).security.passwordChangedAt).not.toBeNull();
    expect((await call(server, 'GET', API_PATHS.accountSettings, { token: here })).status).toBe(200);
    expect((await call(server, 'GET', API_PATHS.accountSettings, { token: elsewhere })).status).toBe(401);
    expect((await call(server, 'POST', API_PATHS.login, { body: { email: 'client@demo.com', password: 'client' } })).status).toBe(400);
    const again = await login(server, 'client@demo.com', 'N3w!client-pass');
    expect((await call(server, 'GET', API_PATHS.accountSettings, { token: again })).status).toBe(200);
    // the admin's password is not the client's to change
    expect(await login(server, 'admin@demo.com', 'admin')).toMatch(/^[\w-]{43}$/);
  });
});

describe('the users list in SQL', () => {
  it('searches name, username and email in any case, filters, and sorts with the newest first among equals', async () => {
    const all = (await call(server, 'GET', `${API_PATHS.users}?itemsPerPage=100`, { token: admin })).body as UsersResponse;
    const someone = all.users.find((u) => u.id === 7);
    if (!someone) throw new Error('seed user 7');
    const term = someone.fullName.split(' ')[0]?.toUpperCase() ?? '';
    const found = (await call(server, 'GET', `${API_PATHS.users}?q=${encodeURIComponent(term)}&itemsPerPage=100`, { token: admin })).body as UsersResponse;
    expect(found.users.map((u) => u.id)).toContain(7);
    expect(found.users.every((u) => `${u.fullName} ${u.username} ${u.email}`.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    expect(found.totalUsers).toBe(found.users.length);
    const active = (await call(server, 'GET', `${API_PATHS.users}?status=ACTIVE&sortBy=plan&orderBy=asc&itemsPerPage=100`, { token: admin })).body as UsersResponse;
    expect(active.users.every((u) => u.status === 'active')).toBe(true);
    for (let i = 1; i < active.users.length; i += 1) {
      const [a, b] = [active.users[i - 1], active.users[i]];
      if (!a || !b) continue;
      expect(a.currentPlan <= b.currentPlan).toBe(true);
      if (a.currentPlan === b.currentPlan) expect(a.id).toBeGreaterThan(b.id);
    }
    // a search matching nothing is an empty page, not an error; `%` is a character, not a wildcard
    const none = (await call(server, 'GET', `${API_PATHS.users}?q=${encodeURIComponent('%')}`, { token: admin })).body as UsersResponse;
    expect(none).toMatchObject({ users: [], totalUsers: 0, page: 1 });
  });

  it('counts exactly up to the limit, then says the count stopped there', async () => {
    await server.db.execute(sql`
      insert into users (full_name, username, email, role, current_plan, status, billing)
      select 'Bulk Person ' || n, 'bulk-' || n, 'bulk-' || n || '@bulk.example', 'restricted-user', 'basic', 'pending', 'Auto debit'
      from generate_series(1, ${LIST_TOTAL_EXACT_LIMIT + 5}) as n`);
    const many = (await call(server, 'GET', `${API_PATHS.users}?q=bulk&itemsPerPage=10&page=3`, { token: admin })).body as UsersResponse;
    expect(many.totalUsers).toBe(LIST_TOTAL_EXACT_LIMIT);
    expect(many.totalExact).toBe(false);
    expect(many.users).toHaveLength(10);
    expect(many.page).toBe(3);
    const few = (await call(server, 'GET', `${API_PATHS.users}?q=bulk-10004@&itemsPerPage=10`, { token: admin })).body as UsersResponse;
    expect(few.totalUsers).toBe(1);
    expect(few.totalExact).toBeUndefined();
    await server.db.execute(sql`delete from users where email like '%@bulk.example'`);
  });
});
