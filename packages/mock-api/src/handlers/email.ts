import { API_PATHS, emailsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { listEmails, sendEmail, updateEmails } from '../services/email';
import { getDb, saveDb } from '../store/store';
import { invalidResponse, malformedJson, parseQuery, readJson, route, unauthorized } from './http';

export const emailHandlers = [
  // each signed-in account reads and writes its own mailbox (decision 0022)
  route('get', API_PATHS.email, ({ request, session }) =>
    session ? HttpResponse.json(listEmails(getDb(), parseQuery(emailsQuerySchema, request), session)) : unauthorized(),
  ),
  route('post', API_PATHS.email, async ({ request, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = updateEmails(getDb(), body.value, session);
    const rejected = invalidResponse(outcome);
    if (rejected) return rejected;
    saveDb();
    return new HttpResponse(null, { status: 201 });
  }),
  route('post', API_PATHS.emailSend, async ({ request, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = sendEmail(getDb(), body.value, new Date(), session);
    const rejected = invalidResponse(outcome);
    if (rejected || !outcome.ok) return rejected ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
];
