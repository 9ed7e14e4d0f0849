// Who may see what: the signed-in user's rules, re-read when the session changes.
import type { CanFn } from '@atrium/acl';
import { useMemo } from 'react';
import { useSession, useSessionStore } from '../auth/auth-context';

export function useCan(): CanFn {
  const store = useSessionStore();
  const session = useSession();
  // a new session snapshot means new rules: hand out a new `can`, so memoised menus recompute
  return useMemo(() => {
    void session;
    const { can } = store;
    return (action: string, subject: string) => can(action, subject);
  }, [store, session]);
}
