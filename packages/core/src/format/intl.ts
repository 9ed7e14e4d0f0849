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

/** A usable BCP 47 tag for Intl: the user's language as given, or English when it is empty or malformed. */
export function toLocale(locale: string | undefined): string {
  if (!locale) return 'en';
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
