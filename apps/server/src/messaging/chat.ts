// Each account's chat in SQL (decisions 0022 and 0036). The chat's people are chat_contacts: the
// staff, and every account (a login or a sample user). An account's own row is its profile; its
// conversations are those it is a member of (conversation_members), with their messages. A
// message to an account lands in the one conversation both are members of, unseen for the other.
// The answers are the mock's services' (`getChatsAndContacts`, `openChat`, `sendMessage`,
// `updateChatProfile`, `getChatUpdates`) for the same data.
import { CHAT_DIRECTORY_LIMIT, type Chat, type ChatContact, type ChatContactWithChat, type ChatMessage, type ChatProfileUser, type ChatsAndContactsResponse, type ChatUpdates, type ChatWithContactResponse, type SendMessageResponse, type updateChatProfileBodySchema } from '@atrium/api';
import { normalizeQuery } from '@atrium/core';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { jsonOf, rowsOf } from '../db/client';
import type { Executor } from '../db/executor';
import type { MailboxOwner } from './emails';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const ISO = (expression: string) => sql.raw(`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** `alias.login_id = …` or `alias.user_id = …`: the account's own people row. */
function owned(owner: MailboxOwner, alias: string): SQL {
  return sql`${sql.raw(`${alias}.${owner.principal === 'login' ? 'login_id' : 'user_id'}`)} = ${owner.userId}`;
}

interface PersonRow {
  id: number;
  user_id: number | null;
  login_id: number | null;
  full_name: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatContact['status'];
  two_step_enabled: boolean;
  notifications_on: boolean;
}

/** A person of the chat: the contract's contact, and whether it is an account (a person who reads their chat). */
export interface Person {
  contact: ChatContact;
  isAccount: boolean;
}

const contactOf = (r: PersonRow): ChatContact => ({ id: r.id, fullName: r.full_name, role: r.role, about: r.about, avatar: r.avatar, status: r.status });
const personOf = (r: PersonRow): Person => ({ contact: contactOf(r), isAccount: r.user_id !== null || r.login_id !== null });

const profileOf = (r: PersonRow): ChatProfileUser => ({
  ...contactOf(r),
  settings: { isTwoStepAuthVerificationEnabled: r.two_step_enabled, isNotificationsOn: r.notifications_on },
});

/**
 * An account joins the chat's people: its row, from its name, picture and role, unless it has
 * one. Every way an account is made calls this in its transaction (registration, an admin's new
 * user, `create-admin`, the seeds), and a first chat call does too, for an account made otherwise.
 */
export async function addChatPerson(ex: Executor, owner: MailboxOwner): Promise<void> {
  const account =
    owner.principal === 'login'
      ? sql`select id, full_name, avatar, login_role as role from login_accounts where id = ${owner.userId}`
      : sql`select id, full_name, avatar, role from users where id = ${owner.userId}`;
  const column = sql.raw(owner.principal === 'login' ? 'login_id' : 'user_id');
  await ex.execute(sql`
    insert into chat_contacts (${column}, full_name, avatar, role, status)
    select a.id, a.full_name, a.avatar, a.role, 'online' from (${account}) a
    where not exists (select 1 from chat_contacts p where ${owned(owner, 'p')})
    on conflict do nothing`);
}

/**
 * Every account without a people row gets one, logins then sample users, each in id order (a
 * seed's accounts its directory does not name; the scale seed's users, `users` narrowing them).
 */
export async function addMissingChatPeople(ex: { execute: (query: SQL) => Promise<unknown> }, users: SQL = sql`true`): Promise<void> {
  await ex.execute(sql`
    insert into chat_contacts (login_id, full_name, avatar, role, status)
    select l.id, l.full_name, l.avatar, l.login_role, 'online' from login_accounts l
    where not exists (select 1 from chat_contacts c where c.login_id = l.id) order by l.id`);
  await ex.execute(sql`
    insert into chat_contacts (user_id, full_name, avatar, role, status)
    select u.id, u.full_name, u.avatar, u.role, 'online' from users u
    where ${users} and not exists (select 1 from chat_contacts c where c.user_id = u.id) order by u.id`);
}

/** The account's people row, as the contract's profile; undefined when the account is gone. */
async function ownRow(ex: Executor, owner: MailboxOwner): Promise<PersonRow | undefined> {
  const read = async () => rowsOf<PersonRow>(await ex.execute(sql`select * from chat_contacts p where ${owned(owner, 'p')}`))[0];
  const row = await read();
  if (row) return row;
  await addChatPerson(ex, owner);
  return read();
}

/** The account's chat profile (its people row); undefined when the account is gone. */
export async function chatProfile(ex: Executor, owner: MailboxOwner): Promise<ChatProfileUser | undefined> {
  const row = await ownRow(ex, owner);
  return row && profileOf(row);
}

interface MessageRow {
  body: string;
  time: string;
  sender: number;
  is_sent: boolean;
  is_delivered: boolean;
  is_seen: boolean;
}
/** A message as the contract has it: its sender is a person's id. */
const messageOf = (r: MessageRow): ChatMessage => ({
  message: r.body,
  time: r.time,
  senderId: r.sender,
  feedback: { isSent: r.is_sent, isDelivered: r.is_delivered, isSeen: r.is_seen },
});

const nameMatches = (q: string, column: string): SQL => {
  const term = normalizeQuery(q);
  return term === '' ? sql`true` : sql`lower(${sql.raw(column)}) like ${`%${escapeLike(term)}%`}`;
};

/**
 * The account's conversations with the other person, last message and the account's unseen
 * count (one statement: the last message by a lateral select), newest last message first, the
 * conversation's id breaking ties; then the directory: everyone else, in id order, at most
 * CHAT_DIRECTORY_LIMIT; both filtered by `q` on the name.
 */
export async function chatsAndContacts(ex: Executor, owner: MailboxOwner, q: string): Promise<ChatsAndContactsResponse | undefined> {
  const own = await ownRow(ex, owner);
  if (!own) return undefined;
  const rows = rowsOf<PersonRow & { chat_id: number; unseen_msgs: number; last: MessageRow | null }>(
    await ex.execute(sql`
      select ct.*, me.conversation_id as chat_id, me.unseen_msgs, row_to_json(last) as last
      from conversation_members me
      join conversation_members them on them.conversation_id = me.conversation_id and them.contact_id <> me.contact_id
      join chat_contacts ct on ct.id = them.contact_id
      left join lateral (
        select m.body, ${ISO('m.sent_at')} as time, m.sent_at, s.contact_id as sender, m.is_sent, m.is_delivered, m.is_seen
        from messages m join conversation_members s on s.id = m.sender_id
        where m.conversation_id = me.conversation_id
        order by m.id desc limit 1
      ) last on true
      where me.contact_id = ${own.id} and ${nameMatches(q, 'ct.full_name')}
      order by last.sent_at desc nulls last, me.conversation_id`),
  );
  const chatsContacts: ChatContactWithChat[] = rows.map((r) => {
    const last = jsonOf<MessageRow | null>(r.last);
    return { ...contactOf(r), chat: { id: r.chat_id, unseenMsgs: r.unseen_msgs, lastMessage: last ? messageOf(last) : undefined } };
  });
  const contacts = rowsOf<PersonRow>(
    await ex.execute(sql`select * from chat_contacts c where c.id <> ${own.id} and ${nameMatches(q, 'c.full_name')} order by c.id limit ${CHAT_DIRECTORY_LIMIT}`),
  ).map(contactOf);
  return { chatsContacts, contacts, profileUser: profileOf(own) };
}

/** A person by id; undefined when there is none. */
export async function personById(ex: Executor, id: number | undefined): Promise<Person | undefined> {
  if (id === undefined) return undefined;
  const [row] = rowsOf<PersonRow>(await ex.execute(sql`select * from chat_contacts where id = ${id}`));
  return row && personOf(row);
}

/** The conversation of two people: its id and both member rows. */
async function conversationOf(ex: Executor, me: number, them: number): Promise<{ conversation_id: number; member_id: number; their_member_id: number } | undefined> {
  const [row] = rowsOf<{ conversation_id: number; member_id: number; their_member_id: number }>(
    await ex.execute(sql`
      select me.conversation_id, me.id as member_id, other.id as their_member_id
      from conversation_members me
      join conversation_members other on other.conversation_id = me.conversation_id and other.contact_id = ${them}
      where me.contact_id = ${me}
      order by me.conversation_id limit 1`),
  );
  return row;
}

async function messagesOf(ex: Executor, conversationId: number): Promise<ChatMessage[]> {
  return rowsOf<MessageRow>(
    await ex.execute(sql`
      select m.body, ${ISO('m.sent_at')} as time, s.contact_id as sender, m.is_sent, m.is_delivered, m.is_seen
      from messages m join conversation_members s on s.id = m.sender_id
      where m.conversation_id = ${conversationId}
      order by m.id`),
  ).map(messageOf);
}

/**
 * Opening a chat marks it read for the account (its unseen count to 0) and, when the other person
 * is an account, marks what they sent delivered and seen (their ticks). Undefined: no such
 * person, or the account's own row.
 */
export async function openChat(ex: Executor, owner: MailboxOwner, contactId: number | undefined): Promise<ChatWithContactResponse | undefined> {
  const other = await personById(ex, contactId);
  const own = await ownRow(ex, owner);
  if (!other || !own || other.contact.id === own.id) return undefined;
  const conversation = await conversationOf(ex, own.id, other.contact.id);
  if (!conversation) return { contact: other.contact };
  await ex.execute(sql`update conversation_members set unseen_msgs = 0 where id = ${conversation.member_id} and unseen_msgs <> 0`);
  if (other.isAccount) {
    await ex.execute(sql`
      update messages set is_delivered = true, is_seen = true
      where conversation_id = ${conversation.conversation_id} and sender_id = ${conversation.their_member_id} and not (is_delivered and is_seen)`);
  }
  const chat: Chat = { id: conversation.conversation_id, userId: other.contact.id, unseenMsgs: 0, messages: await messagesOf(ex, conversation.conversation_id) };
  return { chat, contact: other.contact };
}

/**
 * A message from the account to a person: one insert into messages, and the other person's unseen
 * count up by one when they are an account; a first message also makes the conversation and its
 * two members. Run it in a transaction: both people rows are locked in id order, so two first
 * messages between the same two people make one conversation. Undefined: the account is gone,
 * or the person is the account itself.
 */
export async function sendMessage(ex: Executor, owner: MailboxOwner, other: Person, text: string, now: Date): Promise<SendMessageResponse | undefined> {
  const own = await ownRow(ex, owner);
  if (!own || own.id === other.contact.id) return undefined;
  await ex.execute(sql`select id from chat_contacts where id in (${own.id}, ${other.contact.id}) order by id for update`);
  const msg: ChatMessage = { message: text, time: now.toISOString(), senderId: own.id, feedback: { isSent: true, isDelivered: false, isSeen: false } };
  const unseen = other.isAccount ? 1 : 0;
  const existing = await conversationOf(ex, own.id, other.contact.id);
  if (existing) {
    await ex.execute(sql`insert into messages (conversation_id, sender_id, body, sent_at) values (${existing.conversation_id}, ${existing.member_id}, ${text}, ${msg.time}::timestamptz)`);
    if (unseen > 0) await ex.execute(sql`update conversation_members set unseen_msgs = unseen_msgs + ${unseen} where id = ${existing.their_member_id}`);
    return { msg };
  }
  const [made] = rowsOf<{ id: number }>(await ex.execute(sql`insert into conversations default values returning id`));
  if (!made) throw new Error('the conversation was not made');
  const [me] = rowsOf<{ id: number }>(await ex.execute(sql`insert into conversation_members (conversation_id, contact_id) values (${made.id}, ${own.id}) returning id`));
  await ex.execute(sql`insert into conversation_members (conversation_id, contact_id, unseen_msgs) values (${made.id}, ${other.contact.id}, ${unseen})`);
  if (!me) throw new Error('the member was not made');
  await ex.execute(sql`insert into messages (conversation_id, sender_id, body, sent_at) values (${made.id}, ${me.id}, ${text}, ${msg.time}::timestamptz)`);
  return { msg, chat: { id: made.id, userId: other.contact.id, unseenMsgs: 0, messages: [msg] } };
}

/** The account's status, about and settings (the profile drawer): what the others see of it too. */
export async function updateChatProfile(ex: Executor, owner: MailboxOwner, body: z.output<typeof updateChatProfileBodySchema>): Promise<ChatProfileUser | undefined> {
  const own = await ownRow(ex, owner);
  if (!own) return undefined;
  const sets: SQL[] = [];
  if (body.status !== undefined) sets.push(sql`status = ${body.status}`);
  if (body.about !== undefined) sets.push(sql`about = ${body.about}`);
  if (body.settings?.isNotificationsOn !== undefined) sets.push(sql`notifications_on = ${body.settings.isNotificationsOn}`);
  if (body.settings?.isTwoStepAuthVerificationEnabled !== undefined) sets.push(sql`two_step_enabled = ${body.settings.isTwoStepAuthVerificationEnabled}`);
  if (sets.length === 0) return profileOf(own);
  const [row] = rowsOf<PersonRow>(await ex.execute(sql`update chat_contacts set ${sql.join(sets, sql`, `)} where id = ${own.id} returning *`));
  return row && profileOf(row);
}

/** The account's people row id (its senderId); undefined when the account is gone. */
export async function chatPersonId(ex: Executor, owner: MailboxOwner): Promise<number | undefined> {
  return (await ownRow(ex, owner))?.id;
}

/**
 * What a person's chat holds now: the sum of its unseen counts and the time of the newest
 * message in any of its conversations (one statement over its member rows and each one's last
 * message; a pushed stream runs it every second).
 */
export async function chatUpdates(ex: Executor, personId: number): Promise<ChatUpdates> {
  const [row] = rowsOf<{ unseen_msgs: number; latest: string | null }>(
    await ex.execute(sql`
      select coalesce(sum(me.unseen_msgs), 0)::int as unseen_msgs, ${ISO('max(last.sent_at)')} as latest
      from conversation_members me
      left join lateral (select m.sent_at from messages m where m.conversation_id = me.conversation_id order by m.id desc limit 1) last on true
      where me.contact_id = ${personId}`),
  );
  return { unseenMsgs: row?.unseen_msgs ?? 0, latest: row?.latest ?? null };
}
