import '@mantine/core/styles.css';
import '@atrium/theme/fonts';
import { createI18n, dirOf, resolveLanguage } from '@atrium/i18n';
import { atriumCssVariablesResolver, createAtriumTheme } from '@atrium/theme';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-vite';
import { signInApiClientAsDemo } from '@atrium/mock-api';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

// Stories can use mock-api's handlers through `parameters.msw.handlers`.
initialize({ onUnhandledRequest: 'bypass', quiet: true });
// The mock answers 401 without a session: Storybook's API client calls as the demo admin, with
// the token in memory (the app itself uses the login's HttpOnly cookie and stores no token).
signInApiClientAsDemo('admin');

const i18n = createI18n({ language: 'en' });
const theme = createAtriumTheme();

interface StoryProvidersProps {
  globals: Record<string, unknown>;
  children: ReactNode;
}

function StoryProviders({ globals, children }: StoryProvidersProps) {
  const language = resolveLanguage(globals.language);
  const direction = globals.direction === 'ltr' || globals.direction === 'rtl' ? globals.direction : dirOf(language);
  const scheme = globals.colorScheme === 'dark' ? 'dark' : 'light';
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={direction} detectDirection={false} key={direction}>
        <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={atriumCssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            <div style={{ padding: 16, minHeight: '100vh', background: 'var(--mantine-color-body)' }}>
              {children}
            </div>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders globals={context.globals}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: { title: 'Scheme', icon: 'contrast', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
          { value: 'he', title: 'עברית' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto' },
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light', language: 'en', direction: 'auto' },
};

export default preview;
