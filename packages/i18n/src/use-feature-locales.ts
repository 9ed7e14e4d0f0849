// Makes sure a feature's translations are loaded before its page renders (suspends until then).
// The shell preloads registered features' namespaces; this keeps a page correct when it is shown
// before that (a deep link, a language switch, a story).
import type { ResourceStore } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace } from './instance';
import { resolveLanguage, type Language } from './languages';

/** The part of a feature module (`defineFeature`) this hook reads: its namespace and lazy bundles. */
export interface FeatureLocales {
  id: string;
  locales?: Partial<Record<Language, () => Promise<Record<string, unknown>>>> | undefined;
}

// Keyed by the instance's resource store: react-i18next hands out a new wrapper object around the
// same instance on some renders, so the wrapper itself is no stable key.
const pending = new WeakMap<ResourceStore, Map<string, Promise<void>>>();

export function useFeatureLocales(feature: FeatureLocales): void {
  const { i18n } = useTranslation();
  const lng = resolveLanguage(i18n.language);
  const byInstance = pending.get(i18n.store) ?? new Map<string, Promise<void>>();
  pending.set(i18n.store, byInstance);
  // Keyed by feature and language, not by what is missing: when React replays the render after the
  // promise settles, the hook must call use() again with the same promise (React requires it).
  const key = `${feature.id}:${lng}`;
  let promise = byInstance.get(key);
  if (!promise) {
    const wanted = lng === 'en' ? (['en'] as const) : (['en', lng] as const);
    const missing = wanted.filter((l) => !i18n.hasResourceBundle(l, feature.id));
    if (missing.length === 0) return;
    promise = Promise.all(
      missing.map((l) => {
        const load = feature.locales?.[l];
        return load ? addNamespace(i18n, feature.id, l, load) : Promise.resolve();
      }),
    ).then(() => undefined);
    byInstance.set(key, promise);
  }
  use(promise);
}
