// Storybook decorator: loads this package's namespace into the preview's i18n instance.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

const BUNDLES = { en, ar, he } as const;

export function WithLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [lng, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, 'dashboards')) i18n.addResourceBundle(lng, 'dashboards', bundle);
  }
  return <>{children}</>;
}
