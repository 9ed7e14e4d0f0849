import { API_PATHS, chatsAndContactsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getChatsAndContacts, getChatUpdates, isStaffContact, openChat, sendMessage, updateChatProfile } from '../services/chat';
import { simulateContact } from './chat-simulation';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, parseQuery, readJson, route, unauthorized } from './http';

const contactNotFound = () => HttpResponse.json({ error: 'Contact not found' }, { status: 404 });

export const chatHandlers = [
  // each signed-in account has its own conversations and settings; its profile is its entry in the
  // directory of the product's people (decisions 0022, 0036)
  route('get', API_PATHS.chatsAndContacts, ({ request, session }) => {
    if (!session) return unauthorized();
    const answer = getChatsAndContacts(getDb(), parseQuery(chatsAndContactsQuerySchema, request).q, session);
    // the session's account is gone: treated as signed out
    if (!answer) return unauthorized();
    // the account's own chat data is made on its first chat call
    saveDb();
    return HttpResponse.json(answer);
  }),
  // polled by the chat to know when to read again; plain JSON only (the server can also stream it)
  route('get', API_PATHS.chatUpdates, ({ session }) => {
    if (!session) return unauthorized();
    const answer = getChatUpdates(getDb(), session);
    if (!answer) return unauthorized();
    // no save: a poll changes nothing that the next read would not make the same again
    return HttpResponse.json(answer);
  }),
  route('get', API_PATHS.chat, ({ params, session }) => {
    if (!session) return unauthorized();
    const outcome = openChat(getDb(), idParam(params, 'userId'), session);
    if (!outcome.ok) return contactNotFound();
    saveDb();
    return HttpResponse.json(outcome.value);
  }),
  route('post', API_PATHS.chat, async ({ request, params, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = sendMessage(getDb(), idParam(params, 'userId'), body.value, new Date(), session);
    if (!outcome.ok) return invalidResponse(outcome) ?? contactNotFound();
    saveDb();
    const userId = idParam(params, 'userId');
    // the demo plays a staff member's side; an account is a real person who answers themselves
    if (userId !== undefined && isStaffContact(getDb(), userId)) simulateContact(userId, { principal: session.principal, userId: session.userId });
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('put', API_PATHS.chatProfileUser, async ({ request, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = updateChatProfile(getDb(), body.value, session);
    const rejected = invalidResponse(outcome);
    if (rejected || !outcome.ok) return rejected ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value);
  }),
];
