// Story helpers the feature packages share. Storybook's shared i18n instance only knows the common
// namespace; `withNamespaceBundles` adds a feature's bundles (idempotently, before the story
// renders) so stories show real text in all languages. No Storybook import: a decorator is a
// function of the story component, which is all these need.
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NamespaceBundles = Partial<Record<'en' | 'ar' | 'he', Record<string, unknown>>>;

function NamespaceBundlesLoader({ namespace, bundles, children }: { namespace: string; bundles: NamespaceBundles; children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
  return children;
}

/** A story decorator that adds `bundles` under `namespace` to the story's i18n instance. */
export function withNamespaceBundles(namespace: string, bundles: NamespaceBundles) {
  return function withBundles(Story: ComponentType): ReactElement {
    return (
      <NamespaceBundlesLoader namespace={namespace} bundles={bundles}>
        <Story />
      </NamespaceBundlesLoader>
    );
  };
}

/** Holds a page's URL state in the story, so filters, sorting and paging work as in the app. */
export function WithSearch<S>({ initial, render }: { initial: S; render: (search: S, onSearchChange: (patch: Partial<S>) => void) => ReactNode }) {
  const [search, setSearch] = useState(initial);
  return render(search, (patch) => setSearch((s) => ({ ...s, ...patch })));
}
