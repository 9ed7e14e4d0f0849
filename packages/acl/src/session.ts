// The client-side session (SPEC §3): user data and ability rules in web storage, for the first
// paint, the route guards and the cross-tab sign-out. No secret: the session token is the HttpOnly
// cookie the login set (security review #5, decision 0014), which no script can read. Pure over a
// Storage-like object so tests pass a Map-backed fake.
import { readAbilityRules, readStoredUserData, type AbilityRule, type StoredUserData } from './guards';

export type { StoredUserData };

export const SESSION_KEYS = {
  userData: 'userData',
  abilityRules: 'userAbilityRules',
} as const;

/** Where the bearer token used to be kept: removed wherever a session is read or written. */
export const LEGACY_TOKEN_KEY = 'accessToken';

/** The subset of the Web Storage API the helpers use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;


export interface Session {
  userData: StoredUserData | null;
  abilityRules: AbilityRule[];
}

const loggedOut = (): Session => ({ userData: null, abilityRules: [] });

function dropLegacyToken(storage: StorageLike): void {
  try {
    storage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // blocked storage: nothing can be read from it either
  }
}

function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage can throw (blocked cookies, private mode); treat it as empty.
    return null;
  }
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads the session. Anything corrupt (bad JSON, wrong shape) gives the logged-out session as a
 * whole: a half-read session must not grant what the full one would not. A token an older
 * version stored is removed on the way (the cookie is the session now).
 */
export function readSession(storage: StorageLike): Session {
  if (read(storage, LEGACY_TOKEN_KEY) !== null) dropLegacyToken(storage);
  const rawUser = read(storage, SESSION_KEYS.userData);
  const rawRules = read(storage, SESSION_KEYS.abilityRules);
  if (rawUser === null) return loggedOut();

  const user = parseJson(rawUser);
  if (!user.ok) return loggedOut();
  const userData = readStoredUserData(user.value);
  if (!userData) return loggedOut();

  let abilityRules: AbilityRule[] = [];
  if (rawRules !== null) {
    const rules = parseJson(rawRules);
    if (!rules.ok) return loggedOut();
    const parsed = readAbilityRules(rules.value);
    if (!parsed) return loggedOut();
    abilityRules = parsed;
  }
  return { userData, abilityRules };
}

/**
 * "Remember me" keeps the session in localStorage, otherwise in sessionStorage: read them in
 * order and take the first authenticated session (else logged out).
 */
export function readFirstSession(storages: readonly StorageLike[]): Session {
  for (const storage of storages) {
    const session = readSession(storage);
    if (isAuthenticated(session)) return session;
  }
  return loggedOut();
}

/**
 * SPEC §4: authenticated means stored user data is present. Whether the session is still live is
 * the API's to say: its first 401 signs the app out.
 */
export function isAuthenticated(session: Session): boolean {
  return session.userData !== null;
}

/** The role `/` redirects by, only for an authenticated session. */
export function sessionRole(session: Session): string | undefined {
  return isAuthenticated(session) ? session.userData?.role : undefined;
}

export interface SessionInput {
  userData: StoredUserData;
  abilityRules: readonly AbilityRule[];
}

/**
 * Stores what a successful login returned that the app shows (user data and rules as JSON). The
 * login's token is not part of the input: it never reaches storage.
 */
export function writeSession(storage: StorageLike, { userData, abilityRules }: SessionInput): void {
  dropLegacyToken(storage);
  storage.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
  storage.setItem(SESSION_KEYS.abilityRules, JSON.stringify(abilityRules));
}

/** Logout: removes the session keys and a legacy token (and nothing else: UI settings stay). */
export function clearSession(storage: StorageLike): void {
  for (const key of [...Object.values(SESSION_KEYS), LEGACY_TOKEN_KEY]) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing stored can be read back either; logout still succeeds.
    }
  }
}
