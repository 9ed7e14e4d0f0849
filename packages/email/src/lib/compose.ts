// Composer rules shared by the form and its tests: the form schema (addresses checked with the
// contract's own address schema, so client and server agree) and reply/forward prefills.
import { composeAddressSchema, type Email } from '@atrium/api';
import { z } from 'zod';
import { sanitizeEmailHtml } from './sanitize';

export interface ComposeAttachment {
  fileName: string;
  size: string;
  url: string;
}

export interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: ComposeAttachment[];
}

export interface ComposeInitial extends Partial<ComposeValues> {
  /** editing an existing draft */
  draftId?: number | undefined;
}

export const EMPTY_COMPOSE: ComposeValues = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] };

export function invalidAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((a) => !composeAddressSchema.safeParse(a).success);
}

/** Error keys (in the email namespace) per field; empty when the email can be sent. */
export function validateCompose(values: ComposeValues): Partial<Record<'to' | 'cc' | 'bcc', string>> {
  const errors: Partial<Record<'to' | 'cc' | 'bcc', string>> = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    if (invalidAddresses(values[field]).length > 0) errors[field] = 'compose.errors.invalidAddress';
  }
  if (!errors.to && values.to.length + values.cc.length + values.bcc.length === 0) errors.to = 'compose.errors.recipientRequired';
  return errors;
}

export const composeSubjectSchema = z.string().max(998);

function prefixed(prefix: string, subject: string): string {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function replyTo(email: Email, quoteLabel: string): ComposeInitial {
  const quoted = sanitizeEmailHtml(email.message).html;
  return {
    to: [email.folder === 'sent' ? (email.to[0]?.email ?? '') : email.from.email].filter(Boolean),
    subject: prefixed('Re:', email.subject),
    message: `<p></p><p>${escapeHtml(quoteLabel)}</p><blockquote>${quoted}</blockquote>`,
  };
}

export function forwardOf(email: Email, headerLabel: string): ComposeInitial {
  const quoted = sanitizeEmailHtml(email.message).html;
  return {
    subject: prefixed('Fwd:', email.subject),
    message: `<p></p><p>${escapeHtml(headerLabel)}</p><blockquote>${quoted}</blockquote>`,
    attachments: email.attachments.map(({ fileName, size, url }) => ({ fileName, size, url })),
  };
}

/** Small files travel as data: URLs so the demo can download them back; big ones by name only. */
export const INLINE_ATTACHMENT_LIMIT = 256 * 1024;
export const MAX_ATTACHMENT_SIZE = 10 * 1024 * 1024;
