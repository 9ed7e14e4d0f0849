import { API_PATHS, chatsAndContactsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getChatsAndContacts, openChat, sendMessage, updateChatProfile } from '../services/chat';
import { simulateContact } from './chat-simulation';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, parseQuery, readJson, route } from './http';

const contactNotFound = () => HttpResponse.json({ error: 'Contact not found' }, { status: 404 });

export const chatHandlers = [
  route('get', API_PATHS.chatsAndContacts, ({ request }) =>
    HttpResponse.json(getChatsAndContacts(getDb(), parseQuery(chatsAndContactsQuerySchema, request).q)),
  ),
  route('get', API_PATHS.chat, ({ params }) => {
    const outcome = openChat(getDb(), idParam(params, 'userId'));
    if (!outcome.ok) return contactNotFound();
    saveDb();
    return HttpResponse.json(outcome.value);
  }),
  route('post', API_PATHS.chat, async ({ request, params }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = sendMessage(getDb(), idParam(params, 'userId'), body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? contactNotFound();
    saveDb();
    const userId = idParam(params, 'userId');
    if (userId !== undefined) simulateContact(userId);
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('put', API_PATHS.chatProfileUser, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = updateChatProfile(getDb(), body.value);
    const rejected = invalidResponse(outcome);
    if (rejected || !outcome.ok) return rejected ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value);
  }),
];
