// The profile mock over its Db (decision 0029): which account row and sample a profile reads; the
// answers themselves are @atrium/domain's (profileHeaderOf, profileTabOf), the server's too.
import { LOGIN_ROLE_TO_ROLE, type ProfileHeader, type ProfileTab, type ProfileTabData } from '@atrium/api';
import { isProfileTab, profileHeaderOf, profileTabOf, type AccountRef, type ProfileAccount } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';

export { DEFAULT_PROFILE_COVER, isProfileTab, profileHeaderOf, profileTabOf, type ProfileAccount } from '@atrium/domain';

const keyOf = (account: AccountRef) => `${account.principal}:${account.userId}`;

/** The account's row as a profile reads it; undefined when the account is gone. */
export function profileAccountOf(db: Db, account: AccountRef): ProfileAccount | undefined {
  const joiningDate = db.accountJoinedAt[keyOf(account)] ?? '';
  const roleName = (slug: string) => db.roles.find((r) => r.slug === slug)?.name ?? slug;
  if (account.principal === 'login') {
    const login = db.loginUsers.find((u) => u.id === account.userId);
    if (!login) return undefined;
    const role = LOGIN_ROLE_TO_ROLE[login.role];
    return { fullName: login.fullName, email: login.email, avatar: login.avatar, role, roleName: roleName(role), status: 'active', country: '', joiningDate };
  }
  const user = db.users.find((u) => u.id === account.userId);
  if (!user) return undefined;
  return { fullName: user.fullName, email: user.email, avatar: user.avatar, role: user.role, roleName: roleName(user.role), status: user.status, country: user.country, joiningDate };
}

/** GET /api/pages/profile/header for the signed-in account; undefined when the account is gone. */
export function getProfileHeader(db: Db, account: AccountRef): ProfileHeader | undefined {
  const own = profileAccountOf(db, account);
  return own && profileHeaderOf(own, db.profileByAccount[keyOf(account)]);
}

/**
 * GET /api/pages/profile?tab= for the signed-in account: `null` for a tab the contract does not
 * have (the handler answers an empty 200, SPEC §7), undefined when the account is gone.
 */
export function getProfileTab(db: Db, account: AccountRef, tab: string): ProfileTabData[ProfileTab] | null | undefined {
  const own = profileAccountOf(db, account);
  if (!own) return undefined;
  return isProfileTab(tab) ? profileTabOf(tab, own, db.profileByAccount[keyOf(account)]) : null;
}

/** A new account's join date (today), written where the account is made. */
export function recordJoined(db: Db, account: AccountRef, now: Date = new Date()): void {
  db.accountJoinedAt[keyOf(account)] = now.toISOString().slice(0, 10);
}

/** What was the account's profile goes with it. */
export function forgetProfile(db: Db, account: AccountRef): void {
  delete db.accountJoinedAt[keyOf(account)];
  delete db.profileByAccount[keyOf(account)];
}
