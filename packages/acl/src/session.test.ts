import { describe, expect, it } from 'vitest';
import { clearSession, isAuthenticated, LEGACY_TOKEN_KEY, readFirstSession, readSession, SESSION_KEYS, sessionRole, writeSession, type StorageLike } from './session';

class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const userData = { id: 1, fullName: 'John Doe', email: 'admin@demo.com', role: 'admin' };
const abilityRules = [{ action: 'manage', subject: 'all' }];

function stored() {
  const storage = new MemoryStorage();
  writeSession(storage, { userData, abilityRules });
  return storage;
}

describe('@atrium/acl/session', () => {
  it('writes the user data and rules and reads them back', () => {
    const storage = stored();
    expect([...storage.map.keys()].sort()).toEqual(['userAbilityRules', 'userData']);
    const session = readSession(storage);
    expect(session).toEqual({ userData, abilityRules });
    expect(isAuthenticated(session)).toBe(true);
    expect(sessionRole(session)).toBe('admin');
  });

  // security review #5 (issue 22): the bearer token sat in localStorage, readable by any script
  // on the page; the session is the HttpOnly cookie now and storage holds nothing secret
  it('never stores a token, even when the login answer carrying one is passed in', () => {
    const storage = new MemoryStorage();
    const loginAnswer = { userData, accessToken: 'secret-token', abilityRules, expiresAt: '2030-01-01T00:00:00Z' };
    writeSession(storage, loginAnswer);
    expect([...storage.map.keys()]).not.toContain(LEGACY_TOKEN_KEY);
    for (const value of storage.map.values()) expect(value).not.toContain('secret-token');
    expect(JSON.stringify(readSession(storage))).not.toContain('secret-token');
  });

  it('drops a token an older version stored, and keeps the session', () => {
    const storage = stored();
    storage.setItem(LEGACY_TOKEN_KEY, 'old-token');
    expect(readSession(storage)).toEqual({ userData, abilityRules });
    expect(storage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    const loggedOut = new MemoryStorage();
    loggedOut.setItem(LEGACY_TOKEN_KEY, 'orphan-token');
    expect(isAuthenticated(readSession(loggedOut))).toBe(false);
    expect(loggedOut.map.size).toBe(0);
  });

  it('is not authenticated without user data', () => {
    const noUser = stored();
    noUser.removeItem(SESSION_KEYS.userData);
    expect(isAuthenticated(readSession(noUser))).toBe(false);
    expect(sessionRole(readSession(noUser))).toBeUndefined();
  });

  it.each([
    ['userData', '{not json'],
    ['userData', '"admin"'],
    ['userData', '{"fullName":"no role"}'],
    ['userAbilityRules', '[{"action":"read"}]'],
    ['userAbilityRules', 'nope'],
    ['userAbilityRules', '{"action":"read","subject":"all"}'],
  ])('corrupt %s (%s) falls back to logged out', (key, value) => {
    const storage = stored();
    storage.setItem(key, value);
    const session = readSession(storage);
    expect(session).toEqual({ userData: null, abilityRules: [] });
    expect(isAuthenticated(session)).toBe(false);
  });

  it('missing rules mean no permissions, not a logged-out user', () => {
    const storage = stored();
    storage.removeItem(SESSION_KEYS.abilityRules);
    expect(readSession(storage)).toEqual({ userData, abilityRules: [] });
  });

  it('storage that throws reads as logged out and clears without throwing', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(isAuthenticated(readSession(broken))).toBe(false);
    expect(() => clearSession(broken)).not.toThrow();
  });

  it('clearSession removes only the session keys (and a legacy token)', () => {
    const storage = stored();
    storage.setItem('atrium-theme', 'dark');
    storage.setItem(LEGACY_TOKEN_KEY, 'old-token');
    clearSession(storage);
    expect([...storage.map.keys()]).toEqual(['atrium-theme']);
    expect(isAuthenticated(readSession(storage))).toBe(false);
  });

  it('readFirstSession takes the first authenticated storage (remember me or not)', () => {
    const empty = new MemoryStorage();
    const session = stored();
    expect(readFirstSession([empty, session]).userData).toEqual(userData);
    expect(isAuthenticated(readFirstSession([empty, new MemoryStorage()]))).toBe(false);
  });
});
