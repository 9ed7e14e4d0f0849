// Each account's mailbox in SQL (decision 0022): the list and its counts as one statement over the
// account's rows, a bulk update touching only the named rows of that mailbox, and a send (or a
// draft saved) as one transaction. The answers are the mock's services' (`listEmails`,
// `updateEmails`, `sendEmail` in @atrium/mock-api) for the same mailbox.
import type { Email, EmailAttachment, EmailAddress, EmailReply, EmailsQuery, EmailsResponse, sendEmailBodySchema, updateEmailsBodySchema } from '@atrium/api';
import { normalizeQuery } from '@atrium/core';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../db/client';
import type { Executor } from '../db/executor';

/** Whose mailbox: a demo login or a sample user (the session's principal and id). */
export interface MailboxOwner {
  principal: 'login' | 'user';
  userId: number;
}

/** The address the seed's mail is written to and sent from (the mock's `sendEmail` uses the same). */
export const MAILBOX_ADDRESS = 'johndoe@atrium.example';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's rows: `login_id = …` or `user_id = …` (each served by its own indexes). */
export function ownedBy(owner: MailboxOwner, alias = 'e'): SQL {
  const column = sql.raw(`${alias}.${owner.principal === 'login' ? 'login_id' : 'user_id'}`);
  return sql`${column} = ${owner.userId}`;
}

/** The view's condition, as the mock's `inView` reads it. */
export function emailFilters(query: EmailsQuery, alias = 'e'): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  const { filter, label } = query;
  const hasLabel = label === undefined ? undefined : sql`${col('labels')} @> array[${label}]::text[]`;
  if (filter === 'trashed') {
    parts.push(sql`${col('is_deleted')}`);
    if (hasLabel) parts.push(hasLabel);
  } else {
    parts.push(sql`not ${col('is_deleted')}`);
    if (hasLabel) parts.push(hasLabel);
    if (filter === 'starred') parts.push(sql`${col('is_starred')}`);
    // a label view spans every folder; otherwise the folder defaults to the inbox
    else if (filter === undefined) {
      if (label === undefined) parts.push(sql`${col('folder')} = 'inbox'`);
    } else parts.push(sql`${col('folder')} = ${filter}`);
  }
  const term = normalizeQuery(query.q);
  if (term !== '') parts.push(sql`lower(${col('from_name')} || E'\\n' || ${col('subject')}) like ${`%${escapeLike(term)}%`}`);
  return sql.join(parts, sql` and `);
}

interface EmailRow {
  id: number;
  to_addresses: EmailAddress[] | string;
  from_email: string;
  from_name: string;
  from_avatar: string;
  subject: string;
  cc: string[] | string;
  bcc: string[] | string;
  message: string;
  attachments: EmailAttachment[] | string;
  is_starred: boolean;
  labels: string[] | string;
  time: string;
  folder: Email['folder'];
  is_read: boolean;
  is_deleted: boolean;
}

/** The columns of an email row, its time as the contract's ISO string (UTC, milliseconds). */
const EMAIL_COLUMNS = (alias: string) =>
  sql.raw(
    ['id', 'to_addresses', 'from_email', 'from_name', 'from_avatar', 'subject', 'cc', 'bcc', 'message', 'attachments', 'is_starred', 'labels', 'folder', 'is_read', 'is_deleted']
      .map((c) => `${alias}.${c}`)
      .concat(`to_char(${alias}.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time`)
      .join(', '),
  );

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A text[] as the driver returns it: an array (PGlite, node-postgres) or, inside JSON, an array too. */
const textArray = (value: string[] | string): string[] => (Array.isArray(value) ? value : parsed<string[]>(value));

function replyOf(row: EmailRow): EmailReply {
  return {
    id: row.id,
    to: parsed(row.to_addresses),
    from: { email: row.from_email, name: row.from_name, avatar: row.from_avatar },
    subject: row.subject,
    cc: textArray(row.cc),
    bcc: textArray(row.bcc),
    message: row.message,
    attachments: parsed(row.attachments),
    isStarred: row.is_starred,
    labels: textArray(row.labels) as Email['labels'],
    time: row.time,
    folder: row.folder,
    isRead: row.is_read,
    isDeleted: row.is_deleted,
  };
}

const emailOf = (row: EmailRow & { replies: EmailRow[] | string | null }): Email => ({ ...replyOf(row), replies: parsed(row.replies ?? []).map(replyOf) });

