// An empty database's mailboxes: the seed's sample mail written into the emails table as the demo
// admin's (decision 0022), as migrations' emails_from_documents moves an existing database's.
// Ids are the seed's; the table's identity sequence then continues after the highest.
import { DEMO_MAILBOX_OWNER } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';
import type { Chat, ChatProfileUser, Email, EmailReply } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { chatContacts, conversationMembers, conversations, emails, messages } from '../db/messaging';
import type { Executor } from '../db/executor';
import { addMissingChatPeople } from './chat';

const CHUNK = 500;

/** The seed without what the messaging tables hold (the documents' share). */
export function withoutMessaging(data: Db): Db {
  // no `chat` collection at all: nothing of it is left to the documents (no handler of the
  // catch-all reads it now: every chat call is a route of src/messaging/routes.ts)
  const { chat: _chat, chatsByAccount: _chats, ...rest } = data;
  return { ...rest, emails: [], mailboxes: {} } as unknown as Db;
}

/** Removes every mailbox's email and every chat (reset to the seed). */
export async function clearMessaging(ex: Executor): Promise<void> {
  await ex.delete(emails);
  await ex.delete(messages);
  await ex.delete(conversationMembers);
  await ex.delete(conversations);
  await ex.delete(chatContacts);
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

/**
 * The seed's sample mail and chat are the demo admin's (`DEMO_MAILBOX_OWNER`): keyed for it when
 * the seed has that account, else nothing (production's first start has no account, decision 0013).
 */
function demoAdminEntry<T>(data: Db, value: T): Array<[string, T]> {
  const { principal, userId } = DEMO_MAILBOX_OWNER;
  const exists = principal === 'login' ? data.loginUsers.some((u) => u.id === userId) : data.users.some((u) => u.id === userId);
  return exists ? [[`${principal}:${userId}`, value]] : [];
}

/** Writes every seeded mailbox: the demo admin's sample mail, and any other account's (none in the demo). */
export async function seedMessaging(ex: Executor, data: Db): Promise<void> {
  const mailboxes: Array<[string, Email[]]> = [...demoAdminEntry(data, data.emails), ...Object.entries(data.mailboxes)];
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
  await seedChat(ex, data);
}

/**
 * The chat's people (staff and accounts, with the seed's ids), then every conversation once with
 * its two members and messages (decision 0036). A conversation between two accounts is in both
 * accounts' seed chats under one id; each member's unseen count is its own copy's.
 */
async function seedChat(ex: Executor, data: Db): Promise<void> {
  const accounts: Array<[string, { settings: ChatProfileUser['settings']; chats: Chat[] }]> = [...demoAdminEntry(data, data.chat), ...Object.entries(data.chatsByAccount)];
  const settingsOf = new Map(accounts.map(([key, own]) => [key, own.settings]));
  const exists = (key: string) => {
    const owner = ownerOf(key);
    return owner !== undefined && (owner.loginId !== null ? data.loginUsers.some((u) => u.id === owner.loginId) : data.users.some((u) => u.id === owner.userId));
  };
  const personOf = new Map<string, number>();
  const people = data.chat.contacts.flatMap(({ account, ...c }) => {
    // an account's person only where the account is seeded (a production start seeds none)
    if (account !== undefined && !exists(account)) return [];
    const owner = account === undefined ? { loginId: null, userId: null } : ownerOf(account);
    const settings = account === undefined ? undefined : settingsOf.get(account);
    if (account !== undefined) personOf.set(account, c.id);
    return [
      {
        id: c.id,
        ...owner,
        fullName: c.fullName,
        role: c.role,
        about: c.about,
        avatar: c.avatar,
        status: c.status,
        twoStepEnabled: settings?.isTwoStepAuthVerificationEnabled ?? false,
        notificationsOn: settings?.isNotificationsOn ?? false,
      },
    ];
  });
  for (let i = 0; i < people.length; i += CHUNK) await ex.insert(chatContacts).values(people.slice(i, i + CHUNK));
  // an account the seed's directory does not name (a test's own data) joins after them, in id order
  await ex.execute(sql`select setval(pg_get_serial_sequence('chat_contacts', 'id'), coalesce((select max(id) from chat_contacts), 0) + 1, false)`);
  await addMissingChatPeople(ex);
  const seeded = new Set(people.map((p) => p.id));

  // each conversation once, with every account's own copy (for its unseen count)
  const copies = new Map<number, Array<{ personId: number; chat: Chat }>>();
  for (const [key, { chats }] of accounts) {
    const personId = personOf.get(key);
    if (personId === undefined) continue;
    for (const chat of chats) copies.set(chat.id, [...(copies.get(chat.id) ?? []), { personId, chat }]);
  }
  for (const [chatId, list] of copies) {
    const [first] = list;
    if (!first || !seeded.has(first.chat.userId)) continue;
    const members = [first.personId, first.chat.userId];
    await ex.insert(conversations).values({ id: chatId });
    const memberIds = new Map<number, number>();
    for (const personId of members) {
      const unseenMsgs = list.find((copy) => copy.personId === personId)?.chat.unseenMsgs ?? 0;
      const [row] = await ex.insert(conversationMembers).values({ conversationId: chatId, contactId: personId, unseenMsgs }).returning({ id: conversationMembers.id });
      if (row) memberIds.set(personId, row.id);
    }
    const rows = first.chat.messages.flatMap((m) => {
      const senderId = memberIds.get(m.senderId);
      return senderId === undefined
        ? []
        : [{ conversationId: chatId, senderId, body: m.message, sentAt: new Date(m.time), isSent: m.feedback.isSent, isDelivered: m.feedback.isDelivered, isSeen: m.feedback.isSeen }];
    });
    if (rows.length > 0) await ex.insert(messages).values(rows);
  }
  for (const table of ['conversations', 'conversation_members', 'messages']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
