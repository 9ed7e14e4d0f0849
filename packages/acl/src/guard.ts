// The route guard as a pure function (SPEC §2 guard behaviour); the router calls it in beforeLoad.
import type { RouteMeta } from '@atrium/core';
import type { CanFn } from './ability';
import { LOGIN_PATH, NOT_AUTHORIZED_PATH, parseSearch, safeRedirectTarget, type RedirectTarget } from './redirect';

export interface GuardLocation {
  pathname: string;
  /** the parsed search (TanStack Router's `location.search`); wins over `searchStr` */
  search?: Record<string, unknown>;
  /** the raw query string, with or without `?` (used when `search` is absent) */
  searchStr?: string;
}

export interface GuardInput {
  meta: RouteMeta | undefined;
  isLoggedIn: boolean;
  can: CanFn;
  location: GuardLocation;
}

export type GuardResult = { allow: true } | { allow: false; redirect: RedirectTarget };


const ALLOW = { allow: true } as const satisfies GuardResult;

/** `/login?<original query>&to=<attempted path>`; `to` is left out for `/` and unsafe paths. */
export function loginRedirectFor(location: GuardLocation): RedirectTarget {
  const search: Record<string, unknown> = { ...(location.search ?? parseSearch(location.searchStr ?? '')) };
  delete search.to;
  const to = location.pathname === '/' ? undefined : safeRedirectTarget(location.pathname);
  if (to !== undefined) search.to = to;
  return Object.keys(search).length > 0 ? { to: LOGIN_PATH, search } : { to: LOGIN_PATH };
}

/**
 * Decides whether a navigation may proceed.
 *
 * 1. `public` routes always pass (they win over every other key).
 * 2. `unauthenticatedOnly` routes (login, forgot password) pass for visitors and send a logged-in
 *    user to `/`, which then redirects by role.
 * 3. Any other route needs a logged-in user: a visitor goes to login (query kept, `to` set).
 * 4. With `action` and `subject` the user also needs that permission, else `/not-authorized`.
 *    A route with neither only requires login (decision: the route-tree test in the app makes
 *    every protected route declare both, so this is a safety net, not a way to skip checks).
 *    A route with only one of the two is a misconfiguration and is denied (fail closed).
 *
 * Visitors are sent to login even when stale stored rules would allow the route: without a
 * session the rules cannot be trusted.
 */
export function guard({ meta = {}, isLoggedIn, can, location }: GuardInput): GuardResult {
  if (meta.public === true) return ALLOW;
  if (meta.unauthenticatedOnly === true) {
    return isLoggedIn ? { allow: false, redirect: { to: '/' } } : ALLOW;
  }
  if (!isLoggedIn) return { allow: false, redirect: loginRedirectFor(location) };
  const { action, subject } = meta;
  if (action === undefined && subject === undefined) return ALLOW;
  if (action !== undefined && subject !== undefined && can(action, subject)) return ALLOW;
  return { allow: false, redirect: { to: NOT_AUTHORIZED_PATH } };
}
