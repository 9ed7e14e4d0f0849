/** The i18n namespace of this feature (also its feature id). */
export const AUTH_NAMESPACE = 'auth';
