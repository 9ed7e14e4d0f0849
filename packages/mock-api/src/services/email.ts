import { updateEmailsBodySchema, type Email, type EmailsMeta, type EmailsQuery, type EmailsResponse } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
import { ok, validate, type Outcome } from './common';

function inView(email: Email, { filter, label }: EmailsQuery): boolean {
  if (filter === 'trashed') return email.isDeleted && (label === undefined || email.labels.includes(label));
  if (email.isDeleted) return false;
  if (label !== undefined && !email.labels.includes(label)) return false;
  if (filter === 'starred') return email.isStarred;
  // a label view spans every folder; otherwise the folder defaults to the inbox
  if (filter === undefined) return label !== undefined || email.folder === 'inbox';
  return email.folder === filter;
}

export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  const live = emails.filter((e) => !e.isDeleted);
  return {
    inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    draft: live.filter((e) => e.folder === 'draft').length,
    spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
    star: live.filter((e) => e.isStarred).length,
  };
}

export function listEmails(db: Db, query: EmailsQuery): EmailsResponse {
  const inFolder = db.emails.filter((e) => inView(e, query));
  const matching = filterByQuery(inFolder, query.q, (e) => [e.from.name, e.subject]);
  const newest = [...matching].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return { emails: newest, emailsMeta: emailsMeta(db.emails) };
}

/** With a label: toggles it on each email (adds if absent, removes if present). Else merges `data`. */
export function updateEmails(db: Db, body: unknown): Outcome<void> {
  const parsed = validate(updateEmailsBodySchema, body);
  if (!parsed.ok) return parsed;
  const { ids, data, label } = parsed.value;
  const wanted = new Set(ids);
  for (const email of db.emails) {
    if (!wanted.has(email.id)) continue;
    if (label !== undefined) {
      email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
    } else {
      Object.assign(email, data);
    }
  }
  return ok(undefined);
}
