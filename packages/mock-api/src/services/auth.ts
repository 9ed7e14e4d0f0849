import { LOGIN_FAILED_MESSAGE, LOGIN_INVALID_MESSAGE, loginBodySchema, ROLE_SUBJECTS, roleRulesFromMatrix, type LoginResponse } from '@atrium/api';
import type { Db } from '../seed';
import { ok, type Outcome } from './common';

const CLIENT_RULE = { action: 'read', subject: 'AclDemo' } as const;

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Login keeps SPEC §8's own error shape rather than per-field messages: a body that is not
 * credentials at all is "Something went wrong", credentials that match no user are "Invalid
 * email or password" (never saying which of the two was wrong).
 */
export function login(db: Db, body: unknown): Outcome<LoginResponse> {
  const parsed = loginBodySchema.safeParse(body);
  if (!parsed.success) {
    const wrongShape = typeof body !== 'object' || body === null || Array.isArray(body);
    return { ok: false, reason: 'invalid', errors: { email: [wrongShape ? LOGIN_FAILED_MESSAGE : LOGIN_INVALID_MESSAGE] } };
  }
  const user = db.loginUsers.find((u) => u.email === parsed.data.email && u.password === parsed.data.password);
  if (!user) return loginAsSampleUser(db, parsed.data.email, parsed.data.password);
  const { password: _password, abilityRules, ...userData } = user;
  return ok({ userAbilityRules: abilityRules, accessToken: randomToken(), userData });
}

/**
 * A sample user (/apps/user) logs in once a password was set for them (user view → Security).
 * Their rules are their role's permission matrix as it is now, so a role edit takes effect at
 * the next login. Suspended (inactive) users are refused like a wrong password.
 */
function loginAsSampleUser(db: Db, email: string, password: string): Outcome<LoginResponse> {
  const user = db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.status !== 'inactive');
  const credential = user && db.userCredentials.find((c) => c.userId === user.id);
  if (!user || credential?.password !== password) return { ok: false, reason: 'invalid', errors: { email: [LOGIN_INVALID_MESSAGE] } };
  const role = db.roles.find((r) => r.id === user.roleId);
  const rules = role ? roleRulesFromMatrix(role.permissions) : [];
  // userData.role is the login role of SPEC §6; only a role that manages everything is an admin
  const isAdmin = role !== undefined && role.permissions.length > 0 && rules.length === ROLE_SUBJECTS.length && rules.every((r) => r.action === 'manage');
  // SPEC §6: a user whose access role grants nothing (a new registration) is a plain client,
  // with the client ability: read on the access-control demo
  return ok({
    userAbilityRules: rules.length === 0 ? [CLIENT_RULE] : rules,
    accessToken: randomToken(),
    userData: { id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: isAdmin ? 'admin' : 'client' },
  });
}
