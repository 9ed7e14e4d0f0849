// Messaging on its tables (decision 0022): each account's mailbox out of the documents, the list
// and its counts as one SQL statement answering what the mock answers, two accounts that never see
// each other's mail, and an existing database's mailbox moved by the custom migration.
import { parseQuery } from '@atrium/domain';
import { createSeed, dbSchema, type Db } from '@atrium/fixtures';
import { API_PATHS, buildPath, emailsQuerySchema, mapHtmlFields, type ChatsAndContactsResponse, type ChatWithContactResponse, type Email, type EmailsResponse, type SendMessageResponse, type UsersResponse } from '@atrium/api';
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
        await tx.execute(sql`explain select me.conversation_id, (select m.id from messages m where m.conversation_id = me.conversation_id order by m.id desc limit 1) from conversation_members me where me.login_id = 1`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/conversation_members_by_login/);
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
    expect(mine.contacts).toEqual(adminBefore.contacts);
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
    // the admin's conversation with that contact did not move
    expect(await chats(admin)).toEqual(adminBefore);
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
    expect((await call(server, 'POST', chatPath(999), { token: other.token, body: { message: 'x' } })).status).toBe(404);
  });
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
