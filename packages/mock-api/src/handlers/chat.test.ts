import { API_PATHS, buildPath, type ChatsAndContactsResponse, type ChatUpdates, type ChatWithContactResponse, type SendMessageResponse } from '@atrium/api';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';
import { configureChatSimulation, resetChatSimulation } from './chat-simulation';

useMockServer();
afterEach(() => resetChatSimulation());

/** The demo admin's (login:1) entry in the chat's directory (decision 0036). */
const ADMIN_ENTRY = 11;

/** A session of a seeded user (made a support agent, whose role reads and writes the chat). */
async function signInUser(index = 6): Promise<{ token: string; userId: number; entryId: number }> {
  const user = getDb().users.filter((u) => u.status === 'active')[index];
  if (!user) throw new Error('an active user');
  await client.setUserRole(user.id, { role: 'support' });
  await client.setUserPassword(user.id, { newPassword: 'support123', confirmPassword: 'support123' });
  const { accessToken } = await client.login({ email: user.email, password: 'support123' });
  const entryId = getDb().chat.contacts.find((e) => e.account === `user:${user.id}`)?.id;
  if (entryId === undefined) throw new Error('the user is in the directory');
  return { token: accessToken, userId: user.id, entryId };
}

const chatsOf = async (token: string, q = '') => (await call('GET', `${API_PATHS.chatsAndContacts}${q ? `?q=${q}` : ''}`, undefined, { token })).json as ChatsAndContactsResponse;
const chatPath = (userId: number) => buildPath(API_PATHS.chat, { userId });

describe('@atrium/mock-api/chat (HTTP)', () => {
  it('GET chats-and-contacts: chats newest first, contacts, profile user', async () => {
    const res = await client.getChatsAndContacts();
    expect(res.contacts.length).toBeGreaterThanOrEqual(8);
    expect(res.chatsContacts.length).toBeGreaterThanOrEqual(4);
    const times = res.chatsContacts.map((c) => Date.parse(c.chat.lastMessage?.time ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.profileUser.fullName).toBeTruthy();
  });

  it('q filters by fullName in lower case', async () => {
    const res = await client.getChatsAndContacts('NOA');
    expect(res.contacts.map((c) => c.fullName)).toEqual(['Noa Levi']);
    expect(res.chatsContacts.every((c) => c.fullName === 'Noa Levi')).toBe(true);
  });

  it('opening a chat sets its unseen count to 0', async () => {
    const before = await client.getChatsAndContacts();
    const unread = before.chatsContacts.find((c) => c.chat.unseenMsgs > 0);
    expect(unread).toBeDefined();
    const opened = await client.getChat(unread?.id ?? 0);
    expect(opened.chat?.unseenMsgs).toBe(0);
    expect(opened.contact.id).toBe(unread?.id);
    const after = await client.getChatsAndContacts();
    expect(after.chatsContacts.find((c) => c.id === unread?.id)?.chat.unseenMsgs).toBe(0);
  });

  it('a contact with no chat answers the contact only; an unknown user is 404', async () => {
    const res = await client.getChat(8);
    expect(res.chat).toBeUndefined();
    expect(res.contact.id).toBe(8);
    expect((await call('GET', '/api/apps/chat/chats/999')).status).toBe(404);
  });

  it('POST adds a sent, not delivered, not seen message (201)', async () => {
    const res = await call('POST', '/api/apps/chat/chats/1', { message: 'Hello there' });
    expect(res.status).toBe(201);
    const body = res.json as SendMessageResponse;
    expect(body.msg).toMatchObject({ message: 'Hello there', senderId: ADMIN_ENTRY, feedback: { isSent: true, isDelivered: false, isSeen: false } });
    expect(body.chat).toBeUndefined();
    const chat = await client.getChat(1);
    expect(chat.chat?.messages.at(-1)?.message).toBe('Hello there');
  });

  it('POST to a user with no chat creates the chat and answers it', async () => {
    const before = await client.getChatsAndContacts();
    const res = await client.sendChatMessage(9, { message: 'First!' });
    expect(res.chat).toMatchObject({ userId: 9, unseenMsgs: 0 });
    expect(res.chat?.id).toBe(Math.max(...before.chatsContacts.map((c) => c.chat.id)) + 1);
    const after = await client.getChatsAndContacts();
    expect(after.chatsContacts[0]?.id).toBe(9);
  });

  it('POST with a bad body answers 400 and stores nothing', async () => {
    const before = snapshotDb();
    const res = await call('POST', '/api/apps/chat/chats/1', { message: '' });
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as { errors: object }).errors).sort()).toEqual(['message']);
    expect((await call('POST', '/api/apps/chat/chats/1', undefined, { rawBody: 'nope' })).status).toBe(400);
    expect(snapshotDb()).toBe(before);
  });

  it('regression (security review): a body cannot make a message look written by the contact', async () => {
    const before = snapshotDb();
    const contactId = 1;
    const forged = await call('POST', `/api/apps/chat/chats/${contactId}`, { message: 'I owe you $500', senderId: contactId });
    expect(forged.status).toBe(400);
    expect(snapshotDb()).toBe(before);
    const sent = await call('POST', `/api/apps/chat/chats/${contactId}`, { message: 'I owe you $500' });
    expect((sent.json as SendMessageResponse).msg.senderId).toBe(ADMIN_ENTRY);
    expect((sent.json as SendMessageResponse).msg.senderId).not.toBe(contactId);
  });

  it('each account has its own chat: its profile is its entry, its own conversations; the admin\'s do not move', async () => {
    const { token: other, userId, entryId } = await signInUser();
    const user = getDb().users.find((u) => u.id === userId);
    const adminBefore = await client.getChatsAndContacts();
    const mine = await chatsOf(other);
    expect(mine.chatsContacts).toEqual([]);
    // the same people, each seeing everyone but themselves
    expect(mine.contacts.map((c) => c.id)).toEqual([...adminBefore.contacts.map((c) => c.id), ADMIN_ENTRY].filter((id) => id !== entryId).sort((a, b) => a - b));
    expect(mine.profileUser).toMatchObject({ id: entryId, fullName: user?.fullName, avatar: user?.avatar, role: 'support', about: '', status: 'online' });

    const contact = adminBefore.chatsContacts[0];
    if (!contact) throw new Error('the admin has a chat');
    const sent = await call('POST', chatPath(contact.id), { message: 'Only for me' }, { token: other });
    expect(sent.status).toBe(201);
    const body = sent.json as SendMessageResponse;
    expect(body.msg.senderId).toBe(entryId);
    // conversation ids are one space across accounts (the server's sequence)
    expect(body.chat?.id).toBe(Math.max(...getDb().chat.chats.map((c) => c.id)) + 1);
    expect(getDb().chatsByAccount[`user:${userId}`]?.chats.map((c) => c.userId)).toEqual([contact.id]);
    const adminAfter = await client.getChatsAndContacts();
    expect(adminAfter.chatsContacts.find((c) => c.id === contact.id)?.chat).toEqual(contact.chat);
    await call('PUT', API_PATHS.chatProfileUser, { settings: { isNotificationsOn: true } }, { token: other });
    expect((await client.getChatsAndContacts()).profileUser.settings).toEqual(adminBefore.profileUser.settings);
  });
});

