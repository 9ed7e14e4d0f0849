// Messaging on its tables (decision 0022): each account's mailbox out of the documents, the list
// and its counts as one SQL statement answering what the mock answers, two accounts that never see
// each other's mail, and an existing database's mailbox moved by the custom migration.
import { parseQuery } from '@atrium/domain';
import { createSeed, dbSchema, type Db } from '@atrium/fixtures';
import { API_PATHS, buildPath, emailsQuerySchema, mapHtmlFields, type ChatsAndContactsResponse, type ChatWithContactResponse, type EmailsResponse } from '@atrium/api';
import { getChatsAndContacts as mockChats, listEmails as mockList, openChat as mockOpenChat } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import { listEmails as serverList } from '@atrium/server/internal/messaging/emails';
import { chatsAndContacts as serverChats } from '@atrium/server/internal/messaging/chat';
import { sanitizeStoredHtml } from '@atrium/server/internal/sanitize';
import { seedIdentity, withoutIdentity } from '@atrium/server/internal/identity/seed';
import { withoutBilling } from '@atrium/server/internal/billing/seed';
import { stageDocuments } from '@atrium/server/testing';
import type { AtriumServer } from '@atrium/server';
import { BASE, call, login, SEED_NOW, startTestServer, migrationsBefore } from '@atrium/server/testing';

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
const list = async (token: string, query = '') => {
  const res = await call(server, 'GET', `${API_PATHS.email}${query ? `?${query}` : ''}`, { token });
  expect(res.status, query).toBe(200);
  return res.body as EmailsResponse;
};
const parsed = (query: string) => parseQuery(emailsQuerySchema, new Request(`${BASE}${API_PATHS.email}?${query}`));

const QUERIES = [
  '',
  ...['inbox', 'sent', 'draft', 'spam', 'starred', 'trashed', 'nonsense'].map((filter) => `filter=${filter}`),
  ...['private', 'company', 'personal', 'important'].flatMap((label) => [`label=${label}`, `filter=trashed&label=${label}`, `filter=sent&label=${label}`, `filter=starred&label=${label}`]),
  ...['a', 'RE', 'noa', ' store ', '%', '_', 'zzz'].map((q) => `q=${encodeURIComponent(q)}`),
  'q=a&filter=spam',
  'q=e&label=company',
];

const chatPath = (userId: number | string) => buildPath(API_PATHS.chat, { userId });
const chats = async (token: string, q = '') => {
  const res = await call(server, 'GET', `${API_PATHS.chatsAndContacts}${q ? `?q=${encodeURIComponent(q)}` : ''}`, { token });
  expect(res.status, q).toBe(200);
  return res.body as ChatsAndContactsResponse;
};
const CHAT_QUERIES = ['', 'NOA', 'a', ' le ', 'zzz', '%'];

describe('the same answers as the mock', () => {
  it('the demo admin\'s mailbox under every view, label and search answers what the mock answers', async () => {
    const seed = storedSeed();
    for (const query of QUERIES) expect(await list(admin, query), query).toEqual(mockList(seed, parsed(query)));
  });
});

/** The chat document as a server before decision 0036 stored it: the staff directory and John Doe's separate profile. */
function legacyChat(seed: Db) {
  const john = seed.chat.contacts.find((c) => c.account === 'login:1');
  if (!john) throw new Error('the seed has the demo admin in its directory');
  const { account: _account, ...profile } = john;
  return { profileUser: { ...profile, settings: seed.chat.settings }, contacts: seed.chat.contacts.filter((c) => c.account === undefined), chats: seed.chat.chats };
}

