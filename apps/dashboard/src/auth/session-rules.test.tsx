import { SESSION_RULES_QUERY_KEY } from '@atrium/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './auth-context';
import { SESSION_RULES_KEY, useSessionRulesSync } from './session-rules';
import { createSessionStore } from './session-store';

type Rule = { action: string; subject: string };
let served: Rule[] = [];
const getSessionRules = vi.fn(() => Promise.resolve({ userAbilityRules: served }));
vi.mock('@atrium/api', async (original) => ({ ...(await original<Record<string, unknown>>()), getApiClient: () => ({ getSessionRules }) }));

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

const client = { userData: { id: 2, role: 'client', fullName: 'Jane Doe' }, abilityRules: [{ action: 'read', subject: 'AclDemo' }] };

function mount(signedIn = true) {
  const storage = memoryStorage();
  const store = createSessionStore(storage, undefined);
  if (signedIn) store.signIn(client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  renderHook(() => useSessionRulesSync(), { wrapper });
  return { store, storage, queryClient };
}

describe('@atrium/dashboard/session rules follow role edits', () => {
  it('regression: a permission granted to the role after sign-in reaches the signed-in user without signing in again', async () => {
    served = [...client.abilityRules, { action: 'read', subject: 'Invoice' }];
    getSessionRules.mockClear();
    const { store, storage, queryClient } = mount();
    // the boot asks nothing: the sign-in rules are fresh
    await new Promise((r) => setTimeout(r, 20));
    expect(getSessionRules).not.toHaveBeenCalled();
    // what the interval (or a focus once they are stale) does
    await queryClient.refetchQueries({ queryKey: SESSION_RULES_KEY, type: 'active' });
    await waitFor(() => expect(store.can('read', 'Invoice')).toBe(true));
    expect(storage.map.get('userAbilityRules')).toBe(JSON.stringify(served));
  });

  it('regression: a permission removed from the role goes away after a role edit invalidates the rules (nav item and route guard)', async () => {
    served = [...client.abilityRules, { action: 'read', subject: 'Invoice' }];
    const { store, queryClient } = mount();
    await queryClient.invalidateQueries({ queryKey: SESSION_RULES_QUERY_KEY });
    await waitFor(() => expect(store.can('read', 'Invoice')).toBe(true));
    served = [...client.abilityRules];
    // what the users feature's role and permission mutations do on success
    await queryClient.invalidateQueries({ queryKey: SESSION_RULES_QUERY_KEY });
    await waitFor(() => expect(store.can('read', 'Invoice')).toBe(false));
    expect(store.can('read', 'AclDemo')).toBe(true);
  });

  it('is refetched on focus and on an interval, and asks nothing while signed out', async () => {
    served = client.abilityRules;
    const { queryClient } = mount();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: SESSION_RULES_KEY })[0]?.state.status).toBe('success'));
    const options = queryClient.getQueryCache().findAll({ queryKey: SESSION_RULES_KEY })[0]?.options as { refetchOnWindowFocus?: unknown; refetchInterval?: unknown; staleTime?: unknown };
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchInterval).toBeGreaterThan(0);
    expect(options.staleTime).toBeGreaterThan(0);

    getSessionRules.mockClear();
    mount(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(getSessionRules).not.toHaveBeenCalled();
  });

  it("uses the contract's key, so the users feature's invalidation reaches it", () => {
    expect(SESSION_RULES_KEY).toEqual(SESSION_RULES_QUERY_KEY);
  });
});

describe('@atrium/dashboard/session-store updateRules', () => {
  it('stores and applies new rules, notifies once, ignores unchanged rules and signed-out stores', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, undefined);
    store.updateRules([{ action: 'manage', subject: 'all' }]);
    expect(store.can('manage', 'all')).toBe(false);
    expect(storage.map.size).toBe(0);
    store.signIn(client);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.updateRules(client.abilityRules);
    expect(calls).toBe(0);
    store.updateRules([{ action: 'read', subject: 'User' }]);
    expect(calls).toBe(1);
    expect(store.can('read', 'User')).toBe(true);
    expect(store.can('read', 'AclDemo')).toBe(false);
    expect(store.get().userData).toEqual(client.userData);
  });
});
