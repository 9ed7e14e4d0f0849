// Messaging on its tables (decision 0022): each account's mailbox out of the documents, the list
// and its counts as one SQL statement answering what the mock answers, two accounts that never see
// each other's mail, and an existing database's mailbox moved by the custom migration.
import { parseQuery } from '@atrium/domain';
import { createSeed, dbSchema, type Db } from '@atrium/fixtures';
import { API_PATHS, buildPath, emailsQuerySchema, mapHtmlFields, type ChatsAndContactsResponse, type ChatUpdates, type ChatWithContactResponse, type Email, type EmailsResponse, type SendMessageResponse, type UsersResponse } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { emailFilters } from '../src/messaging/emails';
import { sanitizeStoredHtml } from '../src/sanitize';
import type { AtriumServer } from '../src/index';
import { BASE, call, login, SEED_NOW, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

/** The seed as the server stores it: its HTML sanitized like any write (src/seed-data.ts). */
const storedSeed = (): Db => mapHtmlFields(dbSchema, createSeed({ now: SEED_NOW }), sanitizeStoredHtml);
const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);
const list = async (token: string, query = '') => {
  const res = await call(server, 'GET', `${API_PATHS.email}${query ? `?${query}` : ''}`, { token });
  expect(res.status, query).toBe(200);
  return res.body as EmailsResponse;
};
const parsed = (query: string) => parseQuery(emailsQuerySchema, new Request(`${BASE}${API_PATHS.email}?${query}`));

/** A second account that may use the mailbox: a sample user given the Support role and a password. */
async function secondAccount(): Promise<{ token: string; userId: number }> {
  const users = (await call(server, 'GET', `${API_PATHS.users}?status=active&itemsPerPage=1`, { token: admin })).body as UsersResponse;
  const user = users.users[0];
  if (!user) throw new Error('an active user');
  expect((await call(server, 'PUT', buildPath(API_PATHS.userRole, { id: user.id }), { token: admin, body: { role: 'support' } })).status).toBe(200);
  expect((await call(server, 'PUT', buildPath(API_PATHS.userPassword, { id: user.id }), { token: admin, body: { newPassword: 'support123', confirmPassword: 'support123' } })).status).toBeLessThan(300);
  return { token: await login(server, user.email, 'support123'), userId: user.id };
}

const chatPath = (userId: number | string) => buildPath(API_PATHS.chat, { userId });
const chats = async (token: string, q = '') => {
  const res = await call(server, 'GET', `${API_PATHS.chatsAndContacts}${q ? `?q=${encodeURIComponent(q)}` : ''}`, { token });
  expect(res.status, q).toBe(200);
  return res.body as ChatsAndContactsResponse;
};

describe('the same answers as the mock', () => {

  it('the list is one statement served by the owner\'s indexes, and q by the trigram index', async () => {
    const planOf = (condition: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`analyze emails`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from emails e where ${condition} order by e.sent_at desc, e.id`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await planOf(sql`e.login_id = 1 and e.reply_to_id is null and ${emailFilters(parsed('filter=sent'))}`)).toMatch(/emails_by_login_(folder|time)/);
    expect(await planOf(sql`e.user_id = 3 and e.reply_to_id is null and ${emailFilters(parsed('filter=starred'))}`)).toMatch(/emails_by_user_(folder|time)/);
    expect(await planOf(sql`${emailFilters(parsed('q=invoice&filter=trashed'))}`)).toMatch(/emails_search/);
  });
});

describe('the chat: the same answers as the mock', () => {

  it('the list is one statement per part served by the member and message indexes', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`analyze conversation_members`);
      await tx.execute(sql`analyze messages`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select me.conversation_id, (select m.id from messages m where m.conversation_id = me.conversation_id order by m.id desc limit 1) from conversation_members me where me.contact_id = 11`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/conversation_members_by_contact/);
    expect(plan).toMatch(/messages_by_conversation/);
  });
});

