// Feature translations (FeatureModule.locales) load per language, next to the common bundle,
// so a language switch never shows a page half in the old language.
import type { FeatureModule } from '@atrium/core';
import { addNamespace, ensureCommonLocale, resolveLanguage } from '@atrium/i18n';
import type { i18n as I18n } from 'i18next';

export async function loadFeatureNamespaces(i18n: I18n, modules: readonly FeatureModule[], language: unknown): Promise<void> {
  const lng = resolveLanguage(language);
  // English is the fallback, so its bundles are always wanted too.
  const languages = lng === 'en' ? (['en'] as const) : (['en', lng] as const);
  await Promise.all(
    modules.flatMap((m) =>
      languages.flatMap((l) => {
        const load = m.locales?.[l];
        return load ? [addNamespace(i18n, m.id, l, load)] : [];
      }),
    ),
  );
}

/** Everything a language needs, then the switch itself. */
export async function changeAppLanguage(i18n: I18n, modules: readonly FeatureModule[], language: unknown): Promise<void> {
  const lng = await ensureCommonLocale(i18n, language);
  await loadFeatureNamespaces(i18n, modules, lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
