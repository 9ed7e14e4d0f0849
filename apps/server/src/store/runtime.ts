// Runs the mock's MSW handlers against the database. Each /api request gets a scope (in
// AsyncLocalStorage) holding the database it loaded, its caller's session and the sessions it
// issues or revokes; the mock's store, session and id hooks read that scope. A write request runs
// in one transaction under a database-wide advisory lock: refresh the cache, run the handler,
// write the rows that changed, commit, then answer. A failure rolls everything back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { LOGIN_ROLE_TO_ROLE, type UserDetail } from '@atrium/api';
import {
  configureChatSimulation,
  rulesForRole,
  setDbProvider,
  setHtmlSanitizer,
  setImageEncoder,
  setIdAllocator,
  setPasswordCodec,
  sessionCredential,
  setSessionProvider,
  setSessionRules,
  type Db,
  type MockSession,
  type SessionPrincipal,
} from '@atrium/mock-api';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { argon2Codec } from '../auth/passwords';
import { reencodeImageDataUrl } from '../images';
import type { PreparedContent } from '../prepare-content';
import { sanitizeStoredHtml } from '../sanitize';
import { newToken, tokenHash } from '../auth/tokens';
import type { Database } from '../db/client';
import { collections, loginAccounts, sessions, users } from '../db/schema';
import { LIFT_TIMEOUTS_LOCALLY } from '../db/timeouts';
import { DocumentStore, IdAllocations, type Executor } from './documents';
import { RwLock } from './rw-lock';

const WRITE_LOCK = 1_702_018;
const REMEMBERED_MS = 30 * 24 * 3_600_000;

export interface Scope {
  db: Db;
  sessionTtlMs: number;
  dirty: boolean;
  token: string | undefined;
  session: MockSession | undefined;
  issued: Array<{ tokenHash: string; userId: number; principal: SessionPrincipal; expiresAt: Date }>;
  revoked: string[];
  /** accounts whose sessions end, but for the one token kept (a password change) */
  revokedAccounts: Array<{ principal: SessionPrincipal; userId: number; keep: string | undefined }>;
  ids: IdAllocations | undefined;
  /** its body's images re-encoded and markup sanitized, before the lock (src/prepare-content.ts) */
  content: PreparedContent | undefined;
}

/** The work of a request done before it takes the lock. */
export interface Prepared {
  content?: PreparedContent | undefined;
  /**
   * The users of /apps/users as the roles screens read them (who holds each role), from their
   * table: the mock's role services count members in `db.users`, which the documents no longer hold.
   */
  users?: UserDetail[] | undefined;
}

const scopes = new AsyncLocalStorage<Scope>();
/** a body's prepared images and markup for code that runs outside the mock scope (src/identity) */
const contents = new AsyncLocalStorage<PreparedContent | undefined>();

/** Runs `work` with `content`'s re-encoded images and sanitized markup at hand for the services' validation. */
export function withContent<T>(content: PreparedContent | undefined, work: () => T): T {
  return contents.run(content, work);
}

const preparedContent = (): PreparedContent | undefined => scopes.getStore()?.content ?? contents.getStore();

function scope(): Scope {
  const current = scopes.getStore();
  if (!current) throw new Error('@atrium/server: the mock store was used outside a request');
  return current;
}

let installed = false;