describe('a mailbox per account', () => {
  it('another account starts with an empty, working mailbox; what each sends or changes stays in its own', async () => {
    const other = await secondAccount();
    const empty = await list(other.token);
    expect(empty).toEqual({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 } });
    const adminBefore = await list(admin, 'filter=sent');

    const sent = await call(server, 'POST', API_PATHS.emailSend, { token: other.token, body: { to: ['jane.doe@example.com'], subject: 'Mine only', message: '<p>Hi</p><script>x()</script>' } });
    expect(sent.status).toBe(201);
    const mine = sent.body as Email;
    expect(mine).toMatchObject({ folder: 'sent', subject: 'Mine only', message: '<p>Hi</p>', to: [{ email: 'jane.doe@example.com', name: 'Jane Doe' }] });
    expect((await list(other.token, 'filter=sent')).emails.map((e) => e.id)).toEqual([mine.id]);
    expect(await list(admin, 'filter=sent')).toEqual(adminBefore);
    expect((await list(admin, 'q=mine%20only&filter=sent')).emails).toEqual([]);

    // a draft, saved twice and then sent: one row, the id kept
    const draft = (await call(server, 'POST', API_PATHS.emailSend, { token: other.token, body: { subject: 'Later', draft: true } })).body as Email;
    expect((await list(other.token)).emailsMeta.draft).toBe(1);
    const again = (await call(server, 'POST', API_PATHS.emailSend, { token: other.token, body: { subject: 'Later, edited', draft: true, draftId: draft.id } })).body as Email;
    expect(again.id).toBe(draft.id);
    // the admin cannot turn the other account's draft into an email of theirs: a new email is made
    const stolen = (await call(server, 'POST', API_PATHS.emailSend, { token: admin, body: { to: ['a@b.co'], subject: 'Not yours', draftId: draft.id } })).body as Email;
    expect(stolen.id).not.toBe(draft.id);
    expect((await list(other.token, 'filter=draft')).emails.map((e) => [e.id, e.subject])).toEqual([[draft.id, 'Later, edited']]);

    // a bulk update naming the other account's email changes nothing there
    const update = await call(server, 'POST', API_PATHS.email, { token: admin, body: { ids: [mine.id], data: { isDeleted: true, isStarred: true } } });
    expect(update.status).toBe(201);
    expect((await list(other.token, 'filter=sent')).emails[0]).toMatchObject({ id: mine.id, isDeleted: false, isStarred: false });
    const toggled = await call(server, 'POST', API_PATHS.email, { token: other.token, body: { ids: [mine.id], label: 'important' } });
    expect(toggled.status).toBe(201);
    expect((await list(other.token, 'label=important')).emails.map((e) => e.labels)).toEqual([['important']]);
    expect((await list(admin, 'label=important')).emails.some((e) => e.id === mine.id)).toBe(false);

    // the rows carry their owner
    expect(await count(sql`select count(*)::int as n from emails where user_id = ${other.userId}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from emails where login_id = 1 and id = ${stolen.id}`)).toBe(1);
  });

  it('bad bodies are 400 with field errors and write nothing', async () => {
    const before = await count(sql`select count(*)::int as n from emails`);
    const bad = await call(server, 'POST', API_PATHS.emailSend, { token: admin, body: { to: ['not-an-email'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors)).toEqual(['to.0']);
    expect((await call(server, 'POST', API_PATHS.email, { token: admin, body: { ids: [1], label: 'work' } })).status).toBe(400);
    expect((await call(server, 'POST', API_PATHS.email, { token: admin, raw: '{ids:' })).status).toBe(400);
    expect(await count(sql`select count(*)::int as n from emails`)).toBe(before);
  });
});

describe('a chat per account', () => {
  it('another account has its own profile and conversations; a message it sends is in its chat only', async () => {
    const other = await secondAccount();
    const adminBefore = await chats(admin);
    const mine = await chats(other.token);
    expect(mine.chatsContacts).toEqual([]);
    // the directory is everyone else: each sees the other, neither sees itself
    expect(mine.contacts.map((c) => c.id)).toContain(adminBefore.profileUser.id);
    expect(mine.contacts.map((c) => c.id)).not.toContain(mine.profileUser.id);
    expect(adminBefore.contacts.map((c) => c.id)).toContain(mine.profileUser.id);
    expect(adminBefore.contacts.map((c) => c.id)).not.toContain(adminBefore.profileUser.id);
    expect(mine.profileUser.id).not.toBe(adminBefore.profileUser.id);
    expect(mine.profileUser).toMatchObject({ about: '', status: 'online', settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false } });

    const contact = adminBefore.chatsContacts[0];
    if (!contact) throw new Error('the admin has a chat');
    const sent = await call(server, 'POST', chatPath(contact.id), { token: other.token, body: { message: 'Only for me' } });
    expect(sent.status).toBe(201);
    const body = sent.body as SendMessageResponse;
    expect(body.msg).toMatchObject({ message: 'Only for me', senderId: mine.profileUser.id, feedback: { isSent: true, isDelivered: false, isSeen: false } });
    expect(body.chat).toMatchObject({ userId: contact.id, unseenMsgs: 0 });
    expect(body.chat?.id).not.toBe(contact.chat.id);
    // the admin's conversation with that contact did not move (the directory shows the other's new status only)
    expect((await chats(admin)).chatsContacts).toEqual(adminBefore.chatsContacts);
    const opened = (await call(server, 'GET', chatPath(contact.id), { token: other.token })).body as ChatWithContactResponse;
    expect(opened.chat?.messages.map((m) => m.message)).toEqual(['Only for me']);
    // one insert per further message: the conversation's rows do not change
    const members = await count(sql`select count(*)::int as n from conversation_members`);
    expect((await call(server, 'POST', chatPath(contact.id), { token: other.token, body: { message: 'Again' } })).status).toBe(201);
    expect(await count(sql`select count(*)::int as n from conversation_members`)).toBe(members);
    expect((await chats(other.token)).chatsContacts.map((c) => c.chat.lastMessage?.message)).toEqual(['Again']);

    const saved = await call(server, 'PUT', API_PATHS.chatProfileUser, { token: other.token, body: { status: 'busy', about: 'Support' } });
    expect(saved.body).toMatchObject({ id: mine.profileUser.id, status: 'busy', about: 'Support' });
    expect((await chats(admin)).profileUser).toEqual(adminBefore.profileUser);
    expect((await call(server, 'POST', chatPath(contact.id), { token: other.token, body: { message: '' } })).status).toBe(400);
    expect((await call(server, 'POST', chatPath(99_999), { token: other.token, body: { message: 'x' } })).status).toBe(404);
    // nobody chats with themselves
    expect((await call(server, 'POST', chatPath(mine.profileUser.id), { token: other.token, body: { message: 'x' } })).status).toBe(404);
    expect((await call(server, 'GET', chatPath(mine.profileUser.id), { token: other.token })).status).toBe(404);
    // what the admin sees of that account is its profile: the status and about it set
    expect((await chats(admin)).contacts.find((c) => c.id === mine.profileUser.id)).toMatchObject({ status: 'busy', about: 'Support' });
  });
});

