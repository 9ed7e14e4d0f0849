// Each account's chat in SQL (decision 0022): its profile (made on its first chat call), its
// conversations through conversation_members, and their messages. The answers are the mock's
// services' (`getChatsAndContacts`, `openChat`, `sendMessage`, `updateChatProfile`) for the same data.
import type { Chat, ChatContact, ChatContactWithChat, ChatMessage, ChatProfileUser, ChatsAndContactsResponse, ChatWithContactResponse, SendMessageResponse, updateChatProfileBodySchema } from '@atrium/api';
import { normalizeQuery } from '@atrium/core';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../db/client';
import type { Executor } from '../db/executor';
import type { MailboxOwner } from './emails';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** `alias.login_id = …` or `alias.user_id = …`. */
function owned(owner: MailboxOwner, alias: string): SQL {
  return sql`${sql.raw(`${alias}.${owner.principal === 'login' ? 'login_id' : 'user_id'}`)} = ${owner.userId}`;
}

interface ProfileRow {
  id: number;
  avatar: string;
  full_name: string;
  role: string;
  about: string;
  status: ChatProfileUser['status'];
  two_step_enabled: boolean;
  notifications_on: boolean;
}

const profileOf = (r: ProfileRow): ChatProfileUser => ({
  id: r.id,
  avatar: r.avatar,
  fullName: r.full_name,
  role: r.role,
  about: r.about,
  status: r.status,
  settings: { isTwoStepAuthVerificationEnabled: r.two_step_enabled, isNotificationsOn: r.notifications_on },
});

/**
 * The account's chat profile, made on its first chat call from its name, picture and role (as the
 * mock's `chatOf` makes it); undefined when the account is gone. `lock`: the row is locked for
 * the transaction (a send serializes the account's sends on it, so two first messages to one
 * contact make one conversation).
 */
export async function chatProfile(ex: Executor, owner: MailboxOwner, lock = false): Promise<ChatProfileUser | undefined> {
  const account =
    owner.principal === 'login'
      ? sql`select id, full_name, avatar, login_role as role from login_accounts where id = ${owner.userId}`
      : sql`select id, full_name, avatar, role from users where id = ${owner.userId}`;
  const column = sql.raw(owner.principal === 'login' ? 'login_id' : 'user_id');
  await ex.execute(sql`
    insert into chat_profiles (${column}, full_name, avatar, role)
    select a.id, a.full_name, a.avatar, a.role from (${account}) a
    where not exists (select 1 from chat_profiles p where ${owned(owner, 'p')})
    on conflict do nothing`);
  const [row] = rowsOf<ProfileRow>(await ex.execute(sql`select * from chat_profiles p where ${owned(owner, 'p')}${lock ? sql` for update` : sql``}`));
  return row && profileOf(row);
}

interface ContactRow {
  id: number;
  full_name: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatContact['status'];
}
const contactOf = (r: ContactRow): ChatContact => ({ id: r.id, fullName: r.full_name, role: r.role, about: r.about, avatar: r.avatar, status: r.status });

interface MessageRow {
  body: string;
  time: string;
  sender_contact_id: number | null;
  is_sent: boolean;
  is_delivered: boolean;
  is_seen: boolean;
}
/** A message as the contract has it: the sender is the contact, or else the account (its profile's id). */
const messageOf = (r: MessageRow, profileId: number): ChatMessage => ({
  message: r.body,
  time: r.time,
  senderId: r.sender_contact_id ?? profileId,
  feedback: { isSent: r.is_sent, isDelivered: r.is_delivered, isSeen: r.is_seen },
});

const nameMatches = (q: string, column: string): SQL => {
  const term = normalizeQuery(q);
  return term === '' ? sql`true` : sql`lower(${sql.raw(column)}) like ${`%${escapeLike(term)}%`}`;
};

/**
 * The account's conversations with their contact, last message and the account's unseen count
 * (one statement: the last message by a lateral select), newest last message first, the
 * conversation's id breaking ties; then the directory's contacts; both filtered by `q` on the name.
 */
export async function chatsAndContacts(ex: Executor, owner: MailboxOwner, q: string): Promise<ChatsAndContactsResponse | undefined> {
  const profileUser = await chatProfile(ex, owner);
  if (!profileUser) return undefined;
  const rows = rowsOf<ContactRow & { chat_id: number; unseen_msgs: number; last: MessageRow | null }>(
    await ex.execute(sql`
      select ct.id, ct.full_name, ct.role, ct.about, ct.avatar, ct.status, me.conversation_id as chat_id, me.unseen_msgs,
             row_to_json(last) as last
      from conversation_members me
      join conversation_members them on them.conversation_id = me.conversation_id and them.contact_id is not null
      join chat_contacts ct on ct.id = them.contact_id
      left join lateral (
        select m.body, ${ISO('m.sent_at')} as time, m.sent_at, s.contact_id as sender_contact_id, m.is_sent, m.is_delivered, m.is_seen
        from messages m join conversation_members s on s.id = m.sender_id
        where m.conversation_id = me.conversation_id
        order by m.id desc limit 1
      ) last on true
      where ${owned(owner, 'me')} and ${nameMatches(q, 'ct.full_name')}
      order by last.sent_at desc nulls last, me.conversation_id`),
  );
  const chatsContacts: ChatContactWithChat[] = rows.map((r) => {
    const last = typeof r.last === 'string' ? (JSON.parse(r.last) as MessageRow) : r.last;
    return { ...contactOf(r), chat: { id: r.chat_id, unseenMsgs: r.unseen_msgs, lastMessage: last ? messageOf(last, profileUser.id) : undefined } };
  });
  const contacts = rowsOf<ContactRow>(await ex.execute(sql`select * from chat_contacts c where ${nameMatches(q, 'c.full_name')} order by c.id`)).map(contactOf);
  return { chatsContacts, contacts, profileUser };
}

