// The guard runs once per navigation in the root route's beforeLoad: it reads the meta of the
// deepest matched route (routes declare it in staticData) and asks acl's pure guard.
import { guard, type GuardResult } from '@atrium/acl';
import type { RouteMeta } from '@atrium/core';
import type { SessionStore } from './session-store';

interface MatchLike {
  staticData?: { meta?: RouteMeta };
}

/** The leaf's meta; layouts may set defaults (e.g. layout) that the leaf overrides. */
export function metaOf(matches: readonly MatchLike[]): RouteMeta | undefined {
  let meta: RouteMeta | undefined;
  for (const match of matches) {
    if (match.staticData?.meta) meta = { ...meta, ...match.staticData.meta };
  }
  return meta;
}

export function checkNavigation(
  session: SessionStore,
  matches: readonly MatchLike[],
  location: { pathname: string; searchStr: string },
): GuardResult {
  return guard({
    meta: metaOf(matches),
    isLoggedIn: session.isLoggedIn(),
    can: session.can,
    // The raw query, not the validated one: a route's search defaults must not leak into `/login?…`.
    location: { pathname: location.pathname, searchStr: location.searchStr },
  });
}