/** An email's replies, in order, as one JSON array (a correlated subquery beside each email). */
const REPLIES = sql.raw(
  `coalesce((select json_agg(json_build_object('id', r.id, 'to_addresses', r.to_addresses, 'from_email', r.from_email, 'from_name', r.from_name,
     'from_avatar', r.from_avatar, 'subject', r.subject, 'cc', r.cc, 'bcc', r.bcc, 'message', r.message, 'attachments', r.attachments,
     'is_starred', r.is_starred, 'labels', r.labels, 'folder', r.folder, 'is_read', r.is_read, 'is_deleted', r.is_deleted,
     'time', to_char(r.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.position, r.id)
   from emails r where r.reply_to_id = e.id), '[]'::json) as replies`,
);

/**
 * The owner's view, newest first (the id breaks ties, the order the mock keeps among equals), and
 * the mailbox's counts, in one statement. The contract's list has no pages (a mailbox's view is
 * answered whole, as the mock answers it); the counts are one aggregate over the same owner.
 */
export async function listEmails(ex: Executor, owner: MailboxOwner, query: EmailsQuery): Promise<EmailsResponse> {
  const rows = rowsOf<EmailRow & { replies: EmailRow[] | string | null; inbox: number; draft: number; spam: number; star: number; has_email: boolean }>(
    await ex.execute(sql`
      select m.inbox, m.draft, m.spam, m.star, page.*, page.id is not null as has_email
      from (
        select count(*) filter (where not c.is_deleted and c.folder = 'inbox' and not c.is_read)::int as inbox,
               count(*) filter (where not c.is_deleted and c.folder = 'draft')::int as draft,
               count(*) filter (where not c.is_deleted and c.folder = 'spam' and not c.is_read)::int as spam,
               count(*) filter (where not c.is_deleted and c.is_starred)::int as star
        from emails c where ${ownedBy(owner, 'c')} and c.reply_to_id is null
      ) m
      left join lateral (
        select ${EMAIL_COLUMNS('e')}, ${REPLIES}
        from emails e
        where ${ownedBy(owner)} and e.reply_to_id is null and ${emailFilters(query)}
        order by e.sent_at desc, e.id
      ) page on true`),
  );
  const first = rows[0];
  const emailsMeta = { inbox: Number(first?.inbox ?? 0), draft: Number(first?.draft ?? 0), spam: Number(first?.spam ?? 0), star: Number(first?.star ?? 0) };
  return { emails: rows.filter((r) => r.has_email).map(emailOf), emailsMeta };
}

/**
 * With a label: toggled on each named email of the mailbox (appended when absent, removed when
 * present); else `data` merged. Ids of another mailbox, or of no email, are skipped (as the mock
 * skips unknown ids): one statement, touching only the named rows.
 */
export async function updateEmails(ex: Executor, owner: MailboxOwner, body: z.output<typeof updateEmailsBodySchema>): Promise<void> {
  const { ids, data, label } = body;
  const sets: SQL[] = [];
  if (label !== undefined) {
    sets.push(sql`labels = case when ${label} = any(labels) then array_remove(labels, ${label}::text) else array_append(labels, ${label}::text) end`);
  } else {
    if (data.isStarred !== undefined) sets.push(sql`is_starred = ${data.isStarred}`);
    if (data.isRead !== undefined) sets.push(sql`is_read = ${data.isRead}`);
    if (data.isDeleted !== undefined) sets.push(sql`is_deleted = ${data.isDeleted}`);
    if (data.folder !== undefined) sets.push(sql`folder = ${data.folder}`);
  }
  if (sets.length === 0) return;
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await ex.execute(sql`update emails e set ${sql.join(sets, sql`, `)} where ${ownedBy(owner)} and e.reply_to_id is null and e.id in (${idList})`);
}

