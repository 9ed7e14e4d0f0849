import { getApiClient } from '@atrium/api';
import type { RegisterValues } from '@atrium/auth';
import { useCallback } from 'react';
import { useAuthActions } from './use-auth-actions';

/**
 * Registration through the API: a new account is a client until an admin gives it a role
 * (SPEC §6); the API's field errors (email or username taken) reach the form via the rejection.
 */
export function useRegister() {
  const { signIn } = useAuthActions();
  return useCallback(
    async ({ username, email, password }: RegisterValues) => {
      // the public register call: the server decides the new account's role, plan and status
      await getApiClient().register({ username, email, password });
      await signIn({ email, password });
    },
    [signIn],
  );
}