async function contactById(ex: Executor, contactId: number | undefined): Promise<ChatContact | undefined> {
  if (contactId === undefined) return undefined;
  const [row] = rowsOf<ContactRow>(await ex.execute(sql`select * from chat_contacts where id = ${contactId}`));
  return row && contactOf(row);
}

/** The account's conversation with a contact: its id and the account's member row. */
async function conversationWith(ex: Executor, owner: MailboxOwner, contactId: number): Promise<{ conversation_id: number; member_id: number; unseen_msgs: number } | undefined> {
  const [row] = rowsOf<{ conversation_id: number; member_id: number; unseen_msgs: number }>(
    await ex.execute(sql`
      select me.conversation_id, me.id as member_id, me.unseen_msgs
      from conversation_members me
      join conversation_members them on them.conversation_id = me.conversation_id and them.contact_id = ${contactId}
      where ${owned(owner, 'me')}
      order by me.conversation_id limit 1`),
  );
  return row;
}

async function messagesOf(ex: Executor, conversationId: number, profileId: number): Promise<ChatMessage[]> {
  return rowsOf<MessageRow>(
    await ex.execute(sql`
      select m.body, ${ISO('m.sent_at')} as time, s.contact_id as sender_contact_id, m.is_sent, m.is_delivered, m.is_seen
      from messages m join conversation_members s on s.id = m.sender_id
      where m.conversation_id = ${conversationId}
      order by m.id`),
  ).map((r) => messageOf(r, profileId));
}

/** Opening a chat marks it read for the account (its member row's unseen count to 0). Undefined: no such contact. */
export async function openChat(ex: Executor, owner: MailboxOwner, contactId: number | undefined): Promise<ChatWithContactResponse | undefined> {
  const contact = await contactById(ex, contactId);
  const profile = await chatProfile(ex, owner);
  if (!contact || !profile) return undefined;
  const conversation = await conversationWith(ex, owner, contact.id);
  if (!conversation) return { contact };
  await ex.execute(sql`update conversation_members set unseen_msgs = 0 where id = ${conversation.member_id} and unseen_msgs <> 0`);
  const chat: Chat = { id: conversation.conversation_id, userId: contact.id, unseenMsgs: 0, messages: await messagesOf(ex, conversation.conversation_id, profile.id) };
  return { chat, contact };
}

/**
 * A message from the account to a contact: one insert into messages; a first message also makes
 * the conversation and its two members. Run it in a transaction (the profile row is locked).
 */
export async function sendMessage(ex: Executor, owner: MailboxOwner, contact: ChatContact, text: string, now: Date): Promise<SendMessageResponse | undefined> {
  const profile = await chatProfile(ex, owner, true);
  if (!profile) return undefined;
  const msg: ChatMessage = { message: text, time: now.toISOString(), senderId: profile.id, feedback: { isSent: true, isDelivered: false, isSeen: false } };
  const existing = await conversationWith(ex, owner, contact.id);
  if (existing) {
    await ex.execute(sql`insert into messages (conversation_id, sender_id, body, sent_at) values (${existing.conversation_id}, ${existing.member_id}, ${text}, ${msg.time}::timestamptz)`);
    return { msg };
  }
  const [made] = rowsOf<{ id: number }>(await ex.execute(sql`insert into conversations default values returning id`));
  if (!made) throw new Error('the conversation was not made');
  const column = sql.raw(owner.principal === 'login' ? 'login_id' : 'user_id');
  const [me] = rowsOf<{ id: number }>(await ex.execute(sql`insert into conversation_members (conversation_id, ${column}) values (${made.id}, ${owner.userId}) returning id`));
  await ex.execute(sql`insert into conversation_members (conversation_id, contact_id) values (${made.id}, ${contact.id})`);
  if (!me) throw new Error('the member was not made');
  await ex.execute(sql`insert into messages (conversation_id, sender_id, body, sent_at) values (${made.id}, ${me.id}, ${text}, ${msg.time}::timestamptz)`);
  return { msg, chat: { id: made.id, userId: contact.id, unseenMsgs: 0, messages: [msg] } };
}

export { contactById };

/** The account's status, about and settings (the profile drawer). */
export async function updateChatProfile(ex: Executor, owner: MailboxOwner, body: z.output<typeof updateChatProfileBodySchema>): Promise<ChatProfileUser | undefined> {
  const profile = await chatProfile(ex, owner, true);
  if (!profile) return undefined;
  const sets: SQL[] = [];
  if (body.status !== undefined) sets.push(sql`status = ${body.status}`);
  if (body.about !== undefined) sets.push(sql`about = ${body.about}`);
  if (body.settings?.isNotificationsOn !== undefined) sets.push(sql`notifications_on = ${body.settings.isNotificationsOn}`);
  if (body.settings?.isTwoStepAuthVerificationEnabled !== undefined) sets.push(sql`two_step_enabled = ${body.settings.isTwoStepAuthVerificationEnabled}`);
  if (sets.length === 0) return profile;
  const [row] = rowsOf<ProfileRow>(await ex.execute(sql`update chat_profiles set ${sql.join(sets, sql`, `)} where id = ${profile.id} returning *`));
  return row && profileOf(row);
}
