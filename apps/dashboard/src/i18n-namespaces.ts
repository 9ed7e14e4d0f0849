// Feature translations (FeatureModule.locales) load when a screen first asks for its namespace
// (`useTranslation(ns)` suspends meanwhile), not at boot; the menu's titles come from the small
// nav-strings namespace. A language switch loads every namespace in use before it happens, so a
// page is never shown half in the old language. The feature list is not imported here: each
// namespace loads from its own feature's module (i18n/namespace-modules.ts), so the login page
// downloads the auth module alone.
import { ensureCommonLocale, type Language } from '@atrium/i18n';
import type { i18n as I18n } from 'i18next';
import { namespaceModules } from './i18n/namespace-modules';
import { NAV_STRINGS_NAMESPACE, navStringLoaders } from './i18n/nav-strings';

export async function loadFeatureNamespace(language: Language, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === NAV_STRINGS_NAMESPACE) return navStringLoaders[language]();
  const feature = Object.hasOwn(namespaceModules, namespace) ? await namespaceModules[namespace]?.() : undefined;
  const load = feature?.locales?.[language];
  return load ? load() : {};
}

/** Everything a language needs (common, then the namespaces in use), then the switch itself. */
export async function changeAppLanguage(i18n: I18n, language: unknown): Promise<void> {
  const lng = await ensureCommonLocale(i18n, language);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
