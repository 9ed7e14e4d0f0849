// The identity tables' queries (src/db/identity.ts): each list one SQL statement, each write
// touching only its rows. Uniqueness comes from the constraints (a unique violation becomes the
// field's 400), a stale edit from the version column (409), never from a check in JavaScript
// ahead of the write.
import {
  type AccountSettings,
  type User,
  type UserDetail,
  type UsersQuery,
  type UsersResponse,
  type UserStats,
  USER_EMAIL_TAKEN_MESSAGE,
  USER_STATUSES,
  USER_PLANS,
  USERNAME_TAKEN_MESSAGE,
} from '@atrium/api';
import { parsePageRequest, pageCount, normalizeQuery } from '@atrium/core';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { accountSettings, credentials, loginAccounts, users } from '../db/identity';
import { roles } from '../db/roles';
import type { Executor } from '../db/executor';
import { cappedCount, capTotal } from '../db/list-total';
import { filterShape, offsetOf, runShaped, type Bind } from '../db/shaped';

export type UserRow = typeof users.$inferSelect;
export type AccountKind = 'user' | 'login';
export interface AccountRef {
  principal: AccountKind;
  userId: number;
}

export function toUserDetail(row: UserRow): UserDetail {
  return {
    id: row.id,
    fullName: row.fullName,
    company: row.company,
    role: row.role,
    username: row.username,
    country: row.country,
    contact: row.contact,
    email: row.email,
    currentPlan: row.currentPlan as UserDetail['currentPlan'],
    status: row.status as UserDetail['status'],
    avatar: row.avatar,
    billing: row.billing as UserDetail['billing'],
    taskDone: row.taskDone,
    projectDone: row.projectDone,
    taxId: row.taxId,
    language: row.language,
    version: row.version,
  };
}

export function toUser(row: UserRow): User {
  const { taskDone: _t, projectDone: _p, taxId: _x, language: _l, version: _v, ...user } = toUserDetail(row);
  return user;
}

/** The postgres error of a violated unique index, by the driver's shape (pg and PGlite alike). */
function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * The field errors of a unique violation on users: the constraint named which index refused the
 * row; the other one is looked up then, so both fields get their message when both are taken.
 */
