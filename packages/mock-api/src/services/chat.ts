import {
  sendMessageBodySchema,
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
    senderId: parsed.value.senderId,
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
