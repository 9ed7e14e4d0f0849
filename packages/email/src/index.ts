import { useFeatureLocales } from '@atrium/i18n';
import { emailModule } from './module';
export { emailModule, emailNav, EMAIL_SUBJECT } from './module';
/** Suspends until this feature's translations are loaded (see `useFeatureLocales` in @atrium/i18n). */
export const useEmailLocales = (): void => useFeatureLocales(emailModule);
export { EMAIL_NAMESPACE } from './namespace';

export { EmailPage, type EmailPageProps } from './pages/email-page';

export { EmailList, type BulkAction, type EmailListProps } from './components/email-list/email-list';
export { EmailSidebar, type EmailSidebarProps } from './components/email-sidebar/email-sidebar';
export { EmailView, type EmailViewProps } from './components/email-view/email-view';
export { EmailBody } from './components/email-view/email-body';

export { emailKeys, emailsQuery, useSendEmail, useUpdateEmails } from './api/queries';
export { htmlToText, sanitizeEmailHtml, type SanitizedEmail } from './lib/sanitize';
export {
  EMAIL_BASE_PATH,
  emailPath,
  isEmailFilter,
  isEmailLabel,
  sameView,
  viewFromSegment,
  type EmailSearch,
  type MailboxView,
} from './lib/view';
export { emailSearchSchema } from './lib/search-schema';
