// The eager instance for tests and Storybook: every language's common bundle, synchronously.
// Apart from instance.ts so the app's lazy instance (lazy.ts) never bundles Arabic and Hebrew.
import type { i18n as I18n, Resource } from 'i18next';
import { initInstance, type CreateI18nOptions } from './instance';
import ar from './locales/ar.json';
import en from './locales/en.json';
import he from './locales/he.json';

export const commonResources = { en: { common: en }, ar: { common: ar }, he: { common: he } } satisfies Resource;

/**
 * A fresh, synchronously initialised i18next instance with the shell's common namespace.
 * Tests and Storybook create their own; the app creates one at boot.
 */
export function createI18n({ language, resources = {} }: CreateI18nOptions = {}): I18n {
  return initInstance(commonResources, { language, resources });
}

