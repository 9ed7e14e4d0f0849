/** The i18n namespace of this feature (also its feature id). */
export const CALENDAR_NAMESPACE = 'calendar';
