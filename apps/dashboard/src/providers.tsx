import { applyDocumentLanguage, dirOf, resolveLanguage } from '@atrium/i18n';
import {
  atriumCssVariablesResolver,
  createAtriumTheme,
  SettingsProvider,
  settingsColorSchemeManager,
  type DateControlLabels,
  type SettingsStore,
} from '@atrium/theme';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from './auth/auth-context';
import { SessionRulesSync } from './auth/session-rules';
import type { SessionStore } from './auth/session-store';
import { changeAppLanguage } from './i18n-namespaces';

const DATE_LABEL_KEYS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  settings: SettingsStore;
  session: SessionStore;
  children: ReactNode;
}

/** Mantine's direction follows the language without remounting the tree (and the router). */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

/**
 * Providers, outermost first: settings, i18n (sets <html lang dir>), Mantine, QueryClient.
 * The settings store is the one source of the language: i18next follows it, and a direct
 * i18n.changeLanguage call is written back to it.
 */
export function AppProviders({ i18n, queryClient, settings, session, children }: AppProvidersProps) {
  const language = useSyncExternalStore(settings.subscribe, () => settings.get().language);
  const primary = useSyncExternalStore(settings.subscribe, () => settings.get().primaryColor);
  const skin = useSyncExternalStore(settings.subscribe, () => settings.get().skin);

  useEffect(() => {
    applyDocumentLanguage(language);
    // The bundle loads first, so the page never shows keys or a half-translated frame.
    if (resolveLanguage(i18n.language) !== language) void changeAppLanguage(i18n, language);
  }, [i18n, language]);

  useEffect(() => {
    const onChange = (lng: string) => settings.set({ language: resolveLanguage(lng) });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, settings]);

  const theme = useMemo(() => {
    const t = i18n.getFixedT(language, 'common');
    const dateLabels = Object.fromEntries(DATE_LABEL_KEYS.map((k) => [k, t(`dates.${k}`)])) as unknown as DateControlLabels;
    return createAtriumTheme({ primary, skin, dateLabels });
  }, [i18n, language, primary, skin]);
  const colorSchemeManager = useMemo(() => settingsColorSchemeManager(settings), [settings]);
  const dir = dirOf(language);
  return (
    <SettingsProvider store={settings}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          <DirectionSync dir={dir} />
          <MantineProvider
            theme={theme}
            defaultColorScheme="light"
            colorSchemeManager={colorSchemeManager}
            cssVariablesResolver={atriumCssVariablesResolver}
          >
            <QueryClientProvider client={queryClient}>
              <SessionProvider store={session}>
                <SessionRulesSync />
                {children}
              </SessionProvider>
            </QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </SettingsProvider>
  );
}
