// Renders a component inside Atrium's providers (Mantine theme, i18n, QueryClient), the way the
// app does, so feature tests see translated text and themed components.
import { createI18n, dirOf, type Language } from '@atrium/i18n';
import { atriumCssVariablesResolver, createAtriumTheme } from '@atrium/theme';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface ProviderOptions {
  language?: Language;
  colorScheme?: 'light' | 'dark';
  /** extra i18n namespaces (a feature's locales) */
  resources?: Resource;
  queryClient?: QueryClient;
}

/** A QueryClient for tests: no retries, so an error state shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
}

export function createProviders({ language = 'en', colorScheme = 'light', resources, queryClient = createTestQueryClient() }: ProviderOptions = {}) {
  const i18n = createI18n({ language, resources });
  const theme = createAtriumTheme();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={dirOf(language)} detectDirection={false}>
          <MantineProvider theme={theme} forceColorScheme={colorScheme} cssVariablesResolver={atriumCssVariablesResolver}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    );
  }
  return { Providers, i18n, queryClient };
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { language, colorScheme, resources, queryClient, ...renderOptions } = options;
  const { Providers, i18n, queryClient: client } = createProviders({ language, colorScheme, resources, queryClient });
  return { ...render(ui, { wrapper: Providers, ...renderOptions }), i18n, queryClient: client };
}
