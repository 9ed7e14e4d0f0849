import { LOGIN_FAILED_MESSAGE, LOGIN_INVALID_MESSAGE, loginBodySchema, type LoginResponse } from '@atrium/api';
import type { Db } from '../seed';
import { ok, type Outcome } from './common';

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
  if (!user) return { ok: false, reason: 'invalid', errors: { email: [LOGIN_INVALID_MESSAGE] } };
  const { password: _password, abilityRules, ...userData } = user;
  return ok({ userAbilityRules: abilityRules, accessToken: randomToken(), userData });
}
