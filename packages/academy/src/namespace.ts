/** The i18n namespace of this feature (also its feature id). */
export const ACADEMY_NAMESPACE = 'academy';
/** The CASL subject the academy routes check. */
export const ACADEMY_SUBJECT = 'Academy';
