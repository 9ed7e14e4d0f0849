// Signs the browser in as the admin once per test (the guard reads localStorage). The flag in
// sessionStorage keeps a later login (another user) from being overwritten on the next page load.
import type { Page } from '@playwright/test';

export async function signInAsAdmin(page: Page, settings: Record<string, string> = {}) {
  await page.addInitScript((extra) => {
    if (sessionStorage.getItem('e2e-session')) return;
    localStorage.setItem('userData', JSON.stringify({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' }));
    localStorage.setItem('accessToken', 'e2e-token');
    localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }]));
    for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    sessionStorage.setItem('e2e-session', '1');
  }, settings);
}
