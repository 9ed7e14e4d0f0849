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

export async function signInAs(page: Page, session: typeof ADMIN_SESSION = ADMIN_SESSION) {
  await page.addInitScript((s) => {
    // Only once: a test that logs out must stay logged out after the next navigation.
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('userData', JSON.stringify(s.userData));
    window.localStorage.setItem('accessToken', 'e2e-token');
    window.localStorage.setItem('userAbilityRules', JSON.stringify(s.abilityRules));
  }, session);
}

export const signInAsAdmin = (page: Page) => signInAs(page, ADMIN_SESSION);
