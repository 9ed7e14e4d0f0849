import './boot/zod-without-eval';
import './boot/first-paint';
// the only render-blocking stylesheet: Public Sans's @font-face rules, so the first-paint shell's
// text is in the app's font; the components' styles load beside the entry (boot/styles.ts)
import '@atrium/theme/fonts';
import { setApiConfig } from '@atrium/api/config';
import { createLazyI18n } from '@atrium/i18n';
import { createSettingsStore } from '@atrium/theme';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchSessionRules } from './auth/session-rules';
import { createSessionStore } from './auth/session-store';
import { env, IS_MOCK_BUILD } from './env';
import { loadFeatureNamespace } from './i18n-namespaces';
import { createQueryClient } from './lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * In mock mode the API runs in a Web Worker that starts beside the first render: nothing waits
 * for it, and a request sent before it is up waits for it. A visitor on the login page sends no
 * request until they sign in, so for them the worker starts with that first request.
 */
function mockApiFetch(startNow: boolean): typeof fetch {
  let started: Promise<typeof fetch> | undefined;
  const start = () => (started ??= import('./boot/mock-api').then((m) => m.startMockApi()));
  if (startNow) void start();
  return async (input, init) => (await start())(input, init);
}

/**
 * Ends the current task: the boot's steps (the entry's evaluation, the router's route tree, the
 * first render) then run as separate tasks instead of one long one (issue 16: at 4× CPU under
 * Lighthouse's phone emulation the entry's evaluation and the router's creation were one task
 * of ~270 ms). The static shell covers the page meanwhile.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // the app renders once its stylesheets are in (the first-paint shell covers the page until
  // then); if they fail to load it renders anyway. index.html preloads the sheet, so it is often
  // there already and the browser parses it when the import adds it: that happens in a task of
  // its own, after the entry's evaluation
  await nextTask();
  const styles = import('./boot/styles').then((m) => m.stylesLoaded, () => false);
  await nextTask();
  const session = createSessionStore();
  const apiFetch = IS_MOCK_BUILD ? mockApiFetch(session.isLoggedIn()) : undefined;
  const settings = createSettingsStore();
  const i18n = await createLazyI18n({ language: settings.get().language, loadNamespace: loadFeatureNamespace });
  // a 401 means the session is gone (expired, revoked, signed out in another tab): sign out here
  // too; the router's guard then sends the user to /login?to=<where they were>
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      if (!session.isLoggedIn()) return;
      session.signOut();
      queryClient.clear();
    },
    // a 403 to a query: the role may no longer read this (edited since this tab read its rules).
    // Re-read the rules; when they changed, the route guards run again with them and a page the
    // role may no longer open shows not-authorized (a refusal the rules do not explain leaves the
    // page and its own error state: no redirect loop, no jump away from a page the user may see)
    onForbidden: () => void refreshRules(),
  });
  let rulesRead: Promise<void> | undefined;
  const refreshRules = () =>
    (rulesRead ??= (async () => {
      const before = session.get().abilityRules;
      session.updateRules(await fetchSessionRules());
      if (session.get().abilityRules !== before) await router.invalidate();
    })()
      .catch(() => {})
      .finally(() => (rulesRead = undefined)));
  // no token: the API client sends the HttpOnly session cookie the login set (decision 0014)
  // the server pushes Server-Sent Events (the chat's updates); the in-browser mock answers through apiFetch only
  setApiConfig({ baseUrl: env.VITE_API_BASE_URL, fetch: apiFetch, serverEvents: !IS_MOCK_BUILD });
  await nextTask();
  const router = createAppRouter({ queryClient, session });
  // whatever signed the session out (this tab, another tab, a 401), the current route's guard
  // runs again and leaves a page that needs a session
  session.subscribe(() => {
    if (!session.isLoggedIn()) void router.invalidate();
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  await nextTask();
  await styles;
  const app = createRoot(root);
  // a transition: React builds the app's first tree in slices of a few milliseconds, yielding to
  // the browser between them (the static shell covers the page meanwhile), instead of one task
  // of ~90 ms at 1× CPU (issue 16: total blocking time)
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient} settings={settings} session={session}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void boot();
