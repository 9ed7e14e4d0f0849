/** The i18n namespace of this feature (also its feature id). */
export const DASHBOARDS_NAMESPACE = 'dashboards';
/** The CASL subject the dashboards check (the shell's menu uses it too). */
export const DASHBOARDS_SUBJECT = 'Analytics';
