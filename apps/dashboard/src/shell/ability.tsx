// Who may see what: the signed-in user's CASL ability, re-read when the session changes.
import { canFrom, type CanFn } from '@atrium/acl';
import { useMemo } from 'react';
import { useSession, useSessionStore } from '../auth/auth-context';

export function useCan(): CanFn {
  const store = useSessionStore();
  const session = useSession();
  // The ability object is updated in place; the session snapshot changes with it.
  return useMemo(() => {
    void session; // a new session snapshot means the ability was updated: hand out a new `can`
    return canFrom(store.ability);
  }, [store, session]);
}