describe('a chat between accounts (decision 0036)', () => {
  const updates = async (token: string) => {
    const res = await call(server, 'GET', API_PATHS.chatUpdates, { token });
    expect(res.status).toBe(200);
    return res.body as ChatUpdates;
  };

  it('the admin\'s message reaches the user\'s chat, unseen; opening it sees it; the answer reaches the admin', async () => {
    const other = await secondAccount();
    const theirs = await chats(other.token);
    const adminView = await chats(admin);
    const them = adminView.contacts.find((c) => c.id === theirs.profileUser.id);
    if (!them) throw new Error('the user is in the admin\'s directory');
    const before = await updates(other.token);

    const sent = await call(server, 'POST', chatPath(them.id), { token: admin, body: { message: 'Can you cover Friday?' } });
    expect(sent.status).toBe(201);
    const { msg, chat } = sent.body as SendMessageResponse;
    if (!chat) throw new Error('a first message makes the chat');

    const received = await chats(other.token);
    expect(received.chatsContacts[0]).toMatchObject({ id: adminView.profileUser.id, fullName: adminView.profileUser.fullName, chat: { id: chat.id, unseenMsgs: 1, lastMessage: msg } });
    const now = await updates(other.token);
    expect(now).toEqual({ unseenMsgs: before.unseenMsgs + 1, latest: msg.time });

    const opened = (await call(server, 'GET', chatPath(adminView.profileUser.id), { token: other.token })).body as ChatWithContactResponse;
    expect(opened.chat).toMatchObject({ id: chat.id, userId: adminView.profileUser.id, unseenMsgs: 0 });
    expect(opened.chat?.messages).toEqual([{ ...msg, feedback: { isSent: true, isDelivered: true, isSeen: true } }]);
    expect((await updates(other.token)).unseenMsgs).toBe(before.unseenMsgs);
    // the admin's ticks: delivered and seen
    const adminChat = (await call(server, 'GET', chatPath(them.id), { token: admin })).body as ChatWithContactResponse;
    expect(adminChat.chat?.messages.at(-1)?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });

    const answer = await call(server, 'POST', chatPath(adminView.profileUser.id), { token: other.token, body: { message: 'Yes, I can.' } });
    expect(answer.status).toBe(201);
    expect((answer.body as SendMessageResponse).chat).toBeUndefined();
    const adminAfter = await chats(admin);
    expect(adminAfter.chatsContacts[0]).toMatchObject({ id: them.id, chat: { id: chat.id, unseenMsgs: 1, lastMessage: { message: 'Yes, I can.', senderId: them.id } } });
  });

  it('two first messages sent at once between the same two accounts make one conversation', async () => {
    const users = (await call(server, 'GET', `${API_PATHS.users}?status=active&itemsPerPage=3`, { token: admin })).body as UsersResponse;
    const target = users.users[2];
    if (!target) throw new Error('a third active user');
    expect((await call(server, 'PUT', buildPath(API_PATHS.userRole, { id: target.id }), { token: admin, body: { role: 'support' } })).status).toBe(200);
    expect((await call(server, 'PUT', buildPath(API_PATHS.userPassword, { id: target.id }), { token: admin, body: { newPassword: 'support123', confirmPassword: 'support123' } })).status).toBeLessThan(300);
    const token = await login(server, target.email, 'support123');
    const own = (await chats(token)).profileUser.id;
    const adminId = (await chats(admin)).profileUser.id;
    const [a, b] = await Promise.all([
      call(server, 'POST', chatPath(own), { token: admin, body: { message: 'ping' } }),
      call(server, 'POST', chatPath(adminId), { token, body: { message: 'pong' } }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const theirs = (await chats(token)).chatsContacts.filter((c) => c.id === adminId);
    const mine = (await chats(admin)).chatsContacts.filter((c) => c.id === own);
    expect(theirs).toHaveLength(1);
    expect(mine.map((c) => c.chat.id)).toEqual(theirs.map((c) => c.chat.id));
  });

  it('the directory follows the accounts: a renamed user is renamed there, a deleted one leaves it, a new one joins it', async () => {
    const users = (await call(server, 'GET', `${API_PATHS.users}?itemsPerPage=50`, { token: admin })).body as UsersResponse;
    const user = users.users.at(-1);
    if (!user) throw new Error('a user');
    const person = async () => (await chats(admin, user.fullName)).contacts.find((c) => c.role === user.role && c.fullName === user.fullName);
    const id = (await person())?.id;
    expect(id).toBeDefined();
    expect((await call(server, 'PUT', buildPath(API_PATHS.user, { id: user.id }), { token: admin, body: { fullName: 'Renamed Person' } })).status).toBe(200);
    expect((await chats(admin, 'Renamed Person')).contacts.map((c) => [c.id, c.fullName])).toEqual([[id, 'Renamed Person']]);
    expect((await call(server, 'DELETE', buildPath(API_PATHS.user, { id: user.id }), { token: admin })).status).toBeLessThan(300);
    expect((await chats(admin)).contacts.some((c) => c.id === id)).toBe(false);
    expect((await call(server, 'GET', chatPath(id ?? 0), { token: admin })).status).toBe(404);

    const made = await call(server, 'POST', API_PATHS.users, { token: admin, body: { fullName: 'Newest Colleague', username: 'newest.colleague', email: 'newest.colleague@example.com', company: 'Atrium', country: 'UK', contact: '+44 20 7946 0000', currentPlan: 'basic', status: 'active' } });
    expect(made.status, made.text).toBe(201);
    expect((await chats(admin, 'Newest Colleague')).contacts.map((c) => c.fullName)).toEqual(['Newest Colleague']);
  });

  it('the chat is pushed: a stream answers what the plain call does, then again when a message arrives', async () => {
    const other = await secondAccount();
    const theirs = await chats(other.token);
    const adminId = (await chats(admin)).profileUser.id;
    const controller = new AbortController();
    const res = await server.fetch(new Request(`${BASE}${API_PATHS.chatUpdates}`, { headers: { Authorization: `Bearer ${other.token}`, Accept: 'text/event-stream' }, signal: controller.signal }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/event-stream/);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('a stream');
    const decoder = new TextDecoder();
    let buffered = '';
    const nextEvent = async (): Promise<ChatUpdates> => {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (block.includes('event: updates') && data) return JSON.parse(data.slice(5).trim()) as ChatUpdates;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    };
    try {
      const first = await nextEvent();
      expect(first).toEqual(await updates(other.token));
      const sent = await call(server, 'POST', chatPath(theirs.profileUser.id), { token: admin, body: { message: 'Pushed to you' } });
      expect(sent.status).toBe(201);
      const pushed = await nextEvent();
      expect(pushed).toEqual({ unseenMsgs: first.unseenMsgs + 1, latest: (sent.body as SendMessageResponse).msg.time });
      expect(adminId).toBeGreaterThan(0);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  }, 20_000);
});

describe('the mailbox left the documents', () => {
  it('the seed is rows (replies under their email), no document holds an email', async () => {
    const seed = storedSeed();
    // the documents' `mailboxes` is one empty value; `emails` holds nothing
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from emails where login_id = 1 and reply_to_id is null and id <= ${Math.max(...seed.emails.map((e) => e.id))}`)).toBe(seed.emails.length);
    expect(await count(sql`select count(*)::int as n from emails where reply_to_id is not null`)).toBe(seed.emails.reduce((n, e) => n + e.replies.length, 0));
  });
});
