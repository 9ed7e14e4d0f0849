export * from './format';
export { commonResources, createI18n } from './eager';
export { addNamespace, applyDocumentLanguage, COMMON_NAMESPACE, type CreateI18nOptions, type NamespaceLoader } from './instance';
export { createLazyI18n, ensureCommonLocale, loadCommonLocale, switchLanguage } from './lazy';
export { DEFAULT_LANGUAGE, dirOf, isLanguage, LANGUAGES, resolveLanguage, type Direction, type Language } from './languages';
export { useFeatureLocales, type FeatureLocales } from './use-feature-locales';
export { seededNameKey, useSeededName } from './seeded-names';
