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
  /** a screen's story (isScreen): drawn on the app's page background */
  screen: boolean;
  children: ReactNode;
}

/**
 * The app's page background behind cards and bars (apps/dashboard/src/shell/global.css,
 * `--atrium-app-bg`). A screen's story is drawn on it, so the story tests' axe measures the
 * contrast of text on the page as the app shows it (the route walk no longer re-checks every
 * screen in Arabic dark, docs/ci-time.md).
 */
const APP_BACKGROUND = { light: '#f8f7fa', dark: '#25293c' } as const;

function StoryProviders({ globals, screen, children }: StoryProvidersProps) {
  const language = resolveLanguage(globals.language);
  const direction = globals.direction === 'ltr' || globals.direction === 'rtl' ? globals.direction : dirOf(language);
  const scheme = globals.colorScheme === 'dark' ? 'dark' : 'light';
  // Under test a query's own retries (the packages retry a failed load once or twice) come at once:
  // the error stories show their error state in a second, not after the backoff.
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, ...(TEST_MODE === undefined ? {} : { retryDelay: 0 }) } } }), []);
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
            <div style={{ padding: 16, minHeight: '100vh', background: screen ? APP_BACKGROUND[scheme] : 'var(--mantine-color-body)' }}>
              {children}
            </div>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/**
 * A routed screen's story (`parameters.route`), or any story of a package's `src/pages/` (the same
 * screens in their other states: loading, empty, error, the client role).
 */
function isScreen(parameters: Record<string, unknown>): boolean {
  return typeof parameters.route === 'string' || (typeof parameters.fileName === 'string' && /\/src\/pages\//.test(parameters.fileName));
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders globals={context.globals} screen={isScreen(context.parameters)}>
    <Story />
  </StoryProviders>
);

/** The rules the end-to-end axe checks use (WCAG 2.0–2.2 A and AA; best-practice rules are advice). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The story tests (vitest.config.ts) run each story in two modes, set here before it renders:
 * en-light and ar-dark, each a browser context with that locale and colour-scheme preference.
 * In Storybook itself the toolbar decides.
 */
const TEST_MODE = (import.meta.env as Record<string, string | undefined>).STORYBOOK_TEST_MODE;
const testGlobals =
  TEST_MODE === undefined
    ? undefined
    : {
        language: navigator.language.startsWith('ar') ? 'ar' : 'en',
        colorScheme: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
        direction: 'auto',
      };

/**
 * A story that logs a console error fails its test: a missing key, a failed prop type, a React
 * warning and an unhandled request all show up there first. The errors are collected while the
 * story renders and plays, and reported after it.
 */
const consoleErrors: string[] = [];
const originalError = console.error.bind(console);
const failOnConsoleError: NonNullable<Preview['beforeEach']> = () => {
  consoleErrors.length = 0;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
    originalError(...args);
  };
  return () => {
    console.error = originalError;
  };
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader],
  beforeEach: TEST_MODE === undefined ? undefined : failOnConsoleError,
  afterEach: TEST_MODE === undefined
    ? undefined
    : () => {
        if (consoleErrors.length > 0) throw new Error(`the story logged ${consoleErrors.length} console error(s):\n${consoleErrors.join('\n')}`);
      },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // the toolbar's viewports: SPEC §9's phone, tablet and desktop widths
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    // 'error': a violation fails the story's test (issue 35); the panel shows every result
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
  },
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
  initialGlobals: testGlobals ?? { colorScheme: 'light', language: 'en', direction: 'auto' },
};

export default preview;
