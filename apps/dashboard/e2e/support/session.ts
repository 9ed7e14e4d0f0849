// Signing in for tests that are not about signing in: the session keys of SPEC §3, written
// before any page script runs (the guard reads them on the first navigation).
import type { Page } from '@playwright/test';

export const ADMIN_SESSION = {
  userData: { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

export const CLIENT_SESSION = {
  userData: { id: 2, fullName: 'Jane Client', username: 'janeclient', email: 'client@demo.com', role: 'client', avatar: '' },
  abilityRules: [{ action: 'read', subject: 'AclDemo' }],
};

/** `settings` are extra localStorage entries (UI settings such as the nav layout) written with it. */
export async function signInAs(page: Page, session: typeof ADMIN_SESSION = ADMIN_SESSION, settings: Record<string, string> = {}) {
  await page.addInitScript(
    ({ s, extra }) => {
      // Only once: a test that logs out (or in as someone else) must stay so after the next navigation.
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('userData', JSON.stringify(s.userData));
      window.localStorage.setItem('accessToken', 'e2e-token');
      window.localStorage.setItem('userAbilityRules', JSON.stringify(s.abilityRules));
      for (const [k, v] of Object.entries(extra)) window.localStorage.setItem(k, v);
    },
    { s: session, extra: settings },
  );
}

export const signInAsAdmin = (page: Page, settings: Record<string, string> = {}) => signInAs(page, ADMIN_SESSION, settings);
