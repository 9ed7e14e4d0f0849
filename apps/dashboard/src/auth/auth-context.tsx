// React access to the session store (user menu, login page, access-control page). CASL's
// provider for <Can> is given by the screens that use it (access-control.tsx), not here.
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return (
    <SessionContext value={store}>{children}</SessionContext>
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
