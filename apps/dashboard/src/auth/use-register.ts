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
      const api = getApiClient();
      const user = await api.addUser({ fullName: username, username, email, role: 'client', currentPlan: 'basic', status: 'active' });
      await api.setUserPassword(user.id, { newPassword: password, confirmPassword: password });
      await signIn({ email, password });
    },
    [signIn],
  );
}
