// The signed-in user's CASL rules follow role edits without signing in again (issue 21): the API
// applies a role's permissions at once, and this query re-reads the user's own rules from it when
// the window regains focus (once they are older than SESSION_RULES_STALE_MS), every few minutes,
// and right after a role or permission edit (the
// users feature invalidates SESSION_RULES_QUERY_KEY). New rules go into the session store, so
// menus, Shortcuts, Ctrl+K and route guards change at once.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession, useSessionStore } from './auth-context';

/** The same key as @atrium/api's SESSION_RULES_QUERY_KEY (tested), kept here so the entry chunk does not load the contract. */
export const SESSION_RULES_KEY = ['auth', 'rules'] as const;

/** Focus within this time does not ask again; an interval asks anyway while the tab is open. */
export const SESSION_RULES_STALE_MS = 15_000;
export const SESSION_RULES_INTERVAL_MS = 120_000;

/** The signed-in user's rules as the API grants them now. */
export async function fetchSessionRules() {
  const { getApiClient } = await import('@atrium/api');
  return (await getApiClient().getSessionRules()).userAbilityRules;
}

/** Keeps the session's rules in step with the user's role on the API while signed in. */
export function useSessionRulesSync(): void {
  const store = useSessionStore();
  const session = useSession();
  const signedIn = store.isLoggedIn();
  const userId = signedIn ? session.userData?.id : undefined;
  const rules = useQuery({
    queryKey: [...SESSION_RULES_KEY, userId],
    queryFn: fetchSessionRules,
    enabled: signedIn,
    // the rules of sign-in (or of the last re-read) are fresh at start: the boot asks nothing (in a
    // mock build that would load the whole mock back office with the landing page)
    initialData: () => session.abilityRules,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: SESSION_RULES_STALE_MS,
    refetchInterval: SESSION_RULES_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
  const { data } = rules;
  useEffect(() => {
    if (data) store.updateRules(data);
  }, [data, store]);
}

export function SessionRulesSync(): null {
  useSessionRulesSync();
  return null;
}
