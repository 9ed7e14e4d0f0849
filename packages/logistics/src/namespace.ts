/** The i18n namespace of this feature (also its feature id). */
export const LOGISTICS_NAMESPACE = 'logistics';
/** The CASL subject the logistics routes check. */
export const LOGISTICS_SUBJECT = 'Logistics';
