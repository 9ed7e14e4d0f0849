// Storybook decorator: loads this feature's strings into the preview's i18n instance.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { insightsResources } from './render';

export function WithInsightsLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [lang, bundle] of Object.entries(insightsResources)) {
    if (!i18n.hasResourceBundle(lang, 'insights')) i18n.addResourceBundle(lang, 'insights', bundle.insights, true, false);
  }
  return <>{children}</>;
}
