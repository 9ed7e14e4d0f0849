// The chat between the product's people (decisions 0022 and 0036). The directory (`db.chat.contacts`)
// is everybody: the staff and every account, one id space. An account's profile is its own entry
// (status and about, which everyone sees) plus its settings; its conversations are its own data.
// A conversation between two accounts is in both accounts' data, with the same id and messages:
// every write to it is made to both copies (stored JSON cannot share one object between them).
import {
  CHAT_DIRECTORY_LIMIT,
  sendMessageBodySchema,
  updateChatProfileBodySchema,
  type ChatProfileUser,
  type Chat,
  type ChatContact,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatsAndContactsResponse,
  type ChatUpdates,
  type ChatWithContactResponse,
  type SendMessageResponse,
} from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { AccountChatData, ChatAccountKey, ChatEntry, Db } from '@atrium/fixtures';
import { nextId, notFound, ok, validate, type Outcome } from './common';
import { DEMO_MAILBOX_OWNER } from './email';
import type { AccountRef } from './pages';

/** One account's side of the chat: its directory entry, and its settings and conversations. */
export interface AccountChat {
  /** what everyone sees of the account: its id (its messages' senderId), name, status, about */
  person: ChatEntry;
  /** what only the account has: its settings and its side of each conversation */
  own: AccountChatData;
}

const keyOf = (account: AccountRef): ChatAccountKey => `${account.principal}:${account.userId}`;
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The contract's contact: an entry without its bookkeeping (`account` is never sent). */
function toContact({ id, fullName, role, about, avatar, status }: ChatEntry): ChatContact {
  return { id, fullName, role, about, avatar, status };
}

function toProfile({ person, own }: AccountChat): ChatProfileUser {
  const { id, avatar, fullName, role, about, status } = person;
  return { id, avatar, fullName, role, about, status, settings: { ...own.settings } };
}

/**
 * The directory with every account in it. An account without an entry (one made before its
 * creation added it, or stored data of an older mock) gets the next id, logins first then users,
 * each by id; an account's entry shows its name, picture and role as they are now (the server's
 * triggers keep its rows the same). Ids once given never change; a deleted account's entry goes
 * with it (`leaveChat`).
 */
export function chatDirectory(db: Db): ChatEntry[] {
  const entries = db.chat.contacts;
  const byAccount = new Map(entries.flatMap((e) => (e.account ? [[e.account, e] as const] : [])));
  const accounts = [
    ...[...db.loginUsers].sort(byId).map((l) => ({ key: `login:${l.id}` as const, fullName: l.fullName, avatar: l.avatar, role: l.role })),
    ...[...db.users].sort(byId).map((u) => ({ key: `user:${u.id}` as const, fullName: u.fullName, avatar: u.avatar, role: u.role })),
  ];
  for (const { key, fullName, avatar, role } of accounts) {
    const entry = byAccount.get(key);
    if (entry) Object.assign(entry, { fullName, avatar, role });
    else entries.push({ id: nextId(entries), fullName, role, about: '', avatar, status: 'online', account: key });
  }
  return entries;
}

/** The account's own settings and conversations: the demo admin's are the seed's (`db.chat`), made on first need for any other. */
function ownData(db: Db, key: ChatAccountKey): AccountChatData {
  if (key === keyOf(DEMO_MAILBOX_OWNER)) return db.chat;
  db.chatsByAccount ??= {};
  return (db.chatsByAccount[key] ??= { settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false }, chats: [] });
}

/** The account's side of the chat; undefined when the account is gone. */
export function chatOf(db: Db, account: AccountRef = DEMO_MAILBOX_OWNER): AccountChat | undefined {
  const key = keyOf(account);
  const person = chatDirectory(db).find((e) => e.account === key);
  return person && { person, own: ownData(db, key) };
}

/** The entry `userId` as someone `me` can talk to: never their own. Reads the directory `chatOf` has just brought up to date. */
function otherPerson(db: Db, me: AccountChat, userId: number | undefined): ChatEntry | undefined {
  return userId === me.person.id ? undefined : db.chat.contacts.find((e) => e.id === userId);
}

/** True for a staff member: the demo plays their side of a chat (an account is a real person who answers). */
export function isStaffContact(db: Db, userId: number): boolean {
  return db.chat.contacts.some((e) => e.id === userId && e.account === undefined);
}

