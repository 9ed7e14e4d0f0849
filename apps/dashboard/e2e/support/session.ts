// Signing in for tests that are not about signing in. The `setup` project (e2e/setup/sessions.setup.ts)
// signs in once per role through the login page, against the mock API, and saves the browser's
// storage (the SPEC §3 session keys and the mock's session table, not its database) in
// e2e/.auth/<role>.json. A spec takes it with `test.use(asAdmin)`; every test then starts in a new
// context from that file, so the demo database is the seed again and tests stay independent.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export type Role = 'admin' | 'client';

export const CREDENTIALS: Record<Role, { email: string; password: string; landing: RegExp }> = {
  admin: { email: 'admin@demo.com', password: 'admin', landing: /\/dashboards\/all-branches-visitors/ },
  client: { email: 'client@demo.com', password: 'client', landing: /\/access-control$/ },
};

/**
 * Where the setup project writes a role's signed-in storage state (gitignored). localStorage
 * belongs to an origin, port included: a run on another E2E_PORT keeps its own file, so runs
 * side by side do not overwrite each other's sessions.
 */
export const storageStatePath = (role: Role) => {
  const port = process.env.E2E_PORT;
  return fileURLToPath(new URL(`../.auth/${port ? `${role}-${port}` : role}.json`, import.meta.url));
};

/** The mock API keeps its demo database in this localStorage key: never part of a saved state. */
export const MOCK_DB_KEY = 'atrium.mock-api.db';

/** `test.use(asAdmin)`: every test of the file starts signed in as admin@demo.com. */
export const asAdmin = { storageState: storageStatePath('admin') };
/** `test.use(asClient)`: every test of the file starts signed in as client@demo.com. */
export const asClient = { storageState: storageStatePath('client') };
/** `test.use(signedOut)`: no session at all (the default when a spec uses neither). */
export const signedOut = { storageState: { cookies: [], origins: [] } };

/**
 * Extra localStorage entries (UI settings such as the nav layout or the language) written before
 * the app's first script runs, as a returning visitor would have them. Only on the tab's first
 * navigation: a change the test makes afterwards must survive its reloads.
 */
export async function withSettings(page: Page, settings: Record<string, string>) {
  const flag = `e2e-settings-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, once }) => {
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, '1');
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    },
    { entries: settings, once: flag },
  );
}

/**
 * For specs not moved to `test.use(asAdmin)` yet: writes the admin's saved session into the tab
 * before its first navigation (once, so a logout sticks). Prefer `test.use(asAdmin)`.
 */
export async function signInAsAdmin(page: Page, settings: Record<string, string> = {}) {
  const state = JSON.parse(await readFile(storageStatePath('admin'), 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const entries = Object.fromEntries(state.origins.flatMap((o) => o.localStorage.map(({ name, value }) => [name, value] as const)));
  await withSettings(page, { ...entries, ...settings });
}