describe('the chat: the same answers as the mock', () => {
  it('the demo admin\'s chats and contacts under every search, and opening each chat (which marks it read), answer what the mock answers', async () => {
    const seed = storedSeed();
    for (const q of CHAT_QUERIES) expect(await chats(admin, q), q).toEqual(mockChats(seed, q));
    for (const id of [...seed.chat.contacts.map((c) => c.id), 999]) {
      const res = await call(server, 'GET', chatPath(id), { token: admin });
      const expected = mockOpenChat(seed, id);
      if (expected.ok) expect(res.body as ChatWithContactResponse, String(id)).toEqual(expected.value);
      else expect(res.status, String(id)).toBe(404);
    }
    // read: every unseen count is 0 now, on both
    expect(await chats(admin)).toEqual(mockChats(seed, ''));
    expect((await call(server, 'GET', chatPath('abc'), { token: admin })).status).toBe(404);
  });
});

describe('the mailbox left the documents', () => {
  it('an existing database keeps its mailbox: the custom migration moves the documents into the demo admin\'s rows', async () => {
    const staged = migrationsBefore('_messaging.sql');
    const step = [staged.named('_messaging.sql'), staged.named('_emails_from_documents.sql')];
    expect(staged.before.length).toBeGreaterThan(0);
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = storedSeed();
      await connection.db.transaction(async (tx) => {
        await seedIdentity(tx, seed);
        // the previous server's documents: the one mailbox, and an id counter for it
        await stageDocuments(tx, withoutBilling(withoutIdentity(seed)));
        await tx.execute(sql`insert into id_counters (name, last_id) values ('emails', 999) on conflict (name) do update set last_id = 999`);
      });
      staged.add(step);
      expect(await migrate(connection, staged.dir)).toEqual(step);
      for (const query of QUERIES) expect(await serverList(connection.db, { principal: 'login', userId: 1 }, parsed(query)), query).toEqual(mockList(seed, parsed(query)));
      const left = rowsOf<{ n: number }>(
        await connection.db.execute(sql`select (select count(*) from documents where collection in ('emails', 'mailboxes')) + (select count(*) from id_counters where name = 'emails') as n`),
      );
      expect(Number(left[0]?.n)).toBe(0);
      // new emails continue after the moved ones (replies included)
      const highest = Math.max(...seed.emails.flatMap((e) => [e.id, ...e.replies.map((r) => r.id)]));
      const [next] = rowsOf<{ id: number }>(
        await connection.db.execute(sql`insert into emails (login_id, from_email, from_name, sent_at, folder) values (1, 'a@b.co', 'A', now(), 'draft') returning id`),
      );
      expect(next?.id).toBe(highest + 1);
    } finally {
      await connection.close();
      staged.remove();
    }
  });

  it('an existing database keeps its chat: the custom migration moves the document into the tables as the demo admin\'s', async () => {
    const staged = migrationsBefore('_chat.sql');
    const step = [staged.named('_chat.sql'), staged.named('_chat_from_documents.sql')];
    expect(staged.before.length).toBeGreaterThan(0);
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = storedSeed();
      await connection.db.transaction(async (tx) => {
        await seedIdentity(tx, seed);
        // the previous server's documents: the one chat document and its id counters
        await stageDocuments(tx, { ...withoutBilling(withoutIdentity(seed)), emails: [], chat: legacyChat(seed) });
      });
      staged.add(step);
      expect(await migrate(connection, staged.dir)).toEqual(step);
      const left = rowsOf<{ n: number }>(
        await connection.db.execute(sql`select (select count(*) from documents where collection = 'chat') + (select count(*) from id_counters where name like 'chat.%') as n`),
      );
      expect(Number(left[0]?.n)).toBe(0);
      // then on to the latest: 0054 makes the profile and every account people of the directory,
      // with the ids the seed gives them (decision 0036)
      staged.add(staged.after);
      await migrate(connection, staged.dir);
      for (const q of CHAT_QUERIES) {
        const answer = await connection.db.transaction((tx) => serverChats(tx, { principal: 'login', userId: 1 }, q));
        expect(answer, q).toEqual(mockChats(seed, q));
      }
      expect(Number(rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from messages`))[0]?.n)).toBe(seed.chat.chats.reduce((n, c) => n + c.messages.length, 0));
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
