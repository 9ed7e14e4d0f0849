// An empty database's mailboxes: the seed's sample mail written into the emails table as the demo
// admin's (decision 0022), as migrations' emails_from_documents moves an existing database's.
// Ids are the seed's; the table's identity sequence then continues after the highest.
import { DEMO_MAILBOX_OWNER } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';
import type { Chat, ChatProfileUser, Email, EmailReply } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { chatContacts, chatProfiles, conversationMembers, conversations, emails, messages } from '../db/messaging';
import type { Executor } from '../db/executor';

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
  await ex.delete(chatProfiles);
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

/** The contacts, then each account's chat profile, conversations (two members each) and messages. */
async function seedChat(ex: Executor, data: Db): Promise<void> {
  if (data.chat.contacts.length > 0) {
    await ex.insert(chatContacts).values(data.chat.contacts.map((c) => ({ id: c.id, fullName: c.fullName, role: c.role, about: c.about, avatar: c.avatar, status: c.status })));
  }
  const accounts: Array<[string, { profileUser: ChatProfileUser; chats: Chat[] }]> = [...demoAdminEntry(data, data.chat), ...Object.entries(data.chatsByAccount)];
  for (const [key, { profileUser: p, chats }] of accounts) {
    const owner = ownerOf(key);
    if (!owner) continue;
    await ex.insert(chatProfiles).values({
      id: p.id,
      ...owner,
      fullName: p.fullName,
      avatar: p.avatar,
      role: p.role,
      about: p.about,
      status: p.status,
      twoStepEnabled: p.settings.isTwoStepAuthVerificationEnabled,
      notificationsOn: p.settings.isNotificationsOn,
    });
    for (const chat of chats) {
      await ex.insert(conversations).values({ id: chat.id });
      const [me] = await ex.insert(conversationMembers).values({ conversationId: chat.id, ...owner, unseenMsgs: chat.unseenMsgs }).returning({ id: conversationMembers.id });
      const [them] = await ex.insert(conversationMembers).values({ conversationId: chat.id, contactId: chat.userId }).returning({ id: conversationMembers.id });
      if (!me || !them || chat.messages.length === 0) continue;
      await ex.insert(messages).values(
        chat.messages.map((m) => ({
          conversationId: chat.id,
          senderId: m.senderId === p.id ? me.id : them.id,
          body: m.message,
          sentAt: new Date(m.time),
          isSent: m.feedback.isSent,
          isDelivered: m.feedback.isDelivered,
          isSeen: m.feedback.isSeen,
        })),
      );
    }
  }
  for (const table of ['chat_contacts', 'chat_profiles', 'conversations', 'conversation_members', 'messages']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