describe('@atrium/mock-api/chat between accounts (HTTP, decision 0036)', () => {
  it('the directory holds the staff and every account; no answer carries the entry\'s account', async () => {
    const res = await call('GET', API_PATHS.chatsAndContacts);
    const body = res.json as ChatsAndContactsResponse;
    expect(body.profileUser.id).toBe(ADMIN_ENTRY);
    // 10 staff, then Jane Doe (login:2) 12 and the 50 users 13..62
    expect(body.contacts.map((c) => c.id)).toEqual([...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 51 }, (_, i) => i + 12)]);
    expect(body.contacts.find((c) => c.id === 12)?.fullName).toBe('Jane Doe');
    expect(res.text).not.toContain('"account"');
  });

  it('a message from the admin to a user\'s entry lands in that user\'s chats, first and unseen; opening it marks it seen for the admin', async () => {
    configureChatSimulation({ deliveredAfterMs: 0, seenAfterMs: 0, replyAfterMs: 0 });
    const { token, entryId } = await signInUser();
    // an older conversation of theirs, with a staff member, so the order shows
    await call('POST', chatPath(3), { message: 'Earlier, to staff' }, { token });
    configureChatSimulation({ enabled: false });
    const sent = (await call('POST', chatPath(entryId), { message: 'Welcome aboard' })).json as SendMessageResponse;
    expect(sent.msg).toMatchObject({ senderId: ADMIN_ENTRY, feedback: { isSent: true, isDelivered: false, isSeen: false } });
    const chatId = sent.chat?.id;
    expect(chatId).toBeDefined();

    const theirs = await chatsOf(token);
    expect(theirs.chatsContacts.map((c) => c.id)).toEqual([ADMIN_ENTRY, 3]);
    expect(theirs.chatsContacts[0]?.chat).toMatchObject({ id: chatId, unseenMsgs: 1, lastMessage: { message: 'Welcome aboard', senderId: ADMIN_ENTRY } });
    // the sender's own count stays 0
    expect((await client.getChatsAndContacts()).chatsContacts.find((c) => c.id === entryId)?.chat.unseenMsgs).toBe(0);

    const opened = (await call('GET', chatPath(ADMIN_ENTRY), undefined, { token })).json as ChatWithContactResponse;
    expect(opened.contact).toMatchObject({ id: ADMIN_ENTRY, fullName: 'John Doe' });
    expect(opened.chat).toMatchObject({ id: chatId, userId: ADMIN_ENTRY, unseenMsgs: 0 });
    expect((await chatsOf(token)).chatsContacts[0]?.chat.unseenMsgs).toBe(0);
    // the admin sees their message seen (blue ticks)
    const mine = await client.getChat(entryId);
    expect(mine.chat?.id).toBe(chatId);
    expect(mine.chat?.messages).toEqual([{ ...sent.msg, feedback: { isSent: true, isDelivered: true, isSeen: true } }]);
  });

  it('an account gets no simulated ticks or reply: a real person answers', async () => {
    configureChatSimulation({ deliveredAfterMs: 5, seenAfterMs: 10, replyAfterMs: 15 });
    const { entryId } = await signInUser();
    await client.sendChatMessage(entryId, { message: 'Are you there?' });
    await new Promise((r) => setTimeout(r, 60));
    const { chat } = await client.getChat(entryId);
    expect(chat?.messages).toHaveLength(1);
    expect(chat?.messages[0]?.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
  });

  it('sending to or opening one\'s own entry is 404', async () => {
    const before = snapshotDb();
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, chatPath(ADMIN_ENTRY), method === 'POST' ? { message: 'to me' } : undefined);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Contact not found' });
    }
    expect(snapshotDb()).toBe(before);
  });

  it('GET updates: the unseen total and the newest message time, 401 signed out', async () => {
    const { token, entryId } = await signInUser();
    expect((await call('GET', API_PATHS.chatUpdates, undefined, { token })).json).toEqual({ unseenMsgs: 0, latest: null });
    const admin = await client.getChatUpdates();
    const listed = await client.getChatsAndContacts();
    expect(admin.unseenMsgs).toBe(listed.chatsContacts.reduce((n, c) => n + c.chat.unseenMsgs, 0));
    expect(admin.latest).toBe(listed.chatsContacts[0]?.chat.lastMessage?.time);

    configureChatSimulation({ enabled: false });
    const { msg } = await client.sendChatMessage(entryId, { message: 'ping' });
    await client.sendChatMessage(entryId, { message: 'ping again' });
    const theirs = (await call('GET', API_PATHS.chatUpdates, undefined, { token })).json as ChatUpdates;
    expect(theirs.unseenMsgs).toBe(2);
    expect(Date.parse(theirs.latest ?? '')).toBeGreaterThanOrEqual(Date.parse(msg.time));
    expect((await client.getChatUpdates()).unseenMsgs).toBe(admin.unseenMsgs);
    expect((await call('GET', API_PATHS.chatUpdates, undefined, { token: null })).status).toBe(401);
  });

  it('a profile\'s status and about are what another account sees on that contact', async () => {
    const { token, entryId } = await signInUser();
    const saved = (await call('PUT', API_PATHS.chatProfileUser, { status: 'away', about: 'At the warehouse' }, { token })).json;
    expect(saved).toMatchObject({ id: entryId, status: 'away', about: 'At the warehouse' });
    const seen = (await client.getChatsAndContacts()).contacts.find((c) => c.id === entryId);
    expect(seen).toMatchObject({ status: 'away', about: 'At the warehouse' });
    await client.updateChatProfile({ status: 'busy' });
    expect((await chatsOf(token)).contacts.find((c) => c.id === ADMIN_ENTRY)?.status).toBe('busy');
  });

  it('a registered account joins the directory with the next id; a deleted user leaves it with its conversations', async () => {
    await client.register({ username: 'newcomer', email: 'newcomer@example.com', password: 'welcome123' });
    const listed = await client.getChatsAndContacts('newcomer');
    expect(listed.contacts).toEqual([{ id: 63, fullName: 'newcomer', role: expect.any(String) as string, about: '', avatar: '', status: 'online' }]);

    const { userId, entryId } = await signInUser();
    configureChatSimulation({ enabled: false });
    await client.sendChatMessage(entryId, { message: 'Bye' });
    expect((await client.getChatsAndContacts()).chatsContacts.some((c) => c.id === entryId)).toBe(true);
    await client.deleteUser(userId);
    const after = await client.getChatsAndContacts();
    expect(after.contacts.some((c) => c.id === entryId)).toBe(false);
    expect(after.chatsContacts.some((c) => c.id === entryId)).toBe(false);
    expect((await call('GET', chatPath(entryId))).status).toBe(404);
  });
});
