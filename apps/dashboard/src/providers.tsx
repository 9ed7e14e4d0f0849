import { applyDocumentLanguage, dirOf } from '@atrium/i18n';
import { atriumCssVariablesResolver, createAtriumTheme } from '@atrium/theme';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

// Toasts appear only after an action, so their container (and its transition library) loads
// after the first paint instead of weighing on the entry chunk.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Providers, outermost first: i18n (sets <html lang dir>), Mantine, QueryClient. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => {
      applyDocumentLanguage(lng);
      setLanguage(lng);
    };
    i18n.on('languageChanged', onChange);
    applyDocumentLanguage(i18n.language);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const theme = useMemo(() => createAtriumTheme(), []);
  const dir = dirOf(language);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={dir} detectDirection={false} key={dir}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={atriumCssVariablesResolver}>
          <Suspense fallback={null}>
            <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />
          </Suspense>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
