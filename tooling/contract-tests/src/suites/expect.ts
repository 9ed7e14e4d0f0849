// Assertions the suites share: sort orders as the contract defines them (@atrium/core's
// stableSort: numbers numerically, text by 'en' base collation with numeric parts), and the
// field-error body every rejected write answers.
import { fieldErrorsSchema } from '@atrium/api';
import { expect } from 'vitest';
import type { Api, RawAnswer } from '../harness';

type Sortable = string | number;

function compare(a: Sortable, b: Sortable): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

export function expectSorted(values: readonly Sortable[], order: 'asc' | 'desc' = 'asc', label = 'values'): void {
  const sign = order === 'desc' ? -1 : 1;
  const sorted = [...values].sort((a, b) => sign * compare(a, b));
  expect(values, `${label} sorted ${order}`).toEqual(sorted);
  // a list that is sorted only because every value is the same proves nothing
  expect(new Set(values).size, `${label} has distinct values`).toBeGreaterThan(1);
}

/** 400 with `{ errors: { field: [message] } }` naming at least these fields. */
export function expectFieldErrors(res: RawAnswer, fields: readonly string[]): void {
  expect(res.status, res.text).toBe(400);
  const body = fieldErrorsSchema.parse(res.json);
  expect(Object.keys(body.errors)).toEqual(expect.arrayContaining([...fields]));
  for (const messages of Object.values(body.errors)) expect(messages.length).toBeGreaterThan(0);
}

/** The answers of some reads, as one string: equal before and after proves nothing was written. */
export async function readBack(api: Api, paths: readonly string[]): Promise<string> {
  const answers: unknown[] = [];
  for (const path of paths) {
    const res = await api.call('GET', path);
    expect(res.status, `GET ${path}`).toBe(200);
    answers.push(res.json);
  }
  return JSON.stringify(answers);
}

/** Ids of a list, for membership checks. */
export const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);

/**
 * A second signed-in account for the per-account cases: the first active sample user, given
 * `role` and a password, signed in: the user and its access token.
 */
export async function anotherAccount(api: Api, role = 'support', password = 'support123') {
  const c = api.client();
  const user = (await c.getUsers({ status: 'active' })).users[0];
  if (!user) throw new Error('an active user');
  await c.setUserRole(user.id, { role });
  await c.setUserPassword(user.id, { newPassword: password, confirmPassword: password });
  return { user, token: (await api.login({ email: user.email, password })).accessToken };
}
