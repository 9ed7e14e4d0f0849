import { describe, expect, it } from 'vitest';
import { clearSession, isAuthenticated, readFirstSession, readSession, SESSION_KEYS, sessionRole, writeSession, type StorageLike } from './session';

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
  writeSession(storage, { userData, accessToken: 'token-1', abilityRules });
  return storage;
}

describe('@atrium/acl/session', () => {
  it('writes the three SPEC §3 keys and reads them back', () => {
    const storage = stored();
    expect([...storage.map.keys()].sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    const session = readSession(storage);
    expect(session).toEqual({ userData, accessToken: 'token-1', abilityRules });
    expect(isAuthenticated(session)).toBe(true);
    expect(sessionRole(session)).toBe('admin');
  });

  it('is not authenticated without user data or without a token', () => {
    const noToken = stored();
    noToken.removeItem(SESSION_KEYS.accessToken);
    expect(isAuthenticated(readSession(noToken))).toBe(false);
    const noUser = stored();
    noUser.removeItem(SESSION_KEYS.userData);
    expect(isAuthenticated(readSession(noUser))).toBe(false);
    expect(sessionRole(readSession(noUser))).toBeUndefined();
    const emptyToken = stored();
    emptyToken.setItem(SESSION_KEYS.accessToken, '');
    expect(isAuthenticated(readSession(emptyToken))).toBe(false);
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
    expect(session).toEqual({ userData: null, accessToken: null, abilityRules: [] });
    expect(isAuthenticated(session)).toBe(false);
  });

  it('missing rules mean no permissions, not a logged-out user', () => {
    const storage = stored();
    storage.removeItem(SESSION_KEYS.abilityRules);
    expect(readSession(storage)).toEqual({ userData, accessToken: 'token-1', abilityRules: [] });
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

  it('clearSession removes only the session keys', () => {
    const storage = stored();
    storage.setItem('atrium-theme', 'dark');
    clearSession(storage);
    expect([...storage.map.keys()]).toEqual(['atrium-theme']);
    expect(isAuthenticated(readSession(storage))).toBe(false);
  });

  it('readFirstSession takes the first authenticated storage (remember me or not)', () => {
    const empty = new MemoryStorage();
    const session = stored();
    expect(readFirstSession([empty, session]).accessToken).toBe('token-1');
    expect(isAuthenticated(readFirstSession([empty, new MemoryStorage()]))).toBe(false);
  });
});
