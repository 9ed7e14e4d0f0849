/** The i18n namespace of this feature (also its feature id). */
export const PAGES_NAMESPACE = 'pages';
/** The CASL subject the pages routes check (admins manage all). */
export const PAGES_SUBJECT = 'Pages';
