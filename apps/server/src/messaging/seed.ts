// An empty database's mailboxes: the seed's sample mail written into the emails table as the demo
// admin's (decision 0022), as migrations' emails_from_documents moves an existing database's.
// Ids are the seed's; the table's identity sequence then continues after the highest.
import { DEMO_MAILBOX_OWNER, type Db } from '@atrium/mock-api';
import type { Email, EmailReply } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { emails } from '../db/messaging';
import type { Executor } from '../store/documents';

const CHUNK = 500;

/** The seed without what the messaging tables hold (the documents' share). */
export function withoutMessaging(data: Db): Db {
  return { ...data, emails: [], mailboxes: {} };
}

/** Removes every mailbox's email (reset to the seed). */
export async function clearMessaging(ex: Executor): Promise<void> {
  await ex.delete(emails);
}

type Owner = { loginId: number; userId: null } | { loginId: null; userId: number };

function ownerOf(key: string): Owner | undefined {
  const [principal, id] = key.split(':');
  const n = Number(id);
  if (!Number.isInteger(n)) return undefined;
  return principal === 'login' ? { loginId: n, userId: null } : principal === 'user' ? { loginId: null, userId: n } : undefined;
}

function rowOf(owner: Owner, email: EmailReply, replyToId: number | null, position: number) {
  return {
    id: email.id,
    ...owner,
    replyToId,
    position,
    fromEmail: email.from.email,
    fromName: email.from.name,
    fromAvatar: email.from.avatar,
    toAddresses: email.to,
    cc: email.cc,
    bcc: email.bcc,
    subject: email.subject,
    message: email.message,
    attachments: email.attachments,
    isStarred: email.isStarred,
    labels: email.labels,
    sentAt: new Date(email.time),
    folder: email.folder,
    isRead: email.isRead,
    isDeleted: email.isDeleted,
  };
}

/** Writes every seeded mailbox: the demo admin's sample mail, and any other account's (none in the demo). */
export async function seedMessaging(ex: Executor, data: Db): Promise<void> {
  const mailboxes: Array<[string, Email[]]> = [[`${DEMO_MAILBOX_OWNER.principal}:${DEMO_MAILBOX_OWNER.userId}`, data.emails], ...Object.entries(data.mailboxes)];
  const top: ReturnType<typeof rowOf>[] = [];
  const replies: ReturnType<typeof rowOf>[] = [];
  for (const [key, list] of mailboxes) {
    const owner = ownerOf(key);
    if (!owner) continue;
    for (const email of list) {
      top.push(rowOf(owner, email, null, 0));
      email.replies.forEach((reply, index) => replies.push(rowOf(owner, reply, email.id, index + 1)));
    }
  }
  for (const rows of [top, replies]) {
    for (let i = 0; i < rows.length; i += CHUNK) await ex.insert(emails).values(rows.slice(i, i + CHUNK));
  }
  await ex.execute(sql`select setval(pg_get_serial_sequence('emails', 'id'), coalesce((select max(id) from emails), 0) + 1, false)`);
}
