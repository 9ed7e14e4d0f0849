// The app's instance: English (the fallback) ships in the entry chunk; Arabic and Hebrew load
// on demand, before the first render when stored, or before a switch, so the entry stays small
// and no untranslated frame is ever shown.
import type { i18n as I18n, ResourceKey, ResourceLanguage } from 'i18next';
import { COMMON_NAMESPACE, initInstance, type CreateI18nOptions } from './instance';
import { resolveLanguage, type Language } from './languages';
import en from './locales/en.json';

type Bundle = Exclude<ResourceKey, string>;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Bundle }>> = {
  ar: () => import('./locales/ar.json'),
  he: () => import('./locales/he.json'),
};

export async function loadCommonLocale(language: Language): Promise<Bundle> {
  if (language === 'en') return en;
  return (await loaders[language]()).default;
}

/** Adds the common namespace for `language` to the instance if it is not there yet. */
export async function ensureCommonLocale(instance: I18n, language: unknown): Promise<Language> {
  const lng = resolveLanguage(language);
  if (!instance.hasResourceBundle(lng, COMMON_NAMESPACE)) {
    instance.addResourceBundle(lng, COMMON_NAMESPACE, await loadCommonLocale(lng), true, false);
  }
  return lng;
}

/** Loads the language's bundle, then switches; a failed load leaves the language as it was. */
export async function switchLanguage(instance: I18n, language: unknown): Promise<void> {
  const lng = await ensureCommonLocale(instance, language);
  if (instance.language !== lng) await instance.changeLanguage(lng);
}

export async function createLazyI18n({ language, resources, loadNamespace }: CreateI18nOptions = {}): Promise<I18n> {
  const lng = resolveLanguage(language);
  const common: Partial<Record<Language, ResourceLanguage>> = { en: { [COMMON_NAMESPACE]: en } };
  if (lng !== 'en') common[lng] = { [COMMON_NAMESPACE]: await loadCommonLocale(lng) };
  return initInstance(common, { language: lng, resources, loadNamespace });
}
