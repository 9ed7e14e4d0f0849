// Who calls: the session of a request's token, read from PostgreSQL on every request (decision
// 0031). One prepared, indexed statement finds the live session, its account (whether it may still
// sign in, and its role) and that role's permission matrix, so an account's rules are its role's
// as they are now: a role edit, a suspension or a sign-out counts on the next request, in every
// process. No process keeps sessions, roles or any business data between requests.
import { LOGIN_ROLE_TO_ROLE, type RolePermission, type RoleRecord } from '@atrium/api';
import { rulesForRole, sessionCredential, type MockSession, type SessionPrincipal } from '@atrium/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { tokenHash } from './auth/tokens';
import type { Database } from './db/client';
import type { Executor } from './db/executor';
import { loginAccounts, roles, sessions, users } from './db/schema';
import { jsonOf } from './db/client';

/** A role's matrix as one json array, in its order (correlated on the outer `roles` row). */
const matrixOfRole = sql<unknown>`(select coalesce(json_agg(json_build_object('subject', p.subject, 'read', p.read, 'write', p.write, 'create', p."create", 'delete', p."delete") order by p.position), '[]') from role_permissions p where p.role_id = "roles"."id")`;

/** The role a live session's rules come from: a user's role, a demo login's mapped one. */
const roleOfSession = sql`case when ${sessions.principal} = 'user' then ${users.role} when ${loginAccounts.loginRole} = 'admin' then ${LOGIN_ROLE_TO_ROLE.admin}::text when ${loginAccounts.loginRole} = 'client' then ${LOGIN_ROLE_TO_ROLE.client}::text end`;

/** The live session of a token (`hash`, at `now`), its account, and its role's matrix: prepared once per connection. */
function sessionQueryOf(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      principal: sessions.principal,
      expiresAt: sessions.expiresAt,
      userStatus: users.status,
      loginRole: loginAccounts.loginRole,
      roleId: roles.id,
      roleSlug: roles.slug,
      roleName: roles.name,
      roleVersion: roles.version,
      matrix: matrixOfRole,
    })
    .from(sessions)
    .leftJoin(users, and(eq(sessions.principal, 'user'), eq(users.id, sessions.userId)))
    .leftJoin(loginAccounts, and(eq(sessions.principal, 'login'), eq(loginAccounts.id, sessions.userId)))
    .leftJoin(roles, sql`${roles.slug} = ${roleOfSession}`)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_of_token');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQueryOf>['execute']>>[number];


/** The rules of role `slug` given its record (undefined: the role is gone, only the baseline is left): the shared rule. */
export function rulesOfRole(slug: string | undefined, role: RoleRecord | undefined) {
  return rulesForRole({ roles: role ? [role] : [] }, slug);
}

/** Role `slug` with its matrix, or undefined: what a sign-in's rules are worked out from. */
export async function findRoleRecord(ex: Executor, slug: string): Promise<RoleRecord | undefined> {
  const [row] = await ex.select({ id: roles.id, slug: roles.slug, name: roles.name, version: roles.version, matrix: matrixOfRole }).from(roles).where(eq(roles.slug, slug)).limit(1);
  return row && { id: row.id, slug: row.slug, name: row.name, version: row.version, permissions: jsonOf<RolePermission[]>(row.matrix) };
}

/** The session of a row: a user's while the account may sign in (not suspended), a login's while it exists. */
function sessionOf(row: SessionRow): MockSession | undefined {
  const live = row.principal === 'user' ? row.userStatus !== null && row.userStatus !== 'inactive' : row.loginRole === 'admin' || row.loginRole === 'client';
  if (!live) return undefined;
  const slug = row.principal === 'user' ? (row.roleSlug ?? undefined) : LOGIN_ROLE_TO_ROLE[row.loginRole as 'admin' | 'client'];
  const role = row.roleId === null || row.roleSlug === null || row.roleName === null || row.roleVersion === null ? undefined : { id: row.roleId, slug: row.roleSlug, name: row.roleName, version: row.roleVersion, permissions: jsonOf<RolePermission[]>(row.matrix) };
  // a user whose role row is gone keeps the baseline only (the shared rule for a missing role, @atrium/domain)
  return { userId: row.userId, principal: row.principal, rules: rulesOfRole(slug ?? undefined, role), expiresAt: row.expiresAt.getTime() };
}

export class Sessions {
  private query: ReturnType<typeof sessionQueryOf> | undefined;

  constructor(private readonly db: Database) {}

  /**
   * The caller's session: a bearer header, else the session cookie (@atrium/domain's extraction,
   * the mock's too), looked up by its hash. A request without a credential costs no query; one with costs one indexed row.
   */
  async authenticate(request: Request): Promise<MockSession | undefined> {
    const token = sessionCredential(request)?.token;
    if (token === undefined) return undefined;
    const query = (this.query ??= sessionQueryOf(this.db));
    const [row] = await query.execute({ hash: tokenHash(token), now: new Date() });
    return row && sessionOf(row);
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
