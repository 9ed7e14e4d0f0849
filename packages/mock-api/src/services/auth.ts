import {
  userJoinedNotice,
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  loginBodySchema,
  registerBodySchema,
  SPEC_ROLE_ALIASES,
  USER_EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type AbilityRule,
  type LoginResponse,
  type User,
} from '@atrium/api';
import type { Db } from '@atrium/fixtures';
import { issueSession, type SessionPrincipal } from '../store/sessions';
import { notifyAdmins } from './notifications';
import { chatDirectory } from './chat';
import { recordJoined } from './profile';
import { managesAll, rulesForLogin, rulesForPrincipal, rulesForUser } from './access';
import { nextId, ok, validate, type Outcome } from './common';
import { hashPassword, verifyPassword } from './passwords';

/** The token and expiry of a new session; each request re-reads the holder's rules (currentRules). */
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
  const { password: _password, ...userData } = user;
  const rules = rulesForLogin(db, user.id) ?? [];
  return ok({ userAbilityRules: rules, ...startSession(user.id, rules, parsed.data.remember, now, 'login'), userData });
}

/**
 * A sample user (/apps/user) logs in once a password was set for them (user view → Security).
 * Their rules are their role's permissions as they are now. Suspended (inactive) users are
 * refused like a wrong password.
 */
function loginAsSampleUser(db: Db, email: string, password: string, remember: boolean | undefined, now: number): Outcome<LoginResponse> {
  const user = db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.status !== 'inactive');
  const credential = user && db.userCredentials.find((c) => c.userId === user.id);
  const rules = user && rulesForUser(db, user.id);
  if (!user || !rules || !credential || !verifyPassword(credential.password, password)) return { ok: false, reason: 'invalid', errors: { email: [LOGIN_INVALID_MESSAGE] } };
  return ok({
    userAbilityRules: rules,
    ...startSession(user.id, rules, remember, now, 'user'),
    // userData.role is the login role of SPEC §6 (where / leads): admin only with manage all
    userData: { id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar, email: user.email, role: managesAll(rules) ? 'admin' : 'client' },
  });
}

/**
 * The rules a session's holder has now, read from the database: their role's permissions as
 * they are at this moment (decision 0008). undefined when the holder is gone or suspended (the
 * session then no longer counts). The mock's `authorize` and the server call it on every request,
 * so a role edit applies at once.
 */
export function currentRules(db: Db, userId: number, principal: SessionPrincipal): AbilityRule[] | undefined {
  return rulesForPrincipal(db, principal, userId);
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
  const user: User = { id: nextId(db.users), fullName: username, company: '', role: SPEC_ROLE_ALIASES.client, username, country: '', contact: '', email, currentPlan: 'basic', status: 'active', avatar: '', billing: 'Manual-Credit Card' };
  db.users.push({ ...user, taskDone: 0, projectDone: 0, taxId: '', language: 'English', version: 1 });
  db.userCredentials.push({ userId: user.id, password: hashPassword(password) });
  recordJoined(db, { principal: 'user', userId: user.id });
  // the new account joins the chat's directory now, its id the next one (decision 0036)
  chatDirectory(db);
  notifyAdmins(db, 'userJoined', userJoinedNotice(user));
  return ok(user);
}

/** A session for one of the two demo logins, without the password round trip (tests, Storybook). */
export function signInDemoUser(db: Db, role: 'admin' | 'client' = 'admin'): string {
  const user = db.loginUsers.find((u) => u.role === role);
  if (!user) throw new Error(`mock-api: no demo login with role ${role}`);
  return issueSession(user.id, rulesForLogin(db, user.id) ?? [], { principal: 'login' }).token;
}