/** "jane.doe@x.com" -> "Jane Doe", as the mock's `sendEmail` names a bare address. */
function nameFromAddress(address: string): string {
  const local = address.split('@')[0] ?? address;
  return (
    local
      .split(/[._-]+/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join(' ') || address
  );
}

type SendInput = z.output<typeof sendEmailBodySchema>;

/**
 * Stores a composed email in the owner's mailbox: in sent (read, from "me"), or in drafts with
 * `draft: true`. With `draftId` naming one of the owner's drafts, that row becomes this email (its
 * id kept, its replies gone), so saving twice or sending a draft leaves no stale copy. Run it in a
 * transaction: the draft's row is locked for the replacement.
 */
export async function sendEmail(ex: Executor, owner: MailboxOwner, body: SendInput, senderAvatar: string, now: Date): Promise<Email> {
  const { to, cc, bcc, subject, message, attachments, draft, draftId } = body;
  const toAddresses = to.map((address) => ({ email: address, name: nameFromAddress(address) }));
  const kept = attachments.map(({ fileName, size, url }) => ({ fileName, size, url, thumbnail: '' }));
  const folder = draft ? 'draft' : 'sent';
  const owned = owner.principal === 'login' ? { login_id: owner.userId, user_id: null } : { login_id: null, user_id: owner.userId };
  const values = sql`${MAILBOX_ADDRESS}, 'me', ${senderAvatar}, ${JSON.stringify(toAddresses)}::jsonb, ${arrayLiteral(cc)}::text[], ${arrayLiteral(bcc)}::text[],
    ${subject}, ${message}, ${JSON.stringify(kept)}::jsonb, false, '{}'::text[], ${now.toISOString()}::timestamptz, ${folder}, true, false`;
  let id: number | undefined;
  if (draftId !== undefined) {
    const [previous] = rowsOf<{ id: number }>(
      await ex.execute(sql`select e.id from emails e where e.id = ${draftId} and ${ownedBy(owner)} and e.reply_to_id is null and e.folder = 'draft' for update`),
    );
    if (previous) {
      await ex.execute(sql`delete from emails where reply_to_id = ${previous.id}`);
      await ex.execute(sql`
        update emails set (from_email, from_name, from_avatar, to_addresses, cc, bcc, subject, message, attachments, is_starred, labels, sent_at, folder, is_read, is_deleted)
          = (${values}) where id = ${previous.id}`);
      id = previous.id;
    }
  }
  if (id === undefined) {
    const [made] = rowsOf<{ id: number }>(
      await ex.execute(sql`
        insert into emails (login_id, user_id, from_email, from_name, from_avatar, to_addresses, cc, bcc, subject, message, attachments, is_starred, labels, sent_at, folder, is_read, is_deleted)
        values (${owned.login_id}::int, ${owned.user_id}::int, ${values}) returning id`),
    );
    if (!made) throw new Error('the email was not stored');
    id = made.id;
  }
  if (!draft) await deliver(ex, owner, [...to, ...cc, ...bcc], sql`${JSON.stringify(toAddresses)}::jsonb, ${arrayLiteral(cc)}::text[], '{}'::text[],
    ${subject}, ${message}, ${JSON.stringify(kept)}::jsonb, false, '{}'::text[], ${now.toISOString()}::timestamptz, 'inbox', false, false`, senderAvatar);
  return {
    id,
    to: toAddresses,
    from: { email: MAILBOX_ADDRESS, name: 'me', avatar: senderAvatar },
    subject,
    cc,
    bcc,
    message,
    attachments: kept,
    isStarred: false,
    labels: [],
    time: now.toISOString(),
    replies: [],
    folder,
    isRead: true,
    isDeleted: false,
  };
}

/**
 * A sent email lands in the inbox of every account whose address it names (to, cc or bcc), once per
 * account, unread, from the sender's own address and name, without the bcc list; an address
 * outside the product reaches no one. One statement in the send's transaction, found by the
 * accounts' unique lower(email) indexes, in the order the mock delivers (address order, the
 * sign-in before the user).
 */
async function deliver(ex: Executor, owner: MailboxOwner, addresses: readonly string[], rest: SQL, senderAvatar: string): Promise<void> {
  const sender =
    owner.principal === 'login'
      ? sql`select email, full_name from login_accounts where id = ${owner.userId}`
      : sql`select email, full_name from users where id = ${owner.userId}`;
  await ex.execute(sql`
    with addrs as (
      select lower(trim(a)) as a, min(n) as n from unnest(${arrayLiteral(addresses)}::text[]) with ordinality as t(a, n) group by 1
    ), recipients as (
      select l.id as login_id, null::int as user_id, x.n, 0 as k from login_accounts l join addrs x on lower(l.email) = x.a
      union all
      select null::int, u.id, x.n, 1 from users u join addrs x on lower(u.email) = x.a
    ), sender as (${sender})
    insert into emails (login_id, user_id, from_email, from_name, from_avatar, to_addresses, cc, bcc, subject, message, attachments, is_starred, labels, sent_at, folder, is_read, is_deleted)
    select r.login_id, r.user_id, s.email, s.full_name, ${senderAvatar}, ${rest}
    from recipients r cross join sender s
    order by r.n, r.k`);
}

/** A text[] literal for a parameter: `{"a","b"}` with quotes and backslashes escaped. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
