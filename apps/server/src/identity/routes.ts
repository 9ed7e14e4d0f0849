// The identity calls of the contract answered from their tables (decision 0020): sign-in,
// registration, the caller's rules, the users of /apps/users and the signed-in account's own
// settings and password. No write here takes the back office's write lock: each touches only its
// rows, under PostgreSQL's row locks; argon2 and image re-encoding run before any transaction.
import { addChatPerson } from '../messaging/chat';
import {
  API_PATHS,
  changePasswordBodySchema,
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  LOGIN_ROLE_TO_ROLE,
  loginBodySchema,
  newUserSchema,
  PAGES_VALIDATION,
  registerBodySchema,
  SPEC_ROLE_ALIASES,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  UNKNOWN_ROLE_MESSAGE,
  userJoinedNotice,
  userPasswordSchema,
  userRoleBodySchema,
  usersQuerySchema,
  userUpdateSchema,
  type AbilityRule,
  type AccountSettings,
  type LoginResponse,
  type StaleWrite,
} from '@atrium/api';
import {
  accountSettingsFor,
  accountSettingsTemplate,
  clearedSessionCookie,
  csrfRejection,
  deactivatedAccountSettings,
  managesAll,
  parseQuery,
  readJson,
  sessionCookie,
  sessionCredential,
  twoFactorSetupOf,
  updatedAccountSettings,
  validate,
  withTwoFactor,
  type AccountIdentity,
  type MockSession,
  type Outcome,
} from '@atrium/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { dummyPasswordHash, hashPasswordAsync, verifyPasswordAsync } from '../auth/passwords';
import { loginEmailOf, type loginRateLimit } from '../auth/rate-limit';
import { newToken, tokenHash } from '../auth/tokens';
import { notifyAdmins } from '../notifications/queries';
import { contractRoutes, fieldErrors, json, malformedJson, signInFirst, type Caller } from '../contract-routes';
import type { Database } from '../db/client';
import { accountSettings, credentials, sessions, users } from '../db/schema';
import { notify } from '../notifications/queries';
import { prepareContent } from '../prepare-content';
import { withContent } from '../content-hooks';
import { findRoleRecord, revokeAccountSessions, rulesOfRole, type Sessions } from '../sessions';
import {
  createSettings,
  findLogin,
  findSettings,
  findUser,
  listUsers,
  setPassword,
  signInCandidates,
  storedPassword,
  toAccountSettings,
  toUser,
  toUserDetail,
  uniquenessErrors,
  updateSettings,
  userStats,
  type AccountRef,
} from './accounts';

const REMEMBERED_MS = 30 * 24 * 3_600_000;