/** Every account's conversations: their ids are one space (the server's conversations sequence). */
function everyChat(db: Db): Chat[] {
  return [...db.chat.chats, ...Object.values(db.chatsByAccount ?? {}).flatMap((c) => c.chats)];
}

/** Every account's copy of conversation `id` (two for a chat between accounts, one with staff). */
function copiesOf(db: Db, id: number): Chat[] {
  return everyChat(db).filter((c) => c.id === id);
}

/** The account's chats and the directory; undefined when the account is gone. */
export function getChatsAndContacts(db: Db, q: string, account: AccountRef = DEMO_MAILBOX_OWNER): ChatsAndContactsResponse | undefined {
  const me = chatOf(db, account);
  if (!me) return undefined;
  const entries = new Map(db.chat.contacts.map((e) => [e.id, e]));
  // each conversation with the other person as they are now
  const chatsContacts: ChatContactWithChat[] = me.own.chats.flatMap((chat) => {
    const other = entries.get(chat.userId);
    return other ? [{ ...toContact(other), chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages.at(-1) } }] : [];
  });
  const lastTime = (c: ChatContactWithChat) => (c.chat.lastMessage ? Date.parse(c.chat.lastMessage.time) : 0);
  // newest last message first; the chat's id breaks ties (as the server's order by)
  chatsContacts.sort((a, b) => lastTime(b) - lastTime(a) || a.chat.id - b.chat.id);
  const everyoneElse = db.chat.contacts.filter((e) => e.id !== me.person.id).sort(byId).map(toContact);
  return {
    chatsContacts: filterByQuery(chatsContacts, q, (c) => [c.fullName]),
    // a search finds anyone; the directory's first page is the limit
    contacts: filterByQuery(everyoneElse, q, (c) => [c.fullName]).slice(0, CHAT_DIRECTORY_LIMIT),
    profileUser: toProfile(me),
  };
}

/**
 * Opening a chat marks it read (SPEC §4): the caller's unseen count drops to 0 and, with an
 * account, what that account sent is now delivered and seen, in both copies (their ticks).
 */
