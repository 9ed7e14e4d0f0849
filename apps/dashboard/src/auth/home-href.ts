// Where "/" leads: a role's home (SPEC §2), a custom role's first permitted menu entry, or the
// login page for a visitor. Sign-in goes there directly: going through "/" first left the app on
// an empty "/" for a second or two while the layout loaded, only to redirect (issue 19).
import { canFrom, filterMenu, homeRedirect, NOT_AUTHORIZED_PATH, type AppAbility } from '@atrium/acl';
import { flattenNav, type FeatureModule } from '@atrium/core';
import { targetHref } from './redirect-href';

export interface HomeSession {
  get: () => { userData: { role?: unknown } | null };
  isLoggedIn: () => boolean;
  ability: AppAbility;
}

export function homeHref(session: HomeSession, features: readonly FeatureModule[], searchStr = ''): string {
  const role = session.get().userData?.role;
  if (role === 'admin' || role === 'client' || !session.isLoggedIn()) return targetHref(homeRedirect(role, searchStr));
  // A custom role (roles page) has no fixed home: its first permitted menu entry is one,
  // rather than a /login that would send a signed-in user straight back to "/".
  const can = canFrom(session.ability);
  const first = flattenNav(features.flatMap((f) => filterMenu(f.nav ?? [], can)))[0];
  return first?.to ?? NOT_AUTHORIZED_PATH;
}
