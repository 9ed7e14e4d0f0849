// Money in a right-to-left language, drawn as the language writes it (decision 0017).

/** Languages written right to left (primary subtags). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ps', 'sd', 'ckb', 'dv', 'ug']);

/** Whether `locale`'s language is written right to left ("ar", "he-IL"). */
export function isRightToLeft(locale: string | undefined): boolean {
  return RTL_LANGUAGES.has((locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '');
}

const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

/**
 * A currency written in Latin letters with its sign ("US$", "JP¥", "UK£", "AED"), not letters that
 * follow a digit (a compact "1.2M" stays one left-to-right run with its number).
 */
const LATIN_CURRENCY = /(?<![\d.,A-Za-z\p{Sc}])\p{Sc}*[A-Za-z]+\p{Sc}*/gu;

/**
 * A formatted amount ready to sit in any line of a right-to-left page: the language's own order
 * (Intl's: the number, then the currency, "1,234.50 US$", "14.1 مليون US$", "1,234.50 ₪"), drawn
 * right to left as one isolate (RLI … PDI) so the text around it neither pulls it apart nor is
 * pulled by it, and a Latin currency ("US$") isolated left to right inside it, so it never reads
 * "$US". A left-to-right language's amount is returned as it is.
 */
export function isolateMoney(text: string, locale: string | undefined): string {
  if (!isRightToLeft(locale)) return text;
  return `${RLI}${text.replace(LATIN_CURRENCY, (run) => `${LRI}${run}${PDI}`)}${PDI}`;
}