export function openChat(db: Db, userId: number | undefined, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<ChatWithContactResponse> {
  const me = chatOf(db, account);
  const other = me && otherPerson(db, me, userId);
  if (!me || !other) return notFound;
  const contact = toContact(other);
  const chat = me.own.chats.find((c) => c.userId === other.id);
  if (!chat) return ok({ contact });
  chat.unseenMsgs = 0;
  if (other.account) {
    for (const copy of copiesOf(db, chat.id)) {
      for (const msg of copy.messages) {
        if (msg.senderId === other.id) msg.feedback = { ...msg.feedback, isDelivered: true, isSeen: true };
      }
    }
  }
  return ok({ chat, contact });
}

/**
 * A new message is sent but not yet delivered or seen; a first message starts the chat. To an
 * account it lands in the same conversation of theirs (made with the same id on a first message),
 * one more unseen for them; a staff member's side is the demo's (handlers/chat-simulation.ts).
 */
export function sendMessage(db: Db, userId: number | undefined, body: unknown, now = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<SendMessageResponse> {
  const me = chatOf(db, account);
  const other = me && otherPerson(db, me, userId);
  if (!me || !other) return notFound;
  const parsed = validate(sendMessageBodySchema, body);
  if (!parsed.ok) return parsed;
  const msg: ChatMessage = {
    message: parsed.value.message,
    time: now.toISOString(),
    // the signed-in account's own entry: a body cannot speak for a contact
    senderId: me.person.id,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  const existing = me.own.chats.find((c) => c.userId === other.id);
  const chat: Chat = existing ?? { id: nextId(everyChat(db)), userId: other.id, unseenMsgs: 0, messages: [] };
  if (!existing) me.own.chats.push(chat);
  chat.messages.push(msg);
  if (other.account) {
    const theirs = ownData(db, other.account);
    let copy = theirs.chats.find((c) => c.userId === me.person.id);
    if (!copy) {
      copy = { id: chat.id, userId: me.person.id, unseenMsgs: 0, messages: [] };
      theirs.chats.push(copy);
    }
    copy.messages.push(structuredClone(msg));
    copy.unseenMsgs += 1;
  }
  return ok(existing ? { msg } : { msg, chat });
}

/** The signed-in user's status, about and settings (the profile drawer saves these). */
export function updateChatProfile(db: Db, body: unknown, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<ChatProfileUser> {
  const me = chatOf(db, account);
  if (!me) return notFound;
  const parsed = validate(updateChatProfileBodySchema, body);
  if (!parsed.ok) return parsed;
  const { settings, ...rest } = parsed.value;
  // status and about are the entry's: every other account sees them on this contact
  if (rest.status !== undefined) me.person.status = rest.status;
  if (rest.about !== undefined) me.person.about = rest.about;
  if (settings) {
    if (settings.isNotificationsOn !== undefined) me.own.settings.isNotificationsOn = settings.isNotificationsOn;
    if (settings.isTwoStepAuthVerificationEnabled !== undefined) {
      me.own.settings.isTwoStepAuthVerificationEnabled = settings.isTwoStepAuthVerificationEnabled;
    }
  }
  return ok(toProfile(me));
}

/** GET …/chat/updates: the caller's unseen total and the time of the newest message of its chats; undefined when the account is gone. */
export function getChatUpdates(db: Db, account: AccountRef = DEMO_MAILBOX_OWNER): ChatUpdates | undefined {
  const me = chatOf(db, account);
  if (!me) return undefined;
  let unseenMsgs = 0;
  let latest: number | undefined;
  for (const chat of me.own.chats) {
    unseenMsgs += chat.unseenMsgs;
    for (const msg of chat.messages) {
      const time = Date.parse(msg.time);
      if (latest === undefined || time > latest) latest = time;
    }
  }
  return { unseenMsgs, latest: latest === undefined ? null : new Date(latest).toISOString() };
}

/**
 * A deleted account leaves the chat: its entry, its own data, and every conversation it was in,
 * from the other side's data too (the server's foreign keys cascade the same way).
 */
export function leaveChat(db: Db, account: AccountRef): void {
  const key = keyOf(account);
  delete db.chatsByAccount[key];
  const entry = db.chat.contacts.find((e) => e.account === key);
  if (!entry) return;
  db.chat.contacts = db.chat.contacts.filter((e) => e !== entry);
  for (const own of [db.chat, ...Object.values(db.chatsByAccount)]) own.chats = own.chats.filter((c) => c.userId !== entry.id);
}

/** The contact's side of a conversation, as the simulation plays it. */
export type ContactStep = 'delivered' | 'seen';

/** A staff member's chat with the account; an account's is never played by the demo. */
function staffChat(db: Db, userId: number, account: AccountRef): { me: AccountChat; chat: Chat } | undefined {
  const me = chatOf(db, account);
  const chat = me?.own.chats.find((c) => c.userId === userId);
  return me && chat && isStaffContact(db, userId) ? { me, chat } : undefined;
}

/** Marks every message the user sent to this staff member as delivered (and seen, for 'seen'). */
export function acknowledgeMessages(db: Db, userId: number, step: ContactStep, account: AccountRef = DEMO_MAILBOX_OWNER): boolean {
  const found = staffChat(db, userId, account);
  if (!found) return false;
  for (const msg of found.chat.messages) {
    if (msg.senderId !== found.me.person.id) continue;
    msg.feedback.isDelivered = true;
    if (step === 'seen') msg.feedback.isSeen = true;
  }
  return true;
}

const CANNED_REPLIES = [
  'Thanks, got it 👍',
  'Sounds good to me.',
  'Let me check and get back to you.',
  'Great, talk soon!',
  'Perfect, thank you.',
];

/** The staff member answers: a new message from them, unseen until the user opens the chat. */
export function addContactReply(db: Db, userId: number, now = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): ChatMessage | undefined {
  const chat = staffChat(db, userId, account)?.chat;
  if (!chat) return undefined;
  const reply: ChatMessage = {
    message: CANNED_REPLIES[chat.messages.length % CANNED_REPLIES.length] ?? 'OK',
    time: now.toISOString(),
    senderId: userId,
    feedback: { isSent: true, isDelivered: true, isSeen: false },
  };
  chat.messages.push(reply);
  chat.unseenMsgs += 1;
  return reply;
}