export interface IdentityOptions {
  db: Database;
  sessions: Sessions;
  sessionTtlMs: number;
  limiter: ReturnType<typeof loginRateLimit>;
  /** the client's address (a trusted proxy's X-Forwarded-For, else the peer) */
  clientOf: (c: Context) => string;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

const userNotFound = () => json('User not found', 404);
const noContent = () => new Response(null, { status: 204 });
const unauthorized = signInFirst;

function idOf(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A failed outcome of the shared validation as the mock answers it. */
function refused(outcome: Outcome<unknown>): Response {
  if (!outcome.ok && outcome.reason === 'invalid') return fieldErrors(outcome.errors);
  return json({ error: 'Not found' }, 404);
}

/** Whether a PostgreSQL error (pg or PGlite, through Drizzle's wrapping) is a foreign key violation. */
function foreignKeyViolated(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

export function registerIdentity(app: Hono, options: IdentityOptions): void {
  const { db } = options;

  const serve = contractRoutes(app, options.sessions, options.finish);

  /** An account's rules from its role's row as it is now (undefined: a suspended user signs in no more). */
  const rulesOf = async (account: AccountRef, row: { role: string; status?: string } | { loginRole: string }): Promise<AbilityRule[] | undefined> => {
    const slug = 'loginRole' in row ? LOGIN_ROLE_TO_ROLE[row.loginRole as 'admin' | 'client'] : account.principal === 'user' && row.status !== 'inactive' ? row.role : undefined;
    return slug === undefined ? undefined : rulesOfRole(slug, await findRoleRecord(db, slug));
  };

  // --- sign-in, registration, rules -----------------------------------------------------------

  async function signIn(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body.ok) return fieldErrors({ email: [LOGIN_FAILED_MESSAGE] });
    const parsed = loginBodySchema.safeParse(body.value);
    if (!parsed.success) {
      const wrongShape = typeof body.value !== 'object' || body.value === null || Array.isArray(body.value);
      return fieldErrors({ email: [wrongShape ? LOGIN_FAILED_MESSAGE : LOGIN_INVALID_MESSAGE] });
    }
    const { email, password, remember } = parsed.data;
    const candidates = await signInCandidates(db, email);
    // one verification per candidate, and one against a dummy hash for an unknown email: an unknown
    // email costs what a known one does
    if (candidates.length === 0) await verifyPasswordAsync(await dummyPasswordHash(), password);
    let matched: AccountRef | undefined;
    for (const candidate of candidates) {
      if ((await verifyPasswordAsync(candidate.hash, password)) && !matched) matched = candidate.account;
    }
    if (!matched) return fieldErrors({ email: [LOGIN_INVALID_MESSAGE] });
    let rules: AbilityRule[] | undefined;
    let userData: LoginResponse['userData'] | undefined;
    if (matched.principal === 'login') {
      const login = await findLogin(db, matched.userId);
      rules = login && (await rulesOf(matched, login));
      if (login) userData = { id: login.id, fullName: login.fullName, username: login.username, avatar: login.avatar, email: login.email, role: login.loginRole as 'admin' | 'client' };
    } else {
      const user = await findUser(db, matched.userId);
      rules = user && (await rulesOf(matched, user));
      // userData.role is the login role of SPEC §6 (where / leads): admin only with manage all
      if (user && rules) userData = { id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: managesAll(rules) ? 'admin' : 'client' };
    }
    if (!rules || !userData) return fieldErrors({ email: [LOGIN_INVALID_MESSAGE] });
    const token = newToken();
    const expiresAt = Date.now() + (remember === true ? REMEMBERED_MS : options.sessionTtlMs);
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({ tokenHash: tokenHash(token), userId: matched.userId, principal: matched.principal, expiresAt: new Date(expiresAt) });
      // sign-ins sweep what can never count again: sessions ended more than a day ago
      const dayAgo = new Date(Date.now() - 24 * 3_600_000);
      await tx.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
    });
    const answer: LoginResponse = { userAbilityRules: rules, accessToken: token, expiresAt: new Date(expiresAt).toISOString(), userData };
    // the browser app's session: an HttpOnly cookie (decision 0014); only "remember me" outlives the browser session
    return json(answer, 201, { 'Set-Cookie': sessionCookie(request, token, remember === true ? (expiresAt - Date.now()) / 1000 : undefined) });
  }

  app.post(API_PATHS.login, async (c) => {
    const request = c.req.raw;
    // a sign-in is counted (and may be refused) before any password work
    const attempt = await options.limiter.begin(await loginEmailOf(request), options.clientOf(c));
    if (attempt.refused) return attempt.refused;
    let response: Response;
    try {
      response = await signIn(request);
    } catch (error) {
      await attempt.settle(500);
      throw error;
    }
    await attempt.settle(response.status);
    return options.finish(c, response);
  });

