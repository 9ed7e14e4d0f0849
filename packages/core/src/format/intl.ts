// Intl formatters are costly to build and cheap to reuse: one per (kind, locale, options).
type AnyFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

const cache = new Map<string, AnyFormat>();

export function memo<T extends AnyFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/**
 * The digits every screen writes, in every language: Latin 0-9 (decision, issue 21). This is the
 * one place it is chosen. Why Latin for Arabic: it is CLDR's default for `ar` (what Intl gives for
 * a bare "ar"), it is what Gulf and Levant retail and banking UIs commonly show, it matches the
 * Latin digits of Hebrew and of the figures people type (amounts, phone numbers, ids), and it keeps
 * ids, money and dates copy-pasteable between languages. Without pinning it, a regional tag
 * ("ar-EG", "ar-SA") or another ICU would switch to Arabic-Indic digits (١٢٣) on some screens only.
 * Change it to 'arab' here (and nowhere else) to write Arabic-Indic digits in Arabic.
 */
export const NUMBERING_SYSTEM = 'latn';

const locales = new Map<string, string>();

/**
 * A usable BCP 47 tag for Intl: the user's language as given, with the app's numbering system
 * (`-u-nu-latn`), or English when it is empty or malformed. Remembered per language: every
 * formatted number asks for it, and building an Intl.Locale each time was a visible part of the
 * landing dashboard's render (issue 16).
 */
export function toLocale(locale: string | undefined): string {
  const key = locale ?? '';
  let tag = locales.get(key);
  if (tag === undefined) {
    tag = resolveLocale(locale);
    locales.set(key, tag);
  }
  return tag;
}

function resolveLocale(locale: string | undefined): string {
  if (!locale) return resolveLocale('en');
  try {
    const tag = Intl.getCanonicalLocales(locale)[0];
    if (!tag) return resolveLocale('en');
    return new Intl.Locale(tag, { numberingSystem: NUMBERING_SYSTEM }).toString();
  } catch {
    return locale === 'en' ? 'en' : resolveLocale('en');
  }
}