export async function uniquenessErrors(ex: Executor, error: unknown, fields: { email?: string | undefined; username?: string | undefined }, exceptId?: number): Promise<Record<string, string[]> | undefined> {
  const constraint = violatedConstraint(error);
  if (constraint === undefined) return undefined;
  const errors: Record<string, string[]> = {};
  if (constraint === 'users_email_key') errors.email = [USER_EMAIL_TAKEN_MESSAGE];
  if (constraint === 'users_username_key') errors.username = [USERNAME_TAKEN_MESSAGE];
  const others = sql`${exceptId === undefined ? sql`true` : sql`${users.id} <> ${exceptId}`}`;
  if (!errors.email && fields.email !== undefined) {
    const [taken] = await ex.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${fields.email})`, others)).limit(1);
    if (taken) errors.email = [USER_EMAIL_TAKEN_MESSAGE];
  }
  if (!errors.username && fields.username !== undefined) {
    const [taken] = await ex.select({ id: users.id }).from(users).where(and(sql`lower(${users.username}) = lower(${fields.username})`, others)).limit(1);
    if (taken) errors.username = [USERNAME_TAKEN_MESSAGE];
  }
  // a violation of another unique index (none today) is not the caller's to fix
  if (Object.keys(errors).length === 0) throw error;
  return errors;
}

/** `value` as one of `allowed` whatever its case, '' when the filter is unset, undefined when it names none. */
function enumFilter(value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value === undefined || value === '') return '';
  return allowed.find((a) => a.toLowerCase() === value.toLowerCase());
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// the sort keys' expressions, built once; the role's is the name people read, from its row
// (users.role is a foreign key to roles.slug)
const USER_SORT_KEYS: Record<NonNullable<UsersQuery['sortBy']>, SQL> = {
  user: sql`lower(${users.fullName})`,
  email: sql`lower(${users.email})`,
  role: sql`lower((select ${roles.name} from ${roles} where ${roles.slug} = ${users.role}))`,
  plan: sql`${users.currentPlan}`,
  status: sql`${users.status}`,
  billing: sql`${users.billing}`,
};

/**
 * GET /api/apps/users as one statement: the filters in WHERE, the sort in ORDER BY with the id
 * (newest first) as tiebreaker, the page by LIMIT/OFFSET, and the number of matches counted in
 * the same statement up to LIST_TOTAL_EXACT_LIMIT + 1 (past it the answer says totalExact: false).
 * A role sort orders by the names people read (the roles table), not the slugs.
 */
export async function listUsers(ex: Executor, query: UsersQuery): Promise<UsersResponse> {
  const term = normalizeQuery(query.q);
  const role = query.role === undefined || query.role === '' ? undefined : query.role.toLowerCase();
  const status = enumFilter(query.status, USER_STATUSES);
  const plan = enumFilter(query.plan, USER_PLANS);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  // the statement's shape (db/shaped.ts): which filters are set (one naming no value: `never`), the sort
  const shape = {
    term: term !== '',
    role: role !== undefined,
    status: filterShape(status),
    plan: filterShape(plan),
    sortBy: query.sortBy !== undefined && Object.hasOwn(USER_SORT_KEYS, query.sortBy) ? query.sortBy : undefined,
    desc: query.orderBy === 'desc',
  } as const;
  const values = { term: `%${escapeLike(term)}%`, role: role ?? '', status: status ?? '', plan: plan ?? '', limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
  const statement = (first: boolean) => (bind: Bind) => {
    const conditions: SQL[] = [];
    if (shape.term) conditions.push(sql`lower(${users.fullName} || ' ' || ${users.username} || ' ' || ${users.email}) like ${bind('term')}`);
    if (shape.role) conditions.push(sql`${users.role} = ${bind('role')}`);
    if (shape.status !== 'none') conditions.push(shape.status === 'never' ? sql`false` : sql`${users.status} = ${bind('status')}`);
    if (shape.plan !== 'none') conditions.push(shape.plan === 'never' ? sql`false` : sql`${users.currentPlan} = ${bind('plan')}`);
    const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
    const direction = shape.desc ? sql`desc` : sql`asc`;
    const key = shape.sortBy === undefined ? undefined : USER_SORT_KEYS[shape.sortBy];
    const order = key === undefined ? sql`${users.id} desc` : sql`${key} ${direction}, ${users.id} desc`;
    return ex
      .select({ ...getTableColumns(users), total: cappedCount(users, where) })
      .from(users)
      .where(where)
      .orderBy(order)
      .limit(bind('limit') as number)
      .offset(offsetOf(first, bind));
  };
  const key = `users|${shape.term}|${shape.role}|${shape.status}|${shape.plan}|${shape.sortBy ?? ''}|${shape.desc}`;
  const run = (pageNumber: number) => runShaped(ex, `${key}|${pageNumber === 1}`, { ...values, offset: (pageNumber - 1) * itemsPerPage }, statement(pageNumber === 1));
  let effective = page;
  let rows = await run(page);
  // SPEC §9: a page past the last answers page 1
  if (rows.length === 0 && page > 1) {
    effective = 1;
    rows = await run(1);
  }
  const { total, exact } = capTotal(rows.length > 0 ? Number(rows[0]?.total) : 0);
  return {
    users: rows.map(({ total: _total, ...row }) => toUser(row)),
    totalPages: pageCount(total, itemsPerPage),
    totalUsers: total,
    ...(exact ? {} : { totalExact: false }),
    page: effective,
  };
}

export async function userStats(ex: Executor): Promise<UserStats> {
  const [row] = await ex
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${users.status} = 'pending'))::int`,
      inactive: sql<number>`(count(*) filter (where ${users.status} = 'inactive'))::int`,
    })
    .from(users);
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0), pending: Number(row?.pending ?? 0), inactive: Number(row?.inactive ?? 0) };
}

export async function findUser(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return row;
}

/** The owner columns of an account's row in credentials / account_settings. */
function ownerOf(table: typeof credentials | typeof accountSettings, account: AccountRef): SQL {
  return account.principal === 'user' ? sql`${table.userId} = ${account.userId}` : sql`${table.loginId} = ${account.userId}`;
}