  // signing out ends the session in the database too (the token stops working in every tab and
  // process) and removes the cookie; a cookie that failed the CSRF check came with no session: kept
  app.post(API_PATHS.logout, async (c) => {
    const request = c.req.raw;
    const credential = sessionCredential(request);
    const forged = csrfRejection(request, credential) !== undefined;
    if (credential !== undefined && !forged) await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.tokenHash, tokenHash(credential.token)), isNull(sessions.revokedAt)));
    return forged ? noContent() : new Response(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie(request) } });
  });

  serve('GET', 'sessionRules', (_c, { session }) => Promise.resolve(session ? json({ userAbilityRules: session.rules }) : unauthorized()));

  serve('POST', 'register', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(registerBodySchema, body.value);
    if (!parsed.ok) return refused(parsed);
    const { username, email, password } = parsed.value;
    const hash = await hashPasswordAsync(password);
    try {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ fullName: username, company: '', role: SPEC_ROLE_ALIASES.client, username, country: '', contact: '', email, currentPlan: 'basic', status: 'active', avatar: '', billing: 'Manual-Credit Card' })
          .returning();
        if (!row) throw new Error('register: no row');
        await tx.insert(credentials).values({ userId: row.id, passwordHash: hash });
        // a new account is one of the chat's people at once (decision 0036)
        await addChatPerson(tx, { principal: 'user', userId: row.id });
        // the administrators hear of a new account in its transaction (decision 0026)
        await notifyAdmins(tx, 'userJoined', userJoinedNotice({ id: row.id, fullName: row.fullName }));
        return row;
      });
      return json(toUser(user), 201);
    } catch (error) {
      const errors = await uniquenessErrors(db, error, { email, username });
      return fieldErrors(errors ?? {});
    }
  });

  // --- the users of /apps/users ---------------------------------------------------------------

  serve('GET', 'userStats', async () => json(await userStats(db)));

  serve('GET', 'users', async (c) => {
    const query = parseQuery(usersQuerySchema, c.req.raw);
    return json(await listUsers(db, query));
  });

  serve('POST', 'users', async (c) => {
    const content = await prepareContent(c.req.raw);
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = withContent(content, () => validate(newUserSchema, body.value));
    if (!parsed.ok) return refused(parsed);
    try {
      // the role is not the creator's to pick: a new user holds the least-access role until someone allowed to change roles gives them one
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(users)
          .values({ ...parsed.value, role: SPEC_ROLE_ALIASES.subscriber })
          .returning();
        if (!made) throw new Error('users: no row');
        // a new account is one of the chat's people at once (decision 0036)
        await addChatPerson(tx, { principal: 'user', userId: made.id });
        return made;
      });
      return json(toUser(row), 201);
    } catch (error) {
      const errors = await uniquenessErrors(db, error, parsed.value);
      return fieldErrors(errors ?? {});
    }
  });

  serve('GET', 'user', async (c) => {
    const id = idOf(c.req.param('id'));
    const row = id === undefined ? undefined : await findUser(db, id);
    return row ? json(toUserDetail(row)) : userNotFound();
  });

  /** Writes `changes` to the user's row if its version is still `version` (any, when undefined): the row, 'stale' with the version now, or undefined (no such user). */
  async function writeUser(id: number | undefined, changes: Partial<typeof users.$inferInsert>, version?: number): Promise<typeof users.$inferSelect | { stale: number } | undefined> {
    if (id === undefined) return undefined;
    const [row] = await db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), version === undefined ? undefined : eq(users.version, version)))
      .returning();
    if (row) return row;
    const current = await findUser(db, id);
    return current ? { stale: current.version } : undefined;
  }

  const answerWrite = (result: Awaited<ReturnType<typeof writeUser>>): Response => {
    if (!result) return userNotFound();
    if ('stale' in result) return json({ message: STALE_WRITE_MESSAGE, version: result.stale } satisfies StaleWrite, STALE_WRITE_STATUS);
    return json(toUserDetail(result));
  };

  /** A user call's id and valid body, or the answer that refuses it (malformed JSON, no such user, an invalid body). */
  async function userBody<S extends z.ZodType>(c: Context, schema: S): Promise<{ id: number; value: z.output<S> } | Response> {
    const id = idOf(c.req.param('id'));
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    if (id === undefined || !(await findUser(db, id))) return userNotFound();
    const parsed = validate(schema, body.value);
    if (!parsed.ok) return refused(parsed);
    return { id, value: parsed.value };
  }

  serve('PUT', 'user', async (c) => {
    const read = await userBody(c, userUpdateSchema);
    if (read instanceof Response) return read;
    const { id, value } = read;
    const { version, ...changes } = value;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<typeof users.$inferInsert>;
    try {
      return answerWrite(await writeUser(id, defined, version));
    } catch (error) {
      const errors = await uniquenessErrors(db, error, changes, id);
      return fieldErrors(errors ?? {});
    }
  });

  serve('DELETE', 'user', async (c) => {
    const id = idOf(c.req.param('id'));
    const gone = id === undefined ? [] : await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return gone.length > 0 ? noContent() : userNotFound();
  });

  serve('POST', 'userSuspend', async (c) => answerWrite(await writeUser(idOf(c.req.param('id')), { status: 'inactive' })));

  serve('PUT', 'userRole', async (c) => {
    const read = await userBody(c, userRoleBodySchema);
    if (read instanceof Response) return read;
    const { id, value } = read;
    try {
      return answerWrite(await writeUser(id, { role: value.role }));
    } catch (error) {
      // users.role is a foreign key to roles.slug (decision 0024): a role that does not exist is refused by it
      if (foreignKeyViolated(error)) return fieldErrors({ role: [UNKNOWN_ROLE_MESSAGE] });
      throw error;
    }
  });

  serve('PUT', 'userPassword', async (c) => {
    const read = await userBody(c, userPasswordSchema);
    if (read instanceof Response) return read;
    const { id, value } = read;
    const hash = await hashPasswordAsync(value.newPassword);
    try {
      await db.transaction(async (tx) => {
        const user = { principal: 'user', userId: id } as const;
        await setPassword(tx, user, hash);
        // the user learns it on their next sign-in: their bell says an administrator set a new password
        await notify(tx, user, 'passwordReset', {}, '/pages/account-settings/security');
      });
    } catch (error) {
      // the user was deleted meanwhile (the foreign key refused the row)
      if ((error as { code?: unknown }).code === '23503' || (error as { cause?: { code?: unknown } }).cause?.code === '23503') return userNotFound();
      throw error;
    }
    return noContent();
  });

  // --- the signed-in account's own settings ---------------------------------------------------

  /** The account's settings row, made from its account (and the sample page) on first read. */
  async function settingsOf(account: AccountRef) {
    const found = await findSettings(db, account);
    if (found) return found;
    let identity: AccountIdentity | undefined;
    if (account.principal === 'login') {
      const login = await findLogin(db, account.userId);
      identity = login && { fullName: login.fullName, email: login.email, avatar: login.avatar, company: '', country: '' };
    } else {
      const user = await findUser(db, account.userId);
      identity = user && { fullName: user.fullName, email: user.email, avatar: user.avatar, company: user.company, country: user.country };
    }
    // the product's template (@atrium/domain), the one the mock starts from: no seed, no stored data
    return identity && createSettings(db, account, accountSettingsFor(accountSettingsTemplate(), identity));
  }

  const accountOf = (session: MockSession): AccountRef => ({ principal: session.principal, userId: session.userId });

  /**
   * Runs one of the shared settings rules (@atrium/domain, pure over one account's settings, the
   * mock's too) on the account's row, and writes the sections it changed.
   */
  async function changeSettings(c: Context, caller: Caller, rule: (current: AccountSettings, body: unknown) => Outcome<AccountSettings>): Promise<Response> {
    if (!caller.session) return unauthorized();
    const account = accountOf(caller.session);
    const content = await prepareContent(c.req.raw);
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const row = await settingsOf(account);
    if (!row) return unauthorized();
    const current = toAccountSettings(row);
    const outcome = withContent(content, () => rule(current, body.value));
    if (!outcome.ok) return refused(outcome);
    const changed = Object.fromEntries(Object.entries(outcome.value).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof AccountSettings]))) as Partial<AccountSettings>;
    const saved = Object.keys(changed).length === 0 ? row : await updateSettings(db, account, changed);
    return saved ? json(toAccountSettings(saved)) : unauthorized();
  }

  serve('GET', 'accountSettings', async (_c, caller) => {
    const row = caller.session && (await settingsOf(accountOf(caller.session)));
    return row ? json(toAccountSettings(row)) : unauthorized();
  });
  serve('PUT', 'accountSettings', (c, caller) => changeSettings(c, caller, updatedAccountSettings));
  serve('POST', 'accountTwoFactor', (c, caller) => changeSettings(c, caller, withTwoFactor));
  serve('POST', 'accountDeactivate', (c, caller) => changeSettings(c, caller, (current, body) => deactivatedAccountSettings(current, body)));
  serve('GET', 'accountTwoFactorSetup', async (_c, caller) => {
    const row = caller.session && (await settingsOf(accountOf(caller.session)));
    return row ? json(twoFactorSetupOf(toAccountSettings(row))) : unauthorized();
  });

  // the password the account signs in with: the current one checked, the new one stored, every
  // other session of the account ended (whoever knew the old password is signed out)
  serve('POST', 'accountPassword', async (c, caller) => {
    if (!caller.session) return unauthorized();
    const account = accountOf(caller.session);
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(changePasswordBodySchema, body.value);
    if (!parsed.ok) return refused(parsed);
    if (!(await settingsOf(account))) return unauthorized();
    const wrong = () => fieldErrors({ currentPassword: [PAGES_VALIDATION.passwordWrong] });
    const stored = await storedPassword(db, account);
    if (stored === undefined || !(await verifyPasswordAsync(stored, parsed.value.currentPassword))) return wrong();
    const hash = await hashPasswordAsync(parsed.value.newPassword);
    const keep = sessionCredential(c.req.raw)?.token;
    const saved = await db.transaction(async (tx) => {
      // only if the password is still the one just verified (a concurrent change wins)
      const owner = account.principal === 'user' ? eq(credentials.userId, account.userId) : eq(credentials.loginId, account.userId);
      const changed = await tx
        .update(credentials)
        .set({ passwordHash: hash, changedAt: new Date() })
        .where(and(owner, eq(credentials.passwordHash, stored)))
        .returning({ id: credentials.id });
      if (changed.length === 0) return undefined;
      await revokeAccountSessions(tx, account, keep);
      // a security notice on the account's own bell, in the change's transaction (decision 0026)
      await notify(tx, account, 'passwordChanged', {}, '/pages/account-settings/security');
      const settingsOwner = account.principal === 'user' ? eq(accountSettings.userId, account.userId) : eq(accountSettings.loginId, account.userId);
      const [row] = await tx
        .update(accountSettings)
        .set({ security: sql`jsonb_set(${accountSettings.security}, '{passwordChangedAt}', to_jsonb(${new Date().toISOString()}::text))`, version: sql`${accountSettings.version} + 1` })
        .where(settingsOwner)
        .returning();
      return row;
    });
    return saved ? json(toAccountSettings(saved)) : wrong();
  });
}
