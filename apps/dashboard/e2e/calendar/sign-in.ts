// Signs in as the demo admin by seeding the session the auth feature stores, before any page runs.
import type { Page } from '@playwright/test';

export async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('accessToken')) return;
    window.localStorage.setItem(
      'userData',
      JSON.stringify({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' }),
    );
    window.localStorage.setItem('accessToken', 'e2e-token');
    window.localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }]));
  });
}