const ownerValues = (account: AccountRef) => (account.principal === 'user' ? { userId: account.userId } : { loginId: account.userId });

/** The account's stored password hash, or undefined. */
export async function storedPassword(ex: Executor, account: AccountRef): Promise<string | undefined> {
  const [row] = await ex.select({ hash: credentials.passwordHash }).from(credentials).where(ownerOf(credentials, account));
  return row?.hash;
}

/** Sets the account's password (one row per account). */
export async function setPassword(ex: Executor, account: AccountRef, hash: string): Promise<void> {
  const target = account.principal === 'user' ? credentials.userId : credentials.loginId;
  await ex
    .insert(credentials)
    .values({ ...ownerValues(account), passwordHash: hash })
    .onConflictDoUpdate({ target, targetWhere: undefined, set: { passwordHash: hash, changedAt: new Date() } });
}

/**
 * Who may sign in with `email`: a sign-in of the installation (its email as stored, SPEC §8's demo
 * logins), else a user of /apps/users in any case who is not suspended; each with the stored hash.
 */
export async function signInCandidates(ex: Executor, email: string): Promise<Array<{ account: AccountRef; hash: string }>> {
  const rows = rowsOf<{ principal: AccountKind; id: number; hash: string }>(
    await ex.execute(sql`
      select 'login' as principal, l.id, c.password_hash as hash from ${loginAccounts} l join ${credentials} c on c.login_id = l.id
        where l.email = ${email}
      union all
      select 'user' as principal, u.id, c.password_hash as hash from ${users} u join ${credentials} c on c.user_id = u.id
        where lower(u.email) = lower(${email}) and u.status <> 'inactive'`),
  );
  return rows.map((r) => ({ account: { principal: r.principal, userId: Number(r.id) }, hash: r.hash }));
}

export async function findLogin(ex: Executor, id: number): Promise<typeof loginAccounts.$inferSelect | undefined> {
  const [row] = await ex.select().from(loginAccounts).where(eq(loginAccounts.id, id));
  return row;
}

type SettingsRow = typeof accountSettings.$inferSelect;

export function toAccountSettings(row: SettingsRow): AccountSettings {
  return {
    profile: row.profile as AccountSettings['profile'],
    notifications: row.notifications as AccountSettings['notifications'],
    connections: row.connections as AccountSettings['connections'],
    billing: row.billing as AccountSettings['billing'],
    security: row.security as AccountSettings['security'],
    deactivatedAt: row.deactivatedAt === null ? null : row.deactivatedAt.toISOString(),
  };
}

export async function findSettings(ex: Executor, account: AccountRef): Promise<SettingsRow | undefined> {
  const [row] = await ex.select().from(accountSettings).where(ownerOf(accountSettings, account));
  return row;
}

/** Stores an account's first settings unless a concurrent request already did; answers the row. */
export async function createSettings(ex: Executor, account: AccountRef, settings: AccountSettings): Promise<SettingsRow | undefined> {
  await ex
    .insert(accountSettings)
    .values({
      ...ownerValues(account),
      profile: settings.profile,
      notifications: settings.notifications,
      connections: settings.connections,
      billing: settings.billing,
      security: settings.security,
      deactivatedAt: settings.deactivatedAt === null ? null : new Date(settings.deactivatedAt),
    })
    .onConflictDoNothing();
  return findSettings(ex, account);
}

function settingsColumns(settings: Partial<AccountSettings>) {
  const { deactivatedAt, ...sections } = settings;
  return { ...sections, ...(deactivatedAt === undefined ? {} : { deactivatedAt: deactivatedAt === null ? null : new Date(deactivatedAt) }) };
}

/** Writes the given sections of the account's settings (its row only). */
export async function updateSettings(ex: Executor, account: AccountRef, changes: Partial<AccountSettings>): Promise<SettingsRow | undefined> {
  const [row] = await ex
    .update(accountSettings)
    .set({ ...settingsColumns(changes), version: sql`${accountSettings.version} + 1` })
    .where(ownerOf(accountSettings, account))
    .returning();
  return row;
}
