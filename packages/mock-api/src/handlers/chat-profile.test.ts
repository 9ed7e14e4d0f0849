import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';
import { configureChatSimulation, resetChatSimulation } from './chat-simulation';

useMockServer();
afterEach(() => {
  resetChatSimulation();
  vi.useRealTimers();
});

describe('@atrium/mock-api/chat profile and simulation (HTTP)', () => {
  it('PUT /profile-user saves status, about and settings, and they persist', async () => {
    const saved = await client.updateChatProfile({ status: 'busy', settings: { isNotificationsOn: true } });
    expect(saved).toMatchObject({ status: 'busy', settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: true } });
    const { profileUser } = await client.getChatsAndContacts();
    expect(profileUser.status).toBe('busy');
    expect(profileUser.settings.isNotificationsOn).toBe(true);
  });

  it('PUT /profile-user rejects unknown fields and statuses, changing nothing', async () => {
    const snapshot = snapshotDb();
    expect((await call('PUT', '/api/apps/chat/profile-user', { status: 'asleep' })).status).toBe(400);
    expect((await call('PUT', '/api/apps/chat/profile-user', { fullName: 'Someone' })).status).toBe(400);
    expect(snapshotDb()).toBe(snapshot);
  });

  it('after a send the contact receives, reads and answers after the configured delays', async () => {
    configureChatSimulation({ deliveredAfterMs: 30, seenAfterMs: 60, replyAfterMs: 90 });
    // a staff member: the demo plays their side (an account is a real person, decision 0036)
    const contact = getDb().chat.contacts.find((c) => c.account === undefined && !getDb().chat.chats.some((chat) => chat.userId === c.id));
    const userId = contact?.id ?? 0;
    const { msg, chat } = await client.sendChatMessage(userId, { message: 'Hi 👋' });
    expect(chat?.userId).toBe(userId);
    expect(msg.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    await vi.waitFor(async () => {
      const { chat: now } = await client.getChat(userId);
      expect(now?.messages[0]?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
      expect(now?.messages[1]?.senderId).toBe(userId);
    });
  });

  it('a disabled simulation leaves the message sent only', async () => {
    configureChatSimulation({ enabled: false });
    const { msg } = await client.sendChatMessage(1, { message: 'quiet' });
    await new Promise((r) => setTimeout(r, 50));
    const { chat } = await client.getChat(1);
    expect(chat?.messages.at(-1)).toEqual(msg);
  });
});
