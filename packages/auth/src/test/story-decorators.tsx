// Storybook's shared i18n instance only knows the common namespace; this adds the auth bundles
// (idempotently, before the story renders) so the stories show real text in all three languages.
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../namespace';
import { authResources } from './resources';

function AuthLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [language, bundles] of Object.entries(authResources)) {
    if (!i18n.hasResourceBundle(language, AUTH_NAMESPACE)) i18n.addResourceBundle(language, AUTH_NAMESPACE, bundles.auth, true, false);
  }
  return children;
}

export const withAuthLocales: Decorator = (Story) => (
  <AuthLocales>
    <Story />
  </AuthLocales>
);