/** Points the mock's store, sessions, ids and passwords at the request scope, and plugs in the HTML sanitizer (once per process). */
export function installMockHooks(): void {
  if (installed) return;
  installed = true;
  setDbProvider({
    get: () => scope().db,
    save: () => {
      scope().dirty = true;
    },
  });
  setSessionProvider({
    issue(userId, _rules, { remember, now, principal }) {
      const s = scope();
      const token = newToken();
      const expiresAt = now + (remember ? REMEMBERED_MS : s.sessionTtlMs);
      s.issued.push({ tokenHash: tokenHash(token), userId, principal, expiresAt: new Date(expiresAt) });
      return { token, expiresAt };
    },
    find(token, now) {
      const s = scopes.getStore();
      return s?.token === token && s.session && s.session.expiresAt > now ? s.session : undefined;
    },
    revoke(token) {
      scope().revoked.push(tokenHash(token));
    },
    revokeAccount(account, keep) {
      scope().revokedAccounts.push({ principal: account.principal, userId: account.userId, keep });
    },
  });
  // the rules were worked out with the session, from the account's row and the roles as they are now
  setSessionRules((session) => session.rules);
  setIdAllocator((items) => scopes.getStore()?.ids?.next(items) ?? items.reduce((max, item) => Math.max(max, item.id), 0) + 1);
  // every call that hashes or verifies a password is answered from the identity tables, with the
  // async API outside any transaction (src/identity/routes.ts); the mock's services keep argon2
  setPasswordCodec(argon2Codec);
  // the contract's HTML fields are stored sanitized (the mock in a browser keeps them as sent)
  setHtmlSanitizer((html) => preparedContent()?.html.get(html) ?? sanitizeStoredHtml(html));
  // image data URLs are stored re-encoded: a polyglot's payload does not survive (issue 22 #7)
  setImageEncoder((dataUrl) => {
    const ready = preparedContent()?.image(dataUrl);
    return ready?.found ? ready.value : reencodeImageDataUrl(dataUrl);
  });
  // the mock's simulated chat partner answers from timers, outside any request: not on a server
  configureChatSimulation({ enabled: false });
}

/** Thrown inside a write's transaction to roll it back and still answer with `response`. */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback');
  }
}

export interface Hooks {
  /** before the handler, inside the transaction of a write; a response here answers instead */
  before?: (ex: Executor, scope: Scope) => Promise<Response | undefined>;
  /** after the handler, inside the same transaction */
  after?: (ex: Executor, scope: Scope, response: Response) => Promise<void>;
}

/**
 * The role a live session's rules come from: a user's role while the account may still sign in
 * (not suspended), a demo login's mapped role; null when the session no longer counts.
 */
function slugOf(row: { principal: string | null; userRole: string | null; userStatus: string | null; loginRole: string | null }): string | null {
  if (row.principal === 'user') return row.userStatus !== null && row.userStatus !== 'inactive' ? row.userRole : null;
  return row.loginRole === 'admin' || row.loginRole === 'client' ? LOGIN_ROLE_TO_ROLE[row.loginRole] : null;
}

/** The session's columns and its account's that decide whether it counts and with which role. */
const SESSION_ACCOUNT = {
  userId: sessions.userId,
  principal: sessions.principal,
  expiresAt: sessions.expiresAt,
  userRole: users.role,
  userStatus: users.status,
  loginRole: loginAccounts.loginRole,
};

/**
 * The live session of a token (`hash`, at `now`) with its account's role and the roles' version
 * row: what the insights routes authenticate with (DataRuntime.authenticate), prepared once.
 */
