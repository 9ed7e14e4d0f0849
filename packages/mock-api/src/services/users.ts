import { hashPassword } from './passwords';
import {
  LIST_TOTAL_EXACT_LIMIT,
  newUserSchema,
  SPEC_ROLE_ALIASES,
  USER_EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  userPasswordSchema,
  userRoleBodySchema,
  userUpdateSchema,
  type User,
  type UserDetail,
  type UsersQuery,
  type UsersResponse,
  type UserStats,
} from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { chatDirectory, leaveChat } from './chat';
import { notify } from './notifications';
import { forgetProfile, recordJoined } from './profile';
import { equalsFilter, newestFirst, nextId, notFound, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

/** Sorting by role follows the names people read, not the slugs. */
function userSort(db: Db): SortKeys<User, NonNullable<UsersQuery['sortBy']>> {
  const names = new Map(db.roles.map((r) => [r.slug, r.name]));
  return {
    user: (u) => u.fullName,
    email: (u) => u.email,
    role: (u) => names.get(u.role) ?? u.role,
    plan: (u) => u.currentPlan,
    status: (u) => u.status,
    billing: (u) => u.billing,
  };
}

function toUser({ taskDone: _t, projectDone: _p, taxId: _x, language: _l, version: _v, ...user }: UserDetail): User {
  return user;
}

/** `role` is already a role's slug here: the query schema turns the spec's names (editor, …) into theirs. */
export function listUsers(db: Db, query: UsersQuery): UsersResponse {
  const filtered = filterByQuery(newestFirst(db.users), query.q, (u) => [u.fullName, u.username, u.email]).filter(
    (u) => equalsFilter(query.role, u.role) && equalsFilter(query.plan, u.currentPlan) && equalsFilter(query.status, u.status),
  );
  const page = sortAndPage(filtered, userSort(db), query, { resetBeyondLast: true });
  // the count stops at the limit, as the server's does (decision 0020)
  const exact = filtered.length <= LIST_TOTAL_EXACT_LIMIT;
  return { users: page.items.map(toUser), totalPages: page.totalPages, totalUsers: exact ? filtered.length : LIST_TOTAL_EXACT_LIMIT, totalExact: exact, page: page.page };
}

export function getUser(db: Db, id: number | undefined): UserDetail | undefined {
  return db.users.find((u) => u.id === id);
}

export function deleteUser(db: Db, id: number | undefined): boolean {
  const index = db.users.findIndex((u) => u.id === id);
  if (index === -1) return false;
  const [removed] = db.users.splice(index, 1);
  db.userCredentials = db.userCredentials.filter((c) => c.userId !== id);
  // what was the account's goes with it (the server's foreign keys cascade the same way)
  delete db.calendarEventsByAccount[`user:${id}`];
  delete db.notificationsByAccount[`user:${id}`];
  if (removed) {
    forgetProfile(db, { principal: 'user', userId: removed.id });
    // its entry in the chat's directory and its conversations, on both sides (decision 0036)
    leaveChat(db, { principal: 'user', userId: removed.id });
  }
  return true;
}

/** Emails and usernames identify a login, so they are unique (compared case-insensitively). */
function uniquenessErrors(db: Db, fields: { email?: string | undefined; username?: string | undefined }, exceptId?: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const others = db.users.filter((u) => u.id !== exceptId);
  if (fields.email !== undefined && others.some((u) => u.email.toLowerCase() === fields.email?.toLowerCase())) errors.email = [USER_EMAIL_TAKEN_MESSAGE];
  if (fields.username !== undefined && others.some((u) => u.username.toLowerCase() === fields.username?.toLowerCase())) {
    errors.username = [USERNAME_TAKEN_MESSAGE];
  }
  return errors;
}

function unknownRole(db: Db, role: string): Record<string, string[]> {
  return db.roles.some((r) => r.slug === role) ? {} : { role: ['Unknown role'] };
}

export function userStats(db: Db): UserStats {
  const count = (status: User['status']) => db.users.filter((u) => u.status === status).length;
  return { total: db.users.length, active: count('active'), pending: count('pending'), inactive: count('inactive') };
}

/** PUT: merges the given fields (the role has its own call and permission, setUserRole). */
export function updateUser(db: Db, id: number | undefined, body: unknown): Outcome<UserDetail> {
  const user = db.users.find((u) => u.id === id);
  if (!user) return notFound;
  const parsed = validate(userUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const { version, ...changes } = parsed.value;
  // an edit that started from an older version would undo someone else's change: refused
  if (version !== undefined && version !== user.version) return { ok: false, reason: 'stale', version: user.version };
  const errors = uniquenessErrors(db, changes, user.id);
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(user, { [key]: value });
  }
  user.version += 1;
  return ok(user);
}

/** PUT …/role: the user holds this role of /apps/roles from now on (a spec name stands for its role). */
export function setUserRole(db: Db, id: number | undefined, body: unknown): Outcome<UserDetail> {
  const user = db.users.find((u) => u.id === id);
  if (!user) return notFound;
  const parsed = validate(userRoleBodySchema, body);
  if (!parsed.ok) return parsed;
  const errors = unknownRole(db, parsed.value.role);
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  user.role = parsed.value.role;
  user.version += 1;
  return ok(user);
}

/** Suspending makes the account inactive; an inactive user cannot log in. */
export function suspendUser(db: Db, id: number | undefined): Outcome<UserDetail> {
  const user = db.users.find((u) => u.id === id);
  if (!user) return notFound;
  user.status = 'inactive';
  user.version += 1;
  return ok(user);
}

/** Sets the password this user logs in with (kept apart from the user record, never served). */
export function setUserPassword(db: Db, id: number | undefined, body: unknown): Outcome<null> {
  const user = db.users.find((u) => u.id === id);
  if (!user) return notFound;
  const parsed = validate(userPasswordSchema, body);
  if (!parsed.ok) return parsed;
  db.userCredentials = [...db.userCredentials.filter((c) => c.userId !== user.id), { userId: user.id, password: hashPassword(parsed.value.newPassword) }];
  // the user learns it on their next sign-in: their bell says an administrator set a new password
  notify(db, { principal: 'user', userId: user.id }, 'passwordReset', {}, '/pages/account-settings/security');
  return ok(null);
}

/** Adds a user with the next id; the detail-only fields start empty. */
export function addUser(db: Db, body: unknown): Outcome<User> {
  const parsed = validate(newUserSchema, body);
  if (!parsed.ok) return parsed;
  const errors = uniquenessErrors(db, parsed.value);
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  // the role is not the creator's to pick here: PUT …/role (its own permission) changes it;
  // until then the user holds the role with the least access a seeded role has
  const user: UserDetail = { ...parsed.value, role: SPEC_ROLE_ALIASES.subscriber, id: nextId(db.users), taskDone: 0, projectDone: 0, taxId: '', language: 'English', version: 1 };
  db.users.push(user);
  recordJoined(db, { principal: 'user', userId: user.id });
  // the new account joins the chat's directory now, its id the next one (decision 0036)
  chatDirectory(db);
  return ok(toUser(user));
}
