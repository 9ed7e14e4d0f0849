// Signs the browser in as an admin before any page script runs (the guard reads localStorage).
// Each test gets a fresh browser context, so the mock API starts from its seed every time.
import type { Page } from '@playwright/test';

export async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'userData',
      JSON.stringify({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', avatar: '' }),
    );
    window.localStorage.setItem('accessToken', 'e2e-token');
    window.localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }]));
  });
}
