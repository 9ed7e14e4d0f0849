import {
  sendMessageBodySchema,
  updateChatProfileBodySchema,
  type ChatProfileUser,
  type Chat,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatsAndContactsResponse,
  type ChatWithContactResponse,
  type SendMessageResponse,
} from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { nextId, notFound, ok, validate, type Outcome } from './common';
import { DEMO_MAILBOX_OWNER } from './email';
import type { AccountRef } from './pages';

/** One account's side of the chat: its profile and its conversations (the contacts are everybody's). */
export interface AccountChat {
  profileUser: ChatProfileUser;
  chats: Chat[];
}

const keyOf = (account: AccountRef) => `${account.principal}:${account.userId}`;

/**
 * The account's own chat (decision 0022): the demo admin's is the seed's (`db.chat`), every other
 * account's is in `db.chatsByAccount`, made on its first chat call with a profile from its name,
 * picture and role, and no conversation. Undefined when the account is gone.
 */
export function chatOf(db: Db, account: AccountRef = DEMO_MAILBOX_OWNER): AccountChat | undefined {
  const key = keyOf(account);
  if (key === keyOf(DEMO_MAILBOX_OWNER)) return db.chat;
  db.chatsByAccount ??= {};
  const own = db.chatsByAccount[key];
  if (own) return own;
  const who =
    account.principal === 'login'
      ? db.loginUsers.find((u) => u.id === account.userId)
      : db.users.find((u) => u.id === account.userId);
  if (!who) return undefined;
  const profiles = [db.chat.profileUser, ...Object.values(db.chatsByAccount).map((c) => c.profileUser)];
  const made: AccountChat = {
    profileUser: {
      id: nextId(profiles),
      avatar: who.avatar,
      fullName: who.fullName,
      role: who.role,
      about: '',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false },
    },
    chats: [],
  };
  db.chatsByAccount[key] = made;
  return made;
}

/** Every account's conversations: their ids are one space (the server's conversations sequence). */
function everyChat(db: Db): Chat[] {
  return [...db.chat.chats, ...Object.values(db.chatsByAccount ?? {}).flatMap((c) => c.chats)];
}

/** The account's chats and the directory; undefined when the account is gone. */
export function getChatsAndContacts(db: Db, q: string, account: AccountRef = DEMO_MAILBOX_OWNER): ChatsAndContactsResponse | undefined {
  const own = chatOf(db, account);
  if (!own) return undefined;
  const { contacts } = db.chat;
  const { chats, profileUser } = own;
  const chatsContacts: ChatContactWithChat[] = chats.flatMap((chat) => {
    const contact = contacts.find((c) => c.id === chat.userId);
    return contact ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages.at(-1) } }] : [];
  });
  const lastTime = (c: ChatContactWithChat) => (c.chat.lastMessage ? Date.parse(c.chat.lastMessage.time) : 0);
  chatsContacts.sort((a, b) => lastTime(b) - lastTime(a));
  return {
    chatsContacts: filterByQuery(chatsContacts, q, (c) => [c.fullName]),
    contacts: filterByQuery(contacts, q, (c) => [c.fullName]),
    profileUser,
  };
}

/** Opening a chat marks it read: its unseen count drops to 0 (SPEC §4). */
export function openChat(db: Db, userId: number | undefined, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<ChatWithContactResponse> {
  const contact = db.chat.contacts.find((c) => c.id === userId);
  const own = chatOf(db, account);
  if (!contact || !own) return notFound;
  const chat = own.chats.find((c) => c.userId === userId);
  if (chat) chat.unseenMsgs = 0;
  return ok(chat ? { chat, contact } : { contact });
}

/** A new message is sent but not yet delivered or seen; a first message starts the chat. */
export function sendMessage(db: Db, userId: number | undefined, body: unknown, now = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<SendMessageResponse> {
  const contact = db.chat.contacts.find((c) => c.id === userId);
  const own = chatOf(db, account);
  if (!contact || !own) return notFound;
  const parsed = validate(sendMessageBodySchema, body);
  if (!parsed.ok) return parsed;
  const msg: ChatMessage = {
    message: parsed.value.message,
    time: now.toISOString(),
    // the signed-in account's own profile: a body cannot speak for a contact
    senderId: own.profileUser.id,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  const existing = own.chats.find((c) => c.userId === contact.id);
  if (existing) {
    existing.messages.push(msg);
    return ok({ msg });
  }
  const chat: Chat = { id: nextId(everyChat(db)), userId: contact.id, unseenMsgs: 0, messages: [msg] };
  own.chats.push(chat);
  return ok({ msg, chat });
}

/** The signed-in user's status, about and settings (the profile drawer saves these). */
export function updateChatProfile(db: Db, body: unknown, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<ChatProfileUser> {
  const own = chatOf(db, account);
  if (!own) return notFound;
  const parsed = validate(updateChatProfileBodySchema, body);
  if (!parsed.ok) return parsed;
  const { settings, ...rest } = parsed.value;
  const profile = own.profileUser;
  if (rest.status !== undefined) profile.status = rest.status;
  if (rest.about !== undefined) profile.about = rest.about;
  if (settings) {
    if (settings.isNotificationsOn !== undefined) profile.settings.isNotificationsOn = settings.isNotificationsOn;
    if (settings.isTwoStepAuthVerificationEnabled !== undefined) {
      profile.settings.isTwoStepAuthVerificationEnabled = settings.isTwoStepAuthVerificationEnabled;
    }
  }
  return ok(profile);
}

/** The contact's side of a conversation, as the simulation plays it. */
export type ContactStep = 'delivered' | 'seen';

/** Marks every message the user sent to this contact as delivered (and seen, for 'seen'). */
export function acknowledgeMessages(db: Db, userId: number, step: ContactStep, account: AccountRef = DEMO_MAILBOX_OWNER): boolean {
  const own = chatOf(db, account);
  const chat = own?.chats.find((c) => c.userId === userId);
  if (!own || !chat) return false;
  for (const msg of chat.messages) {
    if (msg.senderId !== own.profileUser.id) continue;
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

/** The contact answers: a new message from them, unseen until the user opens the chat. */
export function addContactReply(db: Db, userId: number, now = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): ChatMessage | undefined {
  const chat = chatOf(db, account)?.chats.find((c) => c.userId === userId);
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
