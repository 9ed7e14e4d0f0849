// Who may see what: the signed-in user's rules, re-read when the session changes, and which
// links the shell may offer them (see can-open.ts).
import type { CanFn } from '@atrium/acl';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSession, useSessionStore } from '../auth/auth-context';
import { features } from '../features';
import { canOpen, menuGates } from './can-open';
import { assembleNav } from './nav/nav-filter';

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

const MENU = menuGates(assembleNav(features));

/** `(href) => boolean`: whether following href would let the signed-in user in. */
export function useCanOpen(): (href: string) => boolean {
  const router = useRouter();
  const store = useSessionStore();
  const can = useCan();
  return useMemo(
    () => (href: string) =>
      canOpen({ href, matches: router.matchRoutes(new URL(href, 'http://atrium.invalid').pathname, {}), can, isLoggedIn: store.isLoggedIn(), menu: MENU }),
    [router, store, can],
  );
}
