// What a signed-in account may do, worked out from the Db each time it is asked (decision 0008):
// an account's rules are its role's permissions as they are now, so editing a role on /apps/roles
// changes what its holders can do on their next request, not at their next sign-in. The role's
// rules themselves (`rulesForRole`, `findRole`, `managesAll`) are @atrium/domain's, shared with the
// server (decision 0033); what is left here finds the account in the mock's Db.
import { LOGIN_ROLE_TO_ROLE, type AbilityRule } from '@atrium/api';
import { findRole, managesAll, rulesForRole } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';

export { findRole, managesAll, rulesForRole };

/** Who a session belongs to: one of the two demo logins, or a sample user of /apps/user. */
export type Principal = 'login' | 'user';

/** A sample user's rules; undefined when they no longer exist or are suspended (their session ends). */
export function rulesForUser(db: Db, userId: number): AbilityRule[] | undefined {
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.status === 'inactive') return undefined;
  return rulesForRole(db, user.role);
}

/** A demo login's rules, from the role its login role maps to; undefined for an unknown id. */
export function rulesForLogin(db: Db, loginUserId: number): AbilityRule[] | undefined {
  const login = db.loginUsers.find((u) => u.id === loginUserId);
  return login ? rulesForRole(db, LOGIN_ROLE_TO_ROLE[login.role]) : undefined;
}

/** The rules of a session's account right now; undefined: the account is gone (treat as signed out). */
export function rulesForPrincipal(db: Db, principal: Principal, userId: number): AbilityRule[] | undefined {
  return principal === 'user' ? rulesForUser(db, userId) : rulesForLogin(db, userId);
}

