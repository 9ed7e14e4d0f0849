import { newUserSchema, type User, type UserDetail, type UsersQuery, type UsersResponse } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
import { equalsFilter, newestFirst, nextId, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

const USER_SORT: SortKeys<User, NonNullable<UsersQuery['sortBy']>> = {
  user: (u) => u.fullName,
  email: (u) => u.email,
  role: (u) => u.role,
  plan: (u) => u.currentPlan,
  status: (u) => u.status,
  billing: (u) => u.billing,
};

function toUser({ taskDone: _t, projectDone: _p, taxId: _x, language: _l, ...user }: UserDetail): User {
  return user;
}

export function listUsers(db: Db, query: UsersQuery): UsersResponse {
  const filtered = filterByQuery(newestFirst(db.users), query.q, (u) => [u.fullName, u.username, u.email]).filter(
    (u) => equalsFilter(query.role, u.role) && equalsFilter(query.plan, u.currentPlan) && equalsFilter(query.status, u.status),
  );
  const page = sortAndPage(filtered, USER_SORT, query, { resetBeyondLast: true });
  return { users: page.items.map(toUser), totalPages: page.totalPages, totalUsers: filtered.length, page: page.page };
}

export function getUser(db: Db, id: number | undefined): UserDetail | undefined {
  return db.users.find((u) => u.id === id);
}

export function deleteUser(db: Db, id: number | undefined): boolean {
  const index = db.users.findIndex((u) => u.id === id);
  if (index === -1) return false;
  db.users.splice(index, 1);
  return true;
}

/** Adds a user with the next id; the detail-only fields start empty. */
export function addUser(db: Db, body: unknown): Outcome<User> {
  const parsed = validate(newUserSchema, body);
  if (!parsed.ok) return parsed;
  const user: UserDetail = { ...parsed.value, id: nextId(db.users), taskDone: 0, projectDone: 0, taxId: '', language: 'English' };
  db.users.push(user);
  return ok(toUser(user));
}
