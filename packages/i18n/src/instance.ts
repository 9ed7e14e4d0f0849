import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, dirOf, LANGUAGES, type Language, resolveLanguage } from './languages';

export const COMMON_NAMESPACE = 'common';

export interface CreateI18nOptions {
  language?: unknown;
  /** extra namespaces, e.g. from feature modules, already loaded */
  resources?: Resource;
  /**
   * Loads a namespace the first time a screen asks for it (`useTranslation(ns)` suspends until
   * it is there, and a language switch loads every namespace in use first). Returns undefined
   * for a namespace it does not know.
   */
  loadNamespace?: NamespaceLoader;
}

export type NamespaceLoader = (language: Language, namespace: string) => Promise<Record<string, unknown>> | undefined;

/** An i18next backend over `load`: nothing is fetched by URL, bundles come from lazy imports. */
function lazyBackend(load: NamespaceLoader) {
  return {
    type: 'backend' as const,
    init() {},
    read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | boolean) => void) {
      const pending = load(resolveLanguage(language), namespace);
      if (!pending) {
        callback(null, {});
        return;
      }
      pending.then(
        (data) => callback(null, data),
        (error: unknown) => callback(error, false),
      );
    },
  };
}

/** Shared set-up for the eager (tests, Storybook) and lazy (app) instances. */
export function initInstance(common: Partial<Record<Language, Resource[string]>>, { language, resources = {}, loadNamespace }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  if (loadNamespace) instance.use(lazyBackend(loadNamespace));
  const merged: Resource = {};
  for (const { code } of LANGUAGES) {
    const own = common[code];
    if (own || resources[code]) merged[code] = { ...(own ?? {}), ...(resources[code] ?? {}) };
  }
  void instance.use(initReactI18next).init({
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: [COMMON_NAMESPACE, ...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))],
    defaultNS: COMMON_NAMESPACE,
    resources: merged,
    // bundled resources (common) and lazily loaded ones (features) side by side
    partialBundledLanguages: Boolean(loadNamespace),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Loads a feature's translations for a language into the instance (idempotent). */
export async function addNamespace(
  instance: I18n,
  namespace: string,
  language: Language,
  load: () => Promise<Record<string, unknown>>,
): Promise<void> {
  if (instance.hasResourceBundle(language, namespace)) return;
  const bundle = await load();
  instance.addResourceBundle(language, namespace, bundle, true, false);
}

/** Sets `<html lang dir>` to the instance's language. */
export function applyDocumentLanguage(language: string, doc: Document = document): void {
  const lng = resolveLanguage(language);
  doc.documentElement.lang = lng;
  doc.documentElement.dir = dirOf(lng);
}
