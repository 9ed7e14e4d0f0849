// The `setup` project: signs in once per role through the login page and saves the signed-in
// storage state that specs take with `test.use(asAdmin)` / `test.use(asClient)` (e2e/support/session.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { CREDENTIALS, MOCK_DB_KEY, storageStatePath, type Role } from '../support/session';

for (const role of ['admin', 'client'] as const satisfies readonly Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const { email, password, landing } = CREDENTIALS[role];
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    // "Remember me": a session cookie that outlives the browser session
    const remember = page.getByRole('checkbox', { name: 'Remember me' });
    if (await remember.count()) await remember.check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(landing);
    // the app keeps the user data (no token: the session is the login's HttpOnly cookie, which
    // the demo build's worker fetch keeps in its jar under the mock's storage prefix)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeTruthy();

    // Saved right after sign-in, and without the mock's database: every test starts from the seed
    // (the mock's session table and cookie jar stay, so the cookie is one the mock knows; a real
    // server's cookie would be in `cookies`).
    const state = await page.context().storageState();
    for (const origin of state.origins) origin.localStorage = origin.localStorage.filter(({ name }) => name !== MOCK_DB_KEY);
    const path = storageStatePath(role);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(state, null, 2));
  });
}
