// Storybook's shared i18n instance only knows the common namespace; this adds this feature's
// bundles (idempotently, before the story renders) so stories show real text in all languages.
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

const bundles = { en, ar, he };

function Locales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'invoice')) i18n.addResourceBundle(language, 'invoice', bundle, true, false);
  }
  return children;
}

export const withLocales: Decorator = (Story) => (
  <Locales>
    <Story />
  </Locales>
);

/** Holds a page's URL state in the story, so filters, sorting and paging work as in the app. */
export function WithSearch<S>({ initial, render }: { initial: S; render: (search: S, onSearchChange: (patch: Partial<S>) => void) => ReactNode }) {
  const [search, setSearch] = useState(initial);
  return render(search, (patch) => setSearch((s) => ({ ...s, ...patch })));
}
