// React access to the session store (user menu, login page, access-control page).
import { AbilityProvider } from '@atrium/acl/react';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return (
    <SessionContext value={store}>
      <AbilityProvider ability={store.ability}>{children}</AbilityProvider>
    </SessionContext>
  );
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs <SessionProvider>');
  return store;
}

export function useSession() {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
