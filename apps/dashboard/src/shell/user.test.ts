import { describe, expect, it } from 'vitest';
import { clearSession, readUser } from './user';

const storageOf = (data: Record<string, string>) => {
  const map = new Map(Object.entries(data));
  return { getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k), map };
};

describe('@atrium/dashboard/user', () => {
  it('reads the stored user and treats a corrupt record as a guest', () => {
    expect(readUser(storageOf({ userData: JSON.stringify({ fullName: 'John Doe', role: 'admin', avatar: '/a.png' }) }))).toEqual({ fullName: 'John Doe', role: 'admin', avatar: '/a.png' });
    expect(readUser(storageOf({ userData: '{nope' }))).toBeNull();
    expect(readUser(storageOf({ userData: '42' }))).toBeNull();
    expect(readUser(storageOf({}))).toBeNull();
  });

  it('logout clears user data, token and ability rules', () => {
    const s = storageOf({ userData: '{}', accessToken: 't', userAbilityRules: '[]', 'atrium-skin': 'bordered' });
    clearSession(s);
    expect([...s.map.keys()]).toEqual(['atrium-skin']);
  });
});
