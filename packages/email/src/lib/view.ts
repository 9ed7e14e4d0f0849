// Which mailbox view a URL names, and the URL of a view. /apps/email/{x} is ambiguous (SPEC §2
// lists both /{filter} and /{label} at that depth), so one param route decides by value: the
// folders and views win, then labels, anything else falls back to the inbox.
import { EMAIL_FILTERS, EMAIL_LABELS, type EmailFilter, type EmailLabel } from '@atrium/api';

export interface MailboxView {
  filter?: EmailFilter | undefined;
  label?: EmailLabel | undefined;
}

export interface EmailSearch {
  q?: string | undefined;
  /** the open message */
  id?: number | undefined;
}

export const EMAIL_BASE_PATH = '/apps/email';

export function isEmailFilter(value: string): value is EmailFilter {
  return (EMAIL_FILTERS as readonly string[]).includes(value);
}

export function isEmailLabel(value: string): value is EmailLabel {
  return (EMAIL_LABELS as readonly string[]).includes(value);
}

export function viewFromSegment(segment: string): MailboxView {
  if (isEmailFilter(segment)) return { filter: segment };
  if (isEmailLabel(segment)) return { label: segment };
  return {};
}

/** The canonical path of a view: /apps/email, /apps/email/filter/{f} or /apps/email/label/{l}. */
export function emailPath(view: MailboxView, search: EmailSearch = {}): string {
  let path = EMAIL_BASE_PATH;
  if (view.label) path += `/label/${view.label}`;
  else if (view.filter && view.filter !== 'inbox') path += `/filter/${view.filter}`;
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.id !== undefined) params.set('id', String(search.id));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function sameView(a: MailboxView, b: MailboxView): boolean {
  return (a.filter ?? (a.label ? undefined : 'inbox')) === (b.filter ?? (b.label ? undefined : 'inbox')) && a.label === b.label;
}
