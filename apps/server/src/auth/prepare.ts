// The argon2 work a request will need, done before it takes the write lock (issue 32: nothing
// slow under a lock). The paths that hash or verify a password are known from the contract:
// sign-in verifies, registration and the two "set password" forms hash, the account form
// verifies the current password and hashes the new one. The stored hashes a sign-in may be
// checked against are read here with one query, the same matching the services do (a demo login
// by exact email, a user of /apps/users by email in any case while not suspended, with a
// credential). The services then find every verdict and hash ready (src/store/runtime.ts).
import { API_PATHS } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { dummyPasswordHash, PreparedPasswords } from './passwords';

const USER_PASSWORD = /^\/api\/apps\/users\/[^/]+\/password$/;

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 1_000 ? value : undefined);

/** The stored hashes a sign-in with `email` is checked against. */
async function loginCandidates(db: Database, email: string): Promise<string[]> {
  const rows = rowsOf<{ hash: string | null }>(
    await db.execute(sql`
      select data->>'password' as hash from documents
        where collection = 'loginUsers' and data->>'email' = ${email}
      union all
      select c.data->>'password' as hash from documents u
        join documents c on c.collection = 'userCredentials' and c.data->'userId' = u.data->'id'
        where u.collection = 'users' and lower(u.data->>'email') = lower(${email}) and u.data->>'status' <> 'inactive'`),
  );
  return rows.map((r) => r.hash).filter((h): h is string => typeof h === 'string');
}

async function accountPasswordHash(db: Database): Promise<string | undefined> {
  const row = rowsOf<{ hash: string | null }>(await db.execute(sql`select data #>> '{}' as hash from documents where collection = 'accountPassword'`))[0];
  return row?.hash ?? undefined;
}

/**
 * The prepared argon2 work of `request`, or undefined for a request that needs none. A sign-in
 * always runs exactly one verification per candidate, and one against a dummy hash when the email
 * matches no account: an unknown email costs what a known one does.
 */
export async function preparePasswords(db: Database, request: Request, path: string): Promise<PreparedPasswords | undefined> {
  const method = request.method;
  const isLogin = method === 'POST' && path === API_PATHS.login;
  const isRegister = method === 'POST' && path === API_PATHS.register;
  const isAccount = method === 'POST' && path === API_PATHS.accountPassword;
  const isUserPassword = method === 'PUT' && USER_PASSWORD.test(path);
  if (!isLogin && !isRegister && !isAccount && !isUserPassword) return undefined;
  const body = await jsonBody(request);
  const prepared = new PreparedPasswords();
  if (isLogin) {
    const email = text(body?.email);
    const password = text(body?.password) ?? '';
    const candidates = email === undefined ? [] : await loginCandidates(db, email);
    if (candidates.length === 0) await prepared.verify(await dummyPasswordHash(), password);
    for (const stored of candidates) await prepared.verify(stored, password);
    return prepared;
  }
  if (isRegister) {
    const password = text(body?.password);
    if (password !== undefined) await prepared.hash(password);
    return prepared;
  }
  if (isAccount) {
    const current = text(body?.currentPassword);
    const stored = await accountPasswordHash(db);
    // a wrong current password is refused before anything is hashed
    if (current === undefined || stored === undefined || !(await prepared.verify(stored, current))) return prepared;
  }
  const next = text(body?.newPassword);
  if (next !== undefined) await prepared.hash(next);
  return prepared;
}
