// The client-side session (SPEC §3): user data, access token and ability rules in web storage.
// Pure over a Storage-like object so the app picks localStorage or sessionStorage ("remember me")
// and tests pass a Map-backed fake.
import { readAbilityRules, readStoredUserData, type AbilityRule, type StoredUserData } from './guards';

export type { StoredUserData };

export const SESSION_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  abilityRules: 'userAbilityRules',
} as const;

/** The subset of the Web Storage API the helpers use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;


export interface Session {
  userData: StoredUserData | null;
  accessToken: string | null;
  abilityRules: AbilityRule[];
}

const loggedOut = (): Session => ({ userData: null, accessToken: null, abilityRules: [] });

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
 * Reads the session. Anything corrupt (bad JSON, wrong shape, empty token) gives the logged-out
 * session as a whole: a half-read session must not grant what the full one would not.
 */
export function readSession(storage: StorageLike): Session {
  const rawUser = read(storage, SESSION_KEYS.userData);
  const token = read(storage, SESSION_KEYS.accessToken);
  const rawRules = read(storage, SESSION_KEYS.abilityRules);
  if (rawUser === null || token === null || token === '') return loggedOut();

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
  return { userData, accessToken: token, abilityRules };
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

/** SPEC §4: authenticated means both stored user data and access token are present. */
export function isAuthenticated(session: Session): boolean {
  return session.userData !== null && session.accessToken !== null && session.accessToken !== '';
}

/** The role `/` redirects by, only for an authenticated session. */
export function sessionRole(session: Session): string | undefined {
  return isAuthenticated(session) ? session.userData?.role : undefined;
}

export interface SessionInput {
  userData: StoredUserData;
  accessToken: string;
  abilityRules: readonly AbilityRule[];
}

/** Stores what a successful login returned (user data and rules as JSON, the token as is). */
export function writeSession(storage: StorageLike, { userData, accessToken, abilityRules }: SessionInput): void {
  storage.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
  storage.setItem(SESSION_KEYS.accessToken, accessToken);
  storage.setItem(SESSION_KEYS.abilityRules, JSON.stringify(abilityRules));
}

/** Logout: removes the three keys (and nothing else: UI settings stay). */
export function clearSession(storage: StorageLike): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing stored can be read back either; logout still succeeds.
    }
  }
}
