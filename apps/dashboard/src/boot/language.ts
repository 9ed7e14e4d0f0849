import { resolveLanguage, type Language } from '@atrium/i18n';

// Until the settings model lands (shell issue), the language lives under one key; a corrupt
// value falls back to English.
const KEY = 'atrium-language';

export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(KEY));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    /* private mode: the choice lasts for this visit only */
  }
}
