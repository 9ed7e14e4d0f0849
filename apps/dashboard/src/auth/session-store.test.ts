import { describe, expect, it } from 'vitest';
import { checkNavigation, metaOf } from './route-guard';
import { createSessionStore } from './session-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const admin = { userData: { id: 1, role: 'admin', fullName: 'John Doe' }, abilityRules: [{ action: 'manage', subject: 'all' }] };

describe('@atrium/dashboard/session-store', () => {
  it('signs in and out, keeping what it allows in step and notifying subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    expect(store.isLoggedIn()).toBe(false);
    expect(store.can('read', 'Invoice')).toBe(false);
    store.signIn(admin);
    expect(store.isLoggedIn()).toBe(true);
    expect(store.can('read', 'Invoice')).toBe(true);
    expect(storage.map.get('userAbilityRules')).toBe(JSON.stringify(admin.abilityRules));
    store.signOut();
    expect(store.isLoggedIn()).toBe(false);
    expect(store.can('read', 'Invoice')).toBe(false);
    expect([...storage.map.keys()]).toEqual([]);
    expect(calls).toBe(2);
  });

  it('treats stored rules without user data as logged out (no leftover abilities)', () => {
    const store = createSessionStore(memoryStorage({ userAbilityRules: '[{"action":"manage","subject":"all"}]' }));
    expect(store.isLoggedIn()).toBe(false);
    expect(store.can('manage', 'all')).toBe(false);
  });

  // security review #5 (issue 22): a token an older version left in localStorage is removed
  it('drops a stored accessToken on start and keeps the user signed in (the cookie is the session)', () => {
    const storage = memoryStorage({ userData: '{"role":"admin"}', userAbilityRules: '[]', accessToken: 'old-token' });
    const store = createSessionStore(storage);
    expect(store.isLoggedIn()).toBe(true);
    expect(storage.map.has('accessToken')).toBe(false);
  });

  it('guards with the deepest route meta: visitors to login with `to`, clients to not-authorized', () => {
    const matches = [{ staticData: {} }, { staticData: { meta: { layout: 'default' as const } } }, { staticData: { meta: { action: 'read', subject: 'User' } } }];
    expect(metaOf(matches)).toEqual({ layout: 'default', action: 'read', subject: 'User' });
    const visitor = createSessionStore(memoryStorage());
    expect(checkNavigation(visitor, matches, { pathname: '/apps/user/list', searchStr: '?q=x' })).toEqual({
      allow: false,
      redirect: { to: '/login', search: { q: 'x', to: '/apps/user/list' } },
    });
    const client = createSessionStore(memoryStorage());
    client.signIn({ userData: { role: 'client' }, abilityRules: [{ action: 'read', subject: 'AclDemo' }] });
    expect(checkNavigation(client, matches, { pathname: '/apps/user/list', searchStr: '' })).toEqual({ allow: false, redirect: { to: '/not-authorized' } });
    const adminStore = createSessionStore(memoryStorage());
    adminStore.signIn(admin);
    expect(checkNavigation(adminStore, matches, { pathname: '/apps/user/list', searchStr: '' })).toEqual({ allow: true });
  });

  it("follows another tab: a storage event on a session key re-reads the session (another tab's sign-out signs this one out)", () => {
    const storage = memoryStorage();
    let fire: (event: { key: string | null }) => void = () => {};
    const store = createSessionStore(storage, { addEventListener: (_type, listener) => void (fire = listener) });
    store.signIn(admin);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    // the other tab cleared the session keys in the shared storage
    const userData = storage.map.get('userData') ?? '';
    storage.map.delete('userData');
    fire({ key: 'theme' });
    expect(store.isLoggedIn()).toBe(true);
    expect(calls).toBe(0);
    fire({ key: 'userData' });
    expect(store.isLoggedIn()).toBe(false);
    expect(store.can('read', 'Invoice')).toBe(false);
    expect(calls).toBe(1);
    storage.map.set('userData', userData);
    fire({ key: null });
    expect(store.isLoggedIn()).toBe(true);
  });
});
