import type { ChatsAndContactsResponse, SendMessageResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

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
    expect(body.msg).toMatchObject({ message: 'Hello there', senderId: getDb().chat.profileUser.id, feedback: { isSent: true, isDelivered: false, isSeen: false } });
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
    expect((sent.json as SendMessageResponse).msg.senderId).toBe(getDb().chat.profileUser.id);
    expect((sent.json as SendMessageResponse).msg.senderId).not.toBe(contactId);
  });

  it('each account has its own chat: a profile made from the account, its own conversations; the admin\'s do not move', async () => {
    const user = getDb().users.find((u) => u.status === 'active');
    if (!user) throw new Error('an active user');
    await client.setUserRole(user.id, { role: 'support' });
    await client.setUserPassword(user.id, { newPassword: 'support123', confirmPassword: 'support123' });
    const { accessToken: other } = await client.login({ email: user.email, password: 'support123' });
    const adminBefore = await client.getChatsAndContacts();
    const mine = (await call('GET', '/api/apps/chat/chats-and-contacts', undefined, { token: other })).json as ChatsAndContactsResponse;
    expect(mine.chatsContacts).toEqual([]);
    expect(mine.contacts).toEqual(adminBefore.contacts);
    expect(mine.profileUser).toMatchObject({ fullName: user.fullName, avatar: user.avatar, role: user.role, about: '', status: 'online' });
    expect(mine.profileUser.id).toBe(adminBefore.profileUser.id + 1);

    const contact = adminBefore.chatsContacts[0];
    if (!contact) throw new Error('the admin has a chat');
    const sent = await call('POST', `/api/apps/chat/chats/${contact.id}`, { message: 'Only for me' }, { token: other });
    expect(sent.status).toBe(201);
    const body = sent.json as SendMessageResponse;
    expect(body.msg.senderId).toBe(mine.profileUser.id);
    // conversation ids are one space across accounts (the server's sequence)
    expect(body.chat?.id).toBe(Math.max(...getDb().chat.chats.map((c) => c.id)) + 1);
    expect(getDb().chatsByAccount[`user:${user.id}`]?.chats.map((c) => c.userId)).toEqual([contact.id]);
    const adminAfter = await client.getChatsAndContacts();
    expect(adminAfter.chatsContacts.find((c) => c.id === contact.id)?.chat).toEqual(contact.chat);
    await call('PUT', '/api/apps/chat/profile-user', { status: 'busy' }, { token: other });
    expect((await client.getChatsAndContacts()).profileUser.status).toBe(adminBefore.profileUser.status);
  });
});
