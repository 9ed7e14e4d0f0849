import { sendEmailBodySchema, updateEmailsBodySchema, type Email, type EmailsMeta, type EmailsQuery, type EmailsResponse } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { nextId, ok, validate, type Outcome } from './common';
import type { AccountRef } from './pages';
import { chatOf } from './chat';

/** The demo admin (admin@demo.com): the seed's sample mailbox, `db.emails`, is theirs (decision 0022). */
export { DEMO_MAILBOX_OWNER } from '@atrium/domain';
import { DEMO_MAILBOX_OWNER } from '@atrium/domain';

const ownerKey = (account: AccountRef) => `${account.principal}:${account.userId}`;

/**
 * The account's own mailbox: the demo admin's is the seed's sample (`db.emails`), every other
 * account's is in `db.mailboxes` under `${principal}:${id}`, empty until it sends or saves a draft.
 */
export function mailboxOf(db: Db, account: AccountRef): Email[] {
  const key = ownerKey(account);
  if (key === ownerKey(DEMO_MAILBOX_OWNER)) return db.emails;
  db.mailboxes ??= {};
  return db.mailboxes[key] ?? [];
}

function ownMailbox(db: Db, account: AccountRef): Email[] {
  const key = ownerKey(account);
  if (key === ownerKey(DEMO_MAILBOX_OWNER)) return db.emails;
  db.mailboxes ??= {};
  return (db.mailboxes[key] ??= []);
}

/** Every mailbox's emails: ids are unique across accounts (the server draws them from one sequence). */
function everyEmail(db: Db): Email[] {
  return [...db.emails, ...Object.values(db.mailboxes ?? {}).flat()];
}

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

export function listEmails(db: Db, query: EmailsQuery, account: AccountRef = DEMO_MAILBOX_OWNER): EmailsResponse {
  const mailbox = mailboxOf(db, account);
  const inFolder = mailbox.filter((e) => inView(e, query));
  const matching = filterByQuery(inFolder, query.q, (e) => [e.from.name, e.subject]);
  const newest = [...matching].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return { emails: newest, emailsMeta: emailsMeta(mailbox) };
}

/** With a label: toggles it on each email (adds if absent, removes if present). Else merges `data`. */
export function updateEmails(db: Db, body: unknown, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<void> {
  const parsed = validate(updateEmailsBodySchema, body);
  if (!parsed.ok) return parsed;
  const { ids, data, label } = parsed.value;
  const wanted = new Set(ids);
  // another account's ids are not in this mailbox: they are skipped, as unknown ids are
  for (const email of mailboxOf(db, account)) {
    if (!wanted.has(email.id)) continue;
    if (label !== undefined) {
      email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
    } else {
      Object.assign(email, data);
    }
  }
  return ok(undefined);
}

const ME_ADDRESS = 'johndoe@atrium.example';

/** "jane.doe@x.com" -> "Jane Doe": the composer sends bare addresses, the list shows names. */
function nameFromAddress(address: string): string {
  const local = address.split('@')[0] ?? address;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ') || address;
}

/**
 * Stores a composed email: in sent (read, from "me"), or in drafts with `draft: true`.
 * With `draftId` the draft is replaced in place, so saving twice or sending a draft never
 * leaves a stale copy behind.
 */
export function sendEmail(db: Db, body: unknown, now = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<Email> {
  const parsed = validate(sendEmailBodySchema, body);
  if (!parsed.ok) return parsed;
  const { to, cc, bcc, subject, message, attachments, draft, draftId } = parsed.value;
  const mailbox = ownMailbox(db, account);
  const previous = draftId === undefined ? -1 : mailbox.findIndex((e) => e.id === draftId && e.folder === 'draft');
  const email: Email = {
    id: previous === -1 ? nextId(everyEmail(db)) : (mailbox[previous]?.id ?? nextId(everyEmail(db))),
    to: to.map((address) => ({ email: address, name: nameFromAddress(address) })),
    // the account's own picture (its chat profile's)
    from: { email: ME_ADDRESS, name: 'me', avatar: chatOf(db, account)?.person.avatar ?? '' },
    subject,
    cc,
    bcc,
    message,
    attachments: attachments.map(({ fileName, size, url }) => ({ fileName, size, url, thumbnail: '' })),
    isStarred: false,
    labels: [],
    time: now.toISOString(),
    replies: [],
    folder: draft ? 'draft' : 'sent',
    isRead: true,
    isDeleted: false,
  };
  if (previous === -1) mailbox.push(email);
  else mailbox[previous] = email;
  if (!draft) deliver(db, email, [...to, ...cc, ...bcc], account);
  return ok(email);
}

/** The accounts an address reaches, in this order: the sign-in, then the user of /apps/users with that email (any case). */
function accountsAt(db: Db, address: string): AccountRef[] {
  const lower = address.trim().toLowerCase();
  return [
    ...db.loginUsers.filter((u) => u.email.toLowerCase() === lower).map((u): AccountRef => ({ principal: 'login', userId: u.id })),
    ...db.users.filter((u) => u.email.toLowerCase() === lower).map((u): AccountRef => ({ principal: 'user', userId: u.id })),
  ];
}

/** Who an account is as a sender: its own address and name (the sign-in's, or the user's). */
function senderOf(db: Db, account: AccountRef): { email: string; name: string } {
  const found = account.principal === 'login' ? db.loginUsers.find((u) => u.id === account.userId) : db.users.find((u) => u.id === account.userId);
  return found ? { email: found.email, name: found.fullName } : { email: ME_ADDRESS, name: 'me' };
}

/**
 * A sent email lands in the inbox of every account whose address it names (to, cc or bcc), once
 * per account, unread, from the sender's own address and name; a copy never shows the bcc list.
 * Addresses outside the product reach no one. The server does the same in the send's transaction.
 */
function deliver(db: Db, sent: Email, addresses: readonly string[], sender: AccountRef): void {
  const from = { ...senderOf(db, sender), avatar: sent.from.avatar };
  const seen = new Set<string>();
  for (const address of addresses) {
    for (const account of accountsAt(db, address)) {
      const key = ownerKey(account);
      if (seen.has(key)) continue;
      seen.add(key);
      ownMailbox(db, account).push({ ...structuredClone(sent), id: nextId(everyEmail(db)), from, bcc: [], folder: 'inbox', isRead: false });
    }
  }
}
