export type Direction = 'ltr' | 'rtl';

export const LANGUAGES = [
  { code: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'ar', dir: 'rtl', nativeName: 'العربية' },
  { code: 'he', dir: 'rtl', nativeName: 'עברית' },
] as const satisfies ReadonlyArray<{ code: string; dir: Direction; nativeName: string }>;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** A stored or requested language, or English when it is missing or unknown. */
export function resolveLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  if (typeof value === 'string') {
    const base = value.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function dirOf(language: string): Direction {
  return LANGUAGES.find((l) => l.code === resolveLanguage(language))?.dir ?? 'ltr';
}
