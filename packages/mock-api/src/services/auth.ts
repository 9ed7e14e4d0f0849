import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  loginBodySchema,
  registerBodySchema,
  ROLE_SUBJECTS,
  roleRulesFromMatrix,
  USER_EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type AbilityRule,
  type LoginResponse,
  type User,
} from '@atrium/api';
import type { Db } from '../seed';
import { issueSession, type SessionPrincipal } from '../store/sessions';
import { nextId, ok, validate, type Outcome } from './common';
import { hashPassword, verifyPassword } from './passwords';

const CLIENT_RULE = { action: 'read', subject: 'AclDemo' } as const;

/** The token and expiry of a new session: the ability rules are kept server-side with it. */
function startSession(userId: number, rules: readonly AbilityRule[], remember: boolean | undefined, now: number, principal: SessionPrincipal) {
  const { token, expiresAt } = issueSession(userId, rules, { remember: remember === true, now, principal });
  return { accessToken: token, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * Login keeps SPEC §8's own error shape rather than per-field messages: a body that is not
 * credentials at all is "Something went wrong", credentials that match no user are "Invalid
 * email or password" (never saying which of the two was wrong).
 */
export function login(db: Db, body: unknown, now = Date.now()): Outcome<LoginResponse> {
  const parsed = loginBodySchema.safeParse(body);
  if (!parsed.success) {
    const wrongShape = typeof body !== 'object' || body === null || Array.isArray(body);
    return { ok: false, reason: 'invalid', errors: { email: [wrongShape ? LOGIN_FAILED_MESSAGE : LOGIN_INVALID_MESSAGE] } };
  }
  const user = db.loginUsers.find((u) => u.email === parsed.data.email && verifyPassword(u.password, parsed.data.password));
  if (!user) return loginAsSampleUser(db, parsed.data.email, parsed.data.password, parsed.data.remember, now);
  const { password: _password, abilityRules, ...userData } = user;
  return ok({ userAbilityRules: abilityRules, ...startSession(user.id, abilityRules, parsed.data.remember, now, 'login'), userData });
}

/**
 * A sample user (/apps/user) logs in once a password was set for them (user view → Security).
 * Their rules are their role's permission matrix as it is now, so a role edit takes effect at
 * the next login. Suspended (inactive) users are refused like a wrong password.
 */
function loginAsSampleUser(db: Db, email: string, password: string, remember: boolean | undefined, now: number): Outcome<LoginResponse> {
  const user = db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.status !== 'inactive');
  const credential = user && db.userCredentials.find((c) => c.userId === user.id);
  if (!user || !credential || !verifyPassword(credential.password, password)) return { ok: false, reason: 'invalid', errors: { email: [LOGIN_INVALID_MESSAGE] } };
  const role = db.roles.find((r) => r.id === user.roleId);
  const rules = role ? roleRulesFromMatrix(role.permissions) : [];
  // userData.role is the login role of SPEC §6; only a role that manages everything is an admin
  const isAdmin = role !== undefined && role.permissions.length > 0 && rules.length === ROLE_SUBJECTS.length && rules.every((r) => r.action === 'manage');
  // SPEC §6: a user whose access role grants nothing (a new registration) is a plain client,
  // with the client ability: read on the access-control demo
  const userAbilityRules = rules.length === 0 ? [CLIENT_RULE] : rules;
  return ok({
    userAbilityRules,
    ...startSession(user.id, userAbilityRules, remember, now, 'user'),
    userData: { id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: isAdmin ? 'admin' : 'client' },
  });
}

/**
 * Registration: a new account is an active client on the basic plan with the password given;
 * the caller cannot choose its role, plan or status.
 */
export function register(db: Db, body: unknown): Outcome<User> {
  const parsed = validate(registerBodySchema, body);
  if (!parsed.ok) return parsed;
  const { username, email, password } = parsed.value;
  const errors: Record<string, string[]> = {};
  if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) errors.email = [USER_EMAIL_TAKEN_MESSAGE];
  if (db.users.some((u) => u.username.toLowerCase() === username.toLowerCase())) errors.username = [USERNAME_TAKEN_MESSAGE];
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  const user: User = { id: nextId(db.users), fullName: username, company: '', role: 'client', username, country: '', contact: '', email, currentPlan: 'basic', status: 'active', avatar: '', billing: 'Manual-Credit Card' };
  db.users.push({ ...user, taskDone: 0, projectDone: 0, taxId: '', language: 'English' });
  db.userCredentials.push({ userId: user.id, password: hashPassword(password) });
  return ok(user);
}

/** A session for one of the two demo logins, without the password round trip (tests, Storybook). */
export function signInDemoUser(db: Db, role: 'admin' | 'client' = 'admin'): string {
  const user = db.loginUsers.find((u) => u.role === role);
  if (!user) throw new Error(`mock-api: no demo login with role ${role}`);
  return issueSession(user.id, user.abilityRules, { principal: 'login' }).token;
}

/**
 * The rules a session's holder has now, read from the database: a demo login's stored rules, or
 * a sample user's role matrix. undefined when the holder is gone or suspended.
 */
export function currentRules(db: Db, userId: number, principal: SessionPrincipal): AbilityRule[] | undefined {
  if (principal === 'login') return db.loginUsers.find((u) => u.id === userId)?.abilityRules.map(({ action, subject }) => ({ action, subject }));
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.status === 'inactive') return undefined;
  const role = db.roles.find((r) => r.id === user.roleId);
  const rules = role ? roleRulesFromMatrix(role.permissions) : [];
  return rules.length === 0 ? [CLIENT_RULE] : rules;
}
