// The email and chat calls of the contract answered from the messaging tables (decision 0022): each
// signed-in account reads and writes its own mailbox, chat profile and conversations. The list and its counts are one SQL statement, a bulk
// update one statement over the named rows of that mailbox, a send one transaction; none takes the
// documents' write lock. The answers are the mock's (same validation, messages and order of checks).
import { chatsAndContactsQuerySchema, type ChatUpdates, emailsQuerySchema, sendEmailBodySchema, sendMessageBodySchema, updateChatProfileBodySchema, updateEmailsBodySchema, type ApiPathName, type HttpMethod } from '@atrium/api';
import { parseQuery, readJson, validate, type MockSession } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { fieldErrors, json, malformedJson, signedInRoutes, signInFirst } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { chatPersonId, chatProfile, chatsAndContacts, chatUpdates, openChat, personById, sendMessage, updateChatProfile } from './chat';
import { listEmails, sendEmail, updateEmails, type MailboxOwner } from './emails';

export interface MessagingOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
  /** how often a pushed chat (`GET chatUpdates` as Server-Sent Events) reads the account's chat again */
  pushIntervalMs?: number;
}

/** A pushed chat reads the account's chat this often (one indexed statement) and sends what changed. */
export const CHAT_PUSH_INTERVAL_MS = 1_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/**
 * A stream ends after this long and the browser's EventSource opens a new one (after `retry`),
 * through the guard again: a session signed out or expired meanwhile stops being pushed to.
 */
export const CHAT_STREAM_MAX_MS = 60_000;

/**
 * The chat pushed (decision 0036): Server-Sent Events, an `updates` event with the JSON of the
 * plain call now and again whenever it changes (a message from another account, a chat opened on
 * another device), until the client goes away. Each process reads PostgreSQL, so a message
 * written through any process reaches a stream held by any other.
 */
function streamChatUpdates(c: Context, first: ChatUpdates, read: () => Promise<ChatUpdates>, intervalMs: number): Response {
  return streamSSE(c, async (stream) => {
    let last = '';
    let quiet = 0;
    let current = first;
    let id = 0;
    const ends = Date.now() + CHAT_STREAM_MAX_MS;
    while (!stream.aborted && !stream.closed && Date.now() < ends) {
      const data = JSON.stringify(current);
      if (data !== last) {
        await stream.writeSSE({ event: 'updates', id: String(id++), retry: intervalMs, data });
        last = data;
        quiet = 0;
      } else if ((quiet += intervalMs) >= KEEP_ALIVE_MS) {
        await stream.write(': keep-alive\n\n');
        quiet = 0;
      }
      await stream.sleep(intervalMs);
      if (stream.aborted) break;
      current = await read();
    }
  });
}

// a message or an email is stamped with the real time, as the mock stamps it (a test server pins
// `now` to its seed day, which would give every message of a run the same instant)

interface Caller {
  owner: MailboxOwner;
}
const contactNotFound = () => json({ error: 'Contact not found' }, 404);
/** A path id the tables can hold; anything else names no contact. */
const idOf = (raw: string | undefined) => (raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export function registerMessaging(app: Hono, options: MessagingOptions): void {
  const { db, sessions } = options;

  const signedIn = signedInRoutes(app, sessions, options.finish);
  const serve = (method: HttpMethod, name: ApiPathName, handler: (c: Context, who: Caller) => Promise<Response>) =>
    signedIn(method, name, (c, session) => handler(c, { owner: ownerOf(session) }));

  serve('GET', 'email', async (c, { owner }) => json(await listEmails(db, owner, parseQuery(emailsQuerySchema, c.req.raw))));

  serve('POST', 'email', async (c, { owner }) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(updateEmailsBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : malformedJson();
    await updateEmails(db, owner, parsed.value);
    return new Response(null, { status: 201 });
  });

  serve('POST', 'emailSend', async (c, { owner }) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    // the body's HTML is sanitized here, before the transaction (validate runs the server's sanitizer)
    const parsed = validate(sendEmailBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : malformedJson();
    const email = await db.transaction(async (tx) => {
      // sent from the account's own picture (its chat profile's, made here on a first call as the mock makes it)
      const profile = await chatProfile(tx, owner);
      return profile && sendEmail(tx, owner, parsed.value, profile.avatar, new Date());
    });
    return email ? json(email, 201) : signInFirst();
  });

  // the chat: each account's own profile and conversations with the directory's contacts
  serve('GET', 'chatsAndContacts', async (c, { owner }) => {
    const answer = await db.transaction((tx) => chatsAndContacts(tx, owner, parseQuery(chatsAndContactsQuerySchema, c.req.raw).q));
    return answer ? json(answer) : signInFirst();
  });

  serve('GET', 'chat', async (c, { owner }) => {
    const answer = await db.transaction((tx) => openChat(tx, owner, idOf(c.req.param('userId'))));
    return answer ? json(answer) : contactNotFound();
  });

  serve('POST', 'chat', async (c, { owner }) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const person = await personById(db, idOf(c.req.param('userId')));
    if (!person) return contactNotFound();
    const parsed = validate(sendMessageBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : contactNotFound();
    const sent = await db.transaction((tx) => sendMessage(tx, owner, person, parsed.value.message, new Date()));
    return sent ? json(sent, 201) : contactNotFound();
  });

  // what the chat holds now; with `Accept: text/event-stream`, pushed whenever it changes
  serve('GET', 'chatUpdates', async (c, { owner }) => {
    // the account's person is looked up once: a pushed stream then runs one statement a second
    const personId = await chatPersonId(db, owner);
    if (personId === undefined) return signInFirst();
    const first = await chatUpdates(db, personId);
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) return json(first);
    return streamChatUpdates(c, first, () => chatUpdates(db, personId), options.pushIntervalMs ?? CHAT_PUSH_INTERVAL_MS);
  });

  serve('PUT', 'chatProfileUser', async (c, { owner }) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(updateChatProfileBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : malformedJson();
    const profile = await db.transaction((tx) => updateChatProfile(tx, owner, parsed.value));
    return profile ? json(profile) : signInFirst();
  });
}

function ownerOf(session: MockSession): MailboxOwner {
  return { principal: session.principal, userId: session.userId };
}
