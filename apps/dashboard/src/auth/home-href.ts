// Where "/" leads: a role's home (SPEC §2), a custom role's first permitted menu entry, or the
// login page for a visitor. Sign-in goes there directly: going through "/" first left the app on
// an empty "/" for a second or two while the layout loaded, only to redirect (issue 19).
import { filterMenu, homeRedirect, NOT_AUTHORIZED_PATH, type CanFn } from '@atrium/acl';
import { flattenNav, type FeatureModule } from '@atrium/core';
import { targetHref } from './redirect-href';

export interface HomeSession {
  get: () => { userData: { role?: unknown } | null };
  isLoggedIn: () => boolean;
  can: CanFn;
}

export function homeHref(session: HomeSession, features: readonly FeatureModule[], searchStr = ''): string {
  const role = session.get().userData?.role;
  if (role === 'admin' || role === 'client' || !session.isLoggedIn()) return targetHref(homeRedirect(role, searchStr));
  // A custom role (roles page) has no fixed home: its first permitted menu entry is one,
  // rather than a /login that would send a signed-in user straight back to "/".
  const first = flattenNav(features.flatMap((f) => filterMenu(f.nav ?? [], session.can)))[0];
  return first?.to ?? NOT_AUTHORIZED_PATH;
}
