// Sign-in, registration and sign-out as the pages need them: through the API client, into the
// session store, then to a same-origin target.
import { postLoginTarget } from '@atrium/acl';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hrefOptions } from '../shell/path-link';
import { useSessionStore } from './auth-context';
import { homeHref } from './home-href';

export function useAuthActions() {
  const store = useSessionStore();
  const router = useRouter();
  const queryClient = useQueryClient();

  const signIn = useCallback(
    async ({ email, password, remember }: { email: string; password: string; remember?: boolean }, to?: unknown) => {
      // the API client (and the contract's zod schemas with it) and the feature list (for the
      // role's home) load on submit, together, not with /login: the sign-in page is the first
      // screen a visitor waits for, and the shell it leads to loads the feature list anyway
      const [{ getApiClient }, { features }] = await Promise.all([import('@atrium/api'), import('../features')]);
      // the session is the HttpOnly cookie the login sets; the token in the answer is for API
      // clients and is never kept here (security review #5)
      const { userData, userAbilityRules } = await getApiClient().login({ email, password, remember: remember === true });
      store.signIn({ userData, abilityRules: userAbilityRules });
      queryClient.clear();
      // straight to the role's home: through "/" the app stood still on an empty page first
      const target = postLoginTarget(to);
      await router.navigate({ ...hrefOptions(target === '/' ? homeHref(store, features) : target), replace: true });
    },
    [store, router, queryClient],
  );

  const signOut = useCallback(async () => {
    // only the API can end the session and remove its HttpOnly cookie; signing out here goes on
    // whatever it answers (offline, already expired)
    try {
      const { getApiClient } = await import('@atrium/api');
      await getApiClient().logout();
    } catch {
      // the session ends on the backend at its expiry anyway
    }
    store.signOut();
    // Another user's cached data must not show after the next sign-in.
    queryClient.clear();
    await router.navigate({ ...hrefOptions('/login'), replace: true });
  }, [store, router, queryClient]);

  return { signIn, signOut };
}
