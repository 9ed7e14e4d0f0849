/** The i18n namespace of this feature (also its feature id). */
export const SHOWCASE_NAMESPACE = 'showcase';
/** The CASL subject the showcase routes check (admins manage all). */
export const SHOWCASE_SUBJECT = 'Pages';
