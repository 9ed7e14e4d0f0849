// Security review #5 (issue 22; decision 0014): the session token was kept in localStorage, where
// any script on the page (an XSS, a compromised dependency) could read and exfiltrate it. After
// signing in, no Web Storage key may hold it and no script may see the session cookie. In the
// demo build the backend lives in the tab, so the token is in the mock's own keys (its session
// table and the worker fetch's private cookie jar); e2e/server checks the real HttpOnly cookie.
import { expect, test } from '@playwright/test';
import { CREDENTIALS, MOCK_DB_KEY, signedOut } from '../support/session';

test.use(signedOut);

test('after sign-in the app keeps no token in Web Storage and no script sees the session cookie', async ({ page }) => {
  const { email, password, landing } = CREDENTIALS.admin;
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);

  const seen = await page.evaluate((mockPrefix) => {
    const dump = (storage: Storage) => Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const);
    const local = dump(localStorage);
    const jar = JSON.parse(localStorage.getItem(`${mockPrefix}.cookies`) ?? '[]') as Array<{ name: string; value: string }>;
    return { local, session: dump(sessionStorage), jar, cookie: document.cookie };
  }, MOCK_DB_KEY);
  const token = seen.jar.find((c) => c.name === 'atrium_session')?.value ?? '';
  expect(token.length).toBeGreaterThan(20);
  // the app's own keys (user data, rules, UI settings): none named or holding the token
  const appKeys = [...seen.local.filter(([key]) => !key.startsWith(MOCK_DB_KEY)), ...seen.session];
  expect(appKeys.map(([key]) => key)).toContain('userData');
  expect(appKeys.map(([key]) => key)).not.toContain('accessToken');
  for (const [key, value] of appKeys) expect(value, key).not.toContain(token);
  expect(seen.cookie).not.toContain('atrium_session');

  // the session survives a reload without a token in the app's storage
  await page.goto('/apps/invoice/list');
  await expect(page).toHaveURL(/\/apps\/invoice\/list/);
  await expect(page.getByRole('table').first()).toBeVisible();
});
