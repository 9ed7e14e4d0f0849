// The first administrator of an installation that started without the demo (SEED=none, the
// production default): `create-admin` (src/create-admin.ts) calls createAdmin() on the server's
// database. The account is a sign-in (a row of login_accounts, with its password in credentials) with the admin role, whose rules are the
// Administrator role's permissions as they are now (decision 0008). The password is hashed with
// argon2id before the write lock is taken.
import { addChatPerson } from './messaging/chat';
import { sql } from 'drizzle-orm';
import { hashPasswordAsync } from './auth/passwords';
import { connect } from './db/client';
import { migrate } from './db/migrate';
import { credentials, loginAccounts } from './db/identity';
import type { DbTimeouts } from './db/timeouts';
import { migrationsDir } from './migrations-dir';
import { bootstrapData } from './seed-data';
import { inSeedTransaction, isUnseeded, seedTables } from './seed-tables';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const ADMIN_PASSWORD_MAX_LENGTH = 1_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// the passwords every list of leaked ones starts with (any case); the length rule stops most others
const COMMON = new Set(['password1234', 'administrator', 'qwertyuiop12', '123456789012', 'changeme1234', 'letmein12345', 'welcome12345', 'adminadmin12', 'passwordpassword', 'iloveyou1234']);

/** Why `password` is too weak for an administrator, or undefined when it is acceptable. */
export function adminPasswordProblem(password: string, email = ''): string | undefined {
  if (password.trim() === '') return 'The password is empty.';
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `The password is too short: use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) return `The password is too long: at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(password).size < 5) return 'The password repeats too few characters: use at least 5 different ones.';
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.{1,4})\1+$/.test(lower) || '01234567890123456789'.includes(lower) || 'abcdefghijklmnopqrstuvwxyz'.includes(lower)) return 'The password is too common or too predictable.';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) return 'The password must not contain the email address.';
  return undefined;
}

export interface AdminInput {
  email: string;
  password: string;
  /** shown in the app bar; default: the email's local part */
  fullName?: string | undefined;
}

export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

/** Checks the input: the normalised email and name, or an AdminError naming what is wrong. */
export function checkAdminInput(input: AdminInput): { email: string; fullName: string } {
  const email = input.email.trim().toLowerCase();
  if (email.length > 320 || !EMAIL.test(email)) throw new AdminError(`Not an email address: "${input.email}".`);
  const problem = adminPasswordProblem(input.password, email);
  if (problem) throw new AdminError(problem);
  const fullName = (input.fullName ?? '').trim() || (email.split('@')[0] ?? email);
  if (fullName.length > 100) throw new AdminError('The name is too long: at most 100 characters.');
  return { email, fullName };
}

/**
 * Adds an administrator to the database at `databaseUrl` (PostgreSQL) or in `dataDir` (PGlite; the
 * server must not be running on that folder). An empty database is first migrated and initialised
 * as a production start would (no demo). Refuses an email that already signs in. Returns the new
 * sign-in's id.
 */
export async function createAdmin(
  target: { databaseUrl?: string | undefined; dataDir?: string | undefined; timeouts?: DbTimeouts | undefined; now?: Date | undefined },
  input: AdminInput,
): Promise<number> {
  const { email, fullName } = checkAdminInput(input);
  // the slow part, before any transaction
  const hash = await hashPasswordAsync(input.password);
  const connection = await connect({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, timeouts: target.timeouts });
  try {
    await migrate(connection, migrationsDir());
    const day = target.now ?? new Date();
    const initial = (await isUnseeded(connection.db)) ? await bootstrapData(day) : undefined;
    return await inSeedTransaction(connection.db, async (ex) => {
      // production's reference data (roles, categories, FAQ, help center …), as a production start writes it
      if (initial && (await isUnseeded(ex))) await seedTables(ex, initial, day);
      const [taken] = await ex.select({ id: loginAccounts.id }).from(loginAccounts).where(sql`lower(${loginAccounts.email}) = ${email}`);
      if (taken) throw new AdminError(`${email} can already sign in.`);
      const username = (email.split('@')[0] ?? 'admin').replace(/[^\w.-]/g, '').slice(0, 30) || 'admin';
      const [row] = await ex.insert(loginAccounts).values({ fullName, username, email, avatar: '', loginRole: 'admin' }).returning({ id: loginAccounts.id });
      if (!row) throw new AdminError('The account was not created.');
      await ex.insert(credentials).values({ loginId: row.id, passwordHash: hash });
      await addChatPerson(ex, { principal: 'login', userId: row.id });
      return row.id;
    });
  } finally {
    await connection.close();
  }
}
