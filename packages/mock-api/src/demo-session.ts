// For hosts that run the mock in the page (Storybook): the API client calls as a demo login with
// the token held in memory. Nothing goes to Web Storage (security review #5, decision 0014).
import { getApiConfig, setApiConfig } from '@atrium/api/config';
import { signInDemoUser } from './services/auth';
import { getDb } from './store/store';

export function signInApiClientAsDemo(role: 'admin' | 'client' = 'admin'): void {
  const token = signInDemoUser(getDb(), role);
  setApiConfig({ ...getApiConfig(), getToken: () => token });
}
