import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@atrium/theme/fonts';
import './shell/global.css';
import { setApiConfig } from '@atrium/api/config';
import { createLazyI18n } from '@atrium/i18n';
import { createSettingsStore } from '@atrium/theme';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from './auth/session-store';
import { env } from './env';
import { AppProviders } from './providers';
import { features } from './features';
import { loadFeatureNamespaces } from './i18n-namespaces';
import { createAppRouter } from './router';

async function boot() {
  if (env.VITE_API_MODE === 'mock') {
    // The worker must intercept before the first query is sent.
    const { startMockApi } = await import('./boot/mock-api');
    await startMockApi();
  }
  const settings = createSettingsStore();
  const i18n = await createLazyI18n({ language: settings.get().language });
  await loadFeatureNamespaces(i18n, features, i18n.language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const session = createSessionStore();
  setApiConfig({ baseUrl: env.VITE_API_BASE_URL, getToken: () => session.get().accessToken });
  const router = createAppRouter({ queryClient, session });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} settings={settings} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
