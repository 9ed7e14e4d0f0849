// Feature translations (FeatureModule.locales) load when a screen first asks for its namespace
// (`useTranslation(ns)` suspends meanwhile), not at boot; the menu's titles come from the small
// nav-strings namespace. A language switch loads every namespace in use before it happens, so a
// page is never shown half in the old language. The feature list is imported lazily, and not
// at all for the sign-in pages' namespace: /login loads the auth module alone (issue 16: JS on
// the wire). A map from every namespace to its own module was measured and dropped: it split
// each feature's module into a chunk of its own, 9 more requests and 4 kB more on the landing.
import { ensureCommonLocale, type Language } from '@atrium/i18n';
import type { i18n as I18n } from 'i18next';
import { NAV_STRINGS_NAMESPACE, navStringLoaders } from './i18n/nav-strings';

export async function loadFeatureNamespace(language: Language, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === NAV_STRINGS_NAMESPACE) return navStringLoaders[language]();
  const feature =
    namespace === 'auth'
      ? (await import('@atrium/auth/module')).authModule
      : (await import('./features')).features.find((m) => m.id === namespace);
  const load = feature?.locales?.[language];
  return load ? load() : {};
}

/** Everything a language needs (common, then the namespaces in use), then the switch itself. */
export async function changeAppLanguage(i18n: I18n, language: unknown): Promise<void> {
  const lng = await ensureCommonLocale(i18n, language);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