function sessionQueryOf(db: Database) {
  return db
    .select({
      rolesVersion: collections.version,
      ...SESSION_ACCOUNT,
    })
    .from(sessions)
    .leftJoin(collections, eq(collections.name, 'roles'))
    .leftJoin(users, and(eq(sessions.principal, 'user'), eq(users.id, sessions.userId)))
    .leftJoin(loginAccounts, and(eq(sessions.principal, 'login'), eq(loginAccounts.id, sessions.userId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    // built and planned once per connection, not per request
    .prepare('insights_session');
}

/** How long one session check serves the same token on the insights routes (authenticate). */
export const SESSION_CHECK_REUSE_MS = 2_000;
/** Kept checks past this many are all dropped (tokens nobody holds cannot grow the map). */
const SESSION_CHECKS_MAX = 10_000;

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQueryOf>['execute']>>[number];
interface SessionCheck {
  /** when the check was asked (Date.now()) */
  at: number;
  row: Promise<SessionRow | undefined>;
}

export class DataRuntime {
  readonly store = new DocumentStore();
  private readonly lock = new RwLock();
  private sessionQuery: ReturnType<typeof sessionQueryOf> | undefined;
  private readonly sessionChecks = new Map<string, SessionCheck>();

  constructor(
    private readonly db: Database,
    private readonly sessionTtlMs: number,
  ) {
    installMockHooks();
  }

  private newScope(): Scope {
    return { db: this.store.db, sessionTtlMs: this.sessionTtlMs, dirty: false, token: undefined, session: undefined, issued: [], revoked: [], revokedAccounts: [], ids: undefined, content: undefined };
  }

  /**
   * Refreshes the cache and finds the caller's session in one round trip: the collections'
   * version rows, each with the session row of the request's token (if live) joined on, and the
   * account it belongs to (its role, and whether it may still sign in).
   */
  private async prepare(ex: Executor, request: Request, members?: UserDetail[]): Promise<Scope> {
    // the same extraction as the mock's: a bearer header, else the session cookie
    const token = sessionCredential(request)?.token;
    const rows = await ex
      .select({
        name: collections.name,
        kind: collections.kind,
        version: collections.version,
        ...SESSION_ACCOUNT,
      })
      .from(collections)
      .leftJoin(sessions, and(eq(sessions.tokenHash, token === undefined ? '' : tokenHash(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .leftJoin(users, and(eq(sessions.principal, 'user'), eq(users.id, sessions.userId)))
      .leftJoin(loginAccounts, and(eq(sessions.principal, 'login'), eq(loginAccounts.id, sessions.userId)));
    await this.store.refresh(ex, rows);
    const s = this.newScope();
    if (members) s.db = { ...s.db, users: members };
    const row = token === undefined ? undefined : rows.find((r) => r.userId !== null);
    if (token !== undefined && row?.userId != null && row.principal !== null && row.expiresAt !== null) {
      // the rules come from the account's role as it is now, not from the login; a suspended or
      // deleted account's session no longer counts
      const slug = slugOf(row);
      if (slug != null) {
        s.token = token;
        s.session = { userId: row.userId, principal: row.principal, rules: rulesForRole(s.db, slug), expiresAt: row.expiresAt.getTime() };
      }
    }
    return s;
  }

  /**
   * The caller's session for a request served outside the mock handlers (the insights routes):
   * one indexed row (the live session of the token and its account) with the roles' version row,
   * not every collection's. The rules come from the roles as this process holds them, reloaded
   * first when the roles moved. A request without a credential costs no query.
   *
   * One check serves the same token for SESSION_CHECK_REUSE_MS (a page's burst of calls, and
   * every call of a busy client, asks the database once): the row is kept, never the answer, and
   * its expiry is compared on each use. Any write this process serves forgets every kept check
   * (`forgetSessions`), so a sign-out, a password change, a suspension or a role edit counts at
   * once here, and within SESSION_CHECK_REUSE_MS in the other processes (decision 0019).
   */
  async authenticate(request: Request): Promise<MockSession | undefined> {
    const token = sessionCredential(request)?.token;
    if (token === undefined) return undefined;
    const hash = tokenHash(token);
    const now = Date.now();
    let check = this.sessionChecks.get(hash);
    if (check === undefined || now - check.at > SESSION_CHECK_REUSE_MS) {
      if (this.sessionChecks.size >= SESSION_CHECKS_MAX) this.sessionChecks.clear();
      const query = (this.sessionQuery ??= sessionQueryOf(this.db));
      const fresh: SessionCheck = {
        at: now,
        row: this.lock.shared(async () => {
          const [row] = await query.execute({ hash, now: new Date(now) });
          if (row && (row.rolesVersion === null || this.store.versionOf('roles') !== row.rolesVersion)) await this.store.refresh(this.db);
          return row;
        }),
      };
      check = fresh;
      this.sessionChecks.set(hash, fresh);
      // a failed check is not kept: the next request asks again
      fresh.row.catch(() => {
        if (this.sessionChecks.get(hash) === fresh) this.sessionChecks.delete(hash);
      });
    }
    const row = await check.row;
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    const slug = slugOf(row);
    return slug == null ? undefined : { userId: row.userId, principal: row.principal, rules: rulesForRole(this.store.db, slug), expiresAt: row.expiresAt.getTime() };
  }

  /** Drops every kept session check (authenticate): called around each write this process serves. */
  forgetSessions(): void {
    this.sessionChecks.clear();
  }

  /** The caller's session and the back-office documents as they are now (src/identity reads the roles and the settings template). */
  async look(request: Request): Promise<{ session: MockSession | undefined; db: Db }> {
    return this.lock.shared(async () => {
      const s = await this.prepare(this.db, request);
      return { session: s.session, db: s.db };
    });
  }

  /** Answers `request` with `handle` (the mock handlers) in a read or a write scope. */
  async run(request: Request, handle: (request: Request) => Promise<Response>, hooks: Hooks = {}, prepared: Prepared = {}): Promise<Response> {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (!write && !hooks.before) {
      const answer = await this.lock.shared(async () => {
        const s = await this.prepare(this.db, request, prepared.users);
        const response = await scopes.run(s, () => handle(request));
        return { response, pending: s.dirty || s.issued.length > 0 || s.revoked.length > 0 || s.revokedAccounts.length > 0 };
      });
      if (!answer.pending) return answer.response;
      // a read that changed data (none of the contract's GETs should): keep it, as a write would
      await this.lock.exclusive(() => this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
        await this.store.persist(tx);
      }));
      return answer.response;
    }
    return this.lock.exclusive(async () => {
      try {
        return await this.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
          const s = await this.prepare(tx, request, prepared.users);
          s.content = prepared.content;
          s.ids = await IdAllocations.load(tx, s.db as unknown as Record<string, unknown>);
          const early = await hooks.before?.(tx, s);
          if (early) return early;
          const response = await scopes.run(s, () => handle(request));
          if (response.status >= 500) throw new Rollback(response);
          await this.store.persist(tx);
          await s.ids.save(tx);
          if (s.issued.length > 0) {
            await tx.insert(sessions).values(s.issued);
            // sign-ins sweep what can never count again: sessions ended more than a day ago
            const dayAgo = new Date(Date.now() - 24 * 3_600_000);
            await tx.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
          }
          for (const hash of s.revoked) await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hash));
          for (const account of s.revokedAccounts) await revokeAccountSessions(tx, account, account.keep);
          await hooks.after?.(tx, s, response);
          return response;
        });
      } catch (error) {
        // the cache may hold the failed write's changes: reload from the database next time
        this.store.invalidate();
        if (error instanceof Rollback) return error.response;
        throw error;
      }
    });
  }

  /**
   * Runs `work` alone against the database, in one transaction, with the write lock.
   * `liftTimeouts`: without the statement and lock timeouts (the start's seed: bulk inserts, and a
   * second starting server waits for the first one's seed).
   */
  async exclusive<T>(work: (ex: Executor) => Promise<T>, { liftTimeouts = false }: { liftTimeouts?: boolean } = {}): Promise<T> {
    return this.lock.exclusive(async () => {
      try {
        return await this.db.transaction(async (tx) => {
          if (liftTimeouts) for (const statement of LIFT_TIMEOUTS_LOCALLY) await tx.execute(sql.raw(statement));
          await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
          return work(tx);
        });
      } catch (error) {
        this.store.invalidate();
        throw error;
      }
    });
  }
}

/** Ends every live session of an account but the one of `keepToken` (after its password changed). */
export async function revokeAccountSessions(ex: Executor, account: { principal: SessionPrincipal; userId: number }, keepToken: string | undefined): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.principal, account.principal),
        eq(sessions.userId, account.userId),
        isNull(sessions.revokedAt),
        keepToken === undefined ? undefined : ne(sessions.tokenHash, tokenHash(keepToken)),
      ),
    );
}
