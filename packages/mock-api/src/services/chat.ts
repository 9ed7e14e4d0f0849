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
import type { Db } from '../seed';
import { nextId, notFound, ok, validate, type Outcome } from './common';

export function getChatsAndContacts(db: Db, q: string): ChatsAndContactsResponse {
  const { contacts, chats, profileUser } = db.chat;
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
export function openChat(db: Db, userId: number | undefined): Outcome<ChatWithContactResponse> {
  const contact = db.chat.contacts.find((c) => c.id === userId);
  if (!contact) return notFound;
  const chat = db.chat.chats.find((c) => c.userId === userId);
  if (chat) chat.unseenMsgs = 0;
  return ok(chat ? { chat, contact } : { contact });
}

/** A new message is sent but not yet delivered or seen; a first message starts the chat. */
export function sendMessage(db: Db, userId: number | undefined, body: unknown, now = new Date()): Outcome<SendMessageResponse> {
  const contact = db.chat.contacts.find((c) => c.id === userId);
  if (!contact) return notFound;
  const parsed = validate(sendMessageBodySchema, body);
  if (!parsed.ok) return parsed;
  const msg: ChatMessage = {
    message: parsed.value.message,
    time: now.toISOString(),
    // the mock has one chat profile, the signed-in user's: a body cannot speak for a contact
    senderId: db.chat.profileUser.id,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  const existing = db.chat.chats.find((c) => c.userId === contact.id);
  if (existing) {
    existing.messages.push(msg);
    return ok({ msg });
  }
  const chat: Chat = { id: nextId(db.chat.chats), userId: contact.id, unseenMsgs: 0, messages: [msg] };
  db.chat.chats.push(chat);
  return ok({ msg, chat });
}

/** The signed-in user's status, about and settings (the profile drawer saves these). */
export function updateChatProfile(db: Db, body: unknown): Outcome<ChatProfileUser> {
  const parsed = validate(updateChatProfileBodySchema, body);
  if (!parsed.ok) return parsed;
  const { settings, ...rest } = parsed.value;
  const profile = db.chat.profileUser;
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
export function acknowledgeMessages(db: Db, userId: number, step: ContactStep): boolean {
  const chat = db.chat.chats.find((c) => c.userId === userId);
  if (!chat) return false;
  for (const msg of chat.messages) {
    if (msg.senderId !== db.chat.profileUser.id) continue;
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
export function addContactReply(db: Db, userId: number, now = new Date()): ChatMessage | undefined {
  const chat = db.chat.chats.find((c) => c.userId === userId);
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
