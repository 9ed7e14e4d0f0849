import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './auth-context';
import { createSessionStore } from './session-store';
import { useAuthActions } from './use-auth-actions';

const navigate = vi.fn(() => Promise.resolve());
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));

const answers = {
  admin: { userData: { id: 1, fullName: 'John Doe', username: 'johndoe', avatar: '', email: 'admin@demo.com', role: 'admin' }, accessToken: 'secret-token-1', userAbilityRules: [{ action: 'manage', subject: 'all' }] },
  client: { userData: { id: 2, fullName: 'Jane Doe', username: 'janedoe', avatar: '', email: 'client@demo.com', role: 'client' }, accessToken: 't2', userAbilityRules: [{ action: 'read', subject: 'AclDemo' }] },
  reader: { userData: { id: 7, fullName: 'Ivy Reader', username: 'ivy', avatar: '', email: 'ivy@example.com', role: 'reader' }, accessToken: 't3', userAbilityRules: [{ action: 'read', subject: 'Invoice' }] },
};
let answer: (typeof answers)[keyof typeof answers] = answers.admin;
const logout = vi.fn(() => Promise.resolve());
vi.mock('@atrium/api', async (original) => ({ ...(await original<Record<string, unknown>>()), getApiClient: () => ({ login: () => Promise.resolve(answer), logout }) }));

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

function signInAs(who: keyof typeof answers, to?: unknown, storage = memoryStorage()) {
  answer = answers[who];
  const store = createSessionStore(storage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useAuthActions(), { wrapper });
  return { store, actions: result, done: act(() => result.current.signIn({ email: answer.userData.email, password: 'x' }, to)) };
}

const target = () => (navigate.mock.calls.at(-1) as unknown as [{ href?: string; to?: string }] | undefined)?.[0];

describe('@atrium/dashboard/useAuthActions', () => {
  beforeEach(() => navigate.mockClear());

  // regression (issue 19): sign-in went to "/" and the app stood there 1–2 s before the role redirect
  it('sends each role straight to its home, never through "/"', async () => {
    await signInAs('admin').done;
    expect(JSON.stringify(target())).toContain('/dashboards/all-branches-visitors');
    await signInAs('client').done;
    expect(JSON.stringify(target())).toContain('/access-control');
    // a custom role: its first permitted menu entry, as "/" would have chosen
    await signInAs('reader').done;
    expect(target()?.href).toMatch(/^\/(?!login)[a-z]/);
    for (const [options] of navigate.mock.calls as unknown as Array<[Record<string, unknown>]>) expect(options.href ?? options.to).not.toBe('/');
  });

  it('keeps a requested page', async () => {
    await signInAs('admin', '/apps/email').done;
    expect(JSON.stringify(target())).toContain('/apps/email');
  });

  // security review #5 (issue 22): the login's token was written to localStorage
  it('keeps no token of the login answer in storage', async () => {
    const storage = memoryStorage();
    await signInAs('admin', undefined, storage).done;
    expect(storage.map.size).toBeGreaterThan(0);
    expect(storage.map.has('accessToken')).toBe(false);
    for (const value of storage.map.values()) expect(value).not.toContain(answers.admin.accessToken);
  });

  it('signs out through the API (only it can remove the HttpOnly cookie), then locally', async () => {
    logout.mockClear();
    const { store, actions, done } = signInAs('admin');
    await done;
    await act(() => actions.current.signOut());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(store.isLoggedIn()).toBe(false);
    logout.mockRejectedValueOnce(new Error('offline'));
    await act(() => actions.current.signIn({ email: 'admin@demo.com', password: 'x' }));
    await act(() => actions.current.signOut());
    expect(store.isLoggedIn()).toBe(false);
  });
});
