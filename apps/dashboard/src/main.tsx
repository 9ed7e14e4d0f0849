import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@atrium/theme/fonts';
import { createI18n } from '@atrium/i18n';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredLanguage } from './boot/language';
import { env } from './env';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

async function boot() {
  if (env.VITE_API_MODE === 'mock') {
    // The worker must intercept before the first query is sent.
    const { startMockApi } = await import('./boot/mock-api');
    await startMockApi();
  }
  const i18n = createI18n({ language: readStoredLanguage() });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const router = createAppRouter({ queryClient });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
