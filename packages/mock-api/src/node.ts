// An MSW node server over every handler, for Vitest and other Node callers. The data lives in
// memory only; call resetDemoData() between tests.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { signInDemoUser } from './services/auth';
import { getDb } from './store/store';

export function createMockServer() {
  return setupServer(...handlers);
}

export { resetDemoData } from './store/store';
export { clearSessions } from './store/sessions';

/**
 * A bearer token for one of the demo logins, for tests that are not about signing in: every
 * endpoint but login, register and the public pages answers 401 without one.
 */
export function signInForTests(role: 'admin' | 'client' = 'admin'): string {
  return signInDemoUser(getDb(), role);
}
