// An empty database's accounts: the seed's users, sign-ins, passwords and settings written into
// the identity tables (the documents keep the rest of the back office). Ids are the seed's; each
// table's identity sequence then continues after the highest.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { accountSettings, credentials, loginAccounts, users } from '../db/identity';
import type { Executor } from '../db/executor';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The seed without what the identity tables hold (the documents' share). */
export function withoutIdentity(data: Db): Db {
  return { ...data, users: [], loginUsers: [], userCredentials: [], accountSettingsByAccount: {} };
}

/** Removes every account and what belongs to it (reset to the seed). */
export async function clearIdentity(ex: Executor): Promise<void> {
  await ex.delete(accountSettings);
  await ex.delete(credentials);
  await ex.delete(users);
  await ex.delete(loginAccounts);
}

/** Writes the seed's accounts (passwords already hashed: src/seed-data.ts). */
export async function seedIdentity(ex: Executor, data: Db): Promise<void> {
  // the day each account joined (its profile's "Joined", decision 0029); an account the seed gives none joined now
  const joined = (key: string) => {
    const day = data.accountJoinedAt[key];
    return day === undefined ? undefined : new Date(`${day}T00:00:00Z`);
  };
  for (const part of chunks(data.users)) await ex.insert(users).values(part.map((u) => ({ ...u, createdAt: joined(`user:${u.id}`) })));
  for (const part of chunks(data.loginUsers)) {
    await ex.insert(loginAccounts).values(part.map((u) => ({ id: u.id, fullName: u.fullName, username: u.username, email: u.email, avatar: u.avatar, loginRole: u.role, createdAt: joined(`login:${u.id}`) })));
  }
  const userIds = new Set(data.users.map((u) => u.id));
  const passwords = [
    ...data.loginUsers.map((u) => ({ loginId: u.id, passwordHash: u.password })),
    ...data.userCredentials.filter((c) => userIds.has(c.userId)).map((c) => ({ userId: c.userId, passwordHash: c.password })),
  ];
  for (const part of chunks(passwords)) await ex.insert(credentials).values(part);
  const pages = Object.entries(data.accountSettingsByAccount).flatMap(([key, settings]) => {
    const [principal, id] = key.split(':');
    const owner = principal === 'login' ? { loginId: Number(id) } : { userId: Number(id) };
    const exists = principal === 'login' ? data.loginUsers.some((u) => u.id === Number(id)) : userIds.has(Number(id));
    if (!exists) return [];
    const { deactivatedAt, ...sections } = settings;
    return [{ ...owner, ...sections, deactivatedAt: deactivatedAt === null ? null : new Date(deactivatedAt) }];
  });
  if (pages.length > 0) await ex.insert(accountSettings).values(pages);
  for (const table of ['users', 'login_accounts', 'credentials', 'account_settings']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
