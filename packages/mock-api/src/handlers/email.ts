import { API_PATHS, emailsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { listEmails, sendEmail, updateEmails } from '../services/email';
import { getDb, saveDb } from '../store/store';
import { invalidResponse, malformedJson, parseQuery, readJson, route } from './http';

export const emailHandlers = [
  route('get', API_PATHS.email, ({ request }) => HttpResponse.json(listEmails(getDb(), parseQuery(emailsQuerySchema, request)))),
  route('post', API_PATHS.email, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = updateEmails(getDb(), body.value);
    const rejected = invalidResponse(outcome);
    if (rejected) return rejected;
    saveDb();
    return new HttpResponse(null, { status: 201 });
  }),
  route('post', API_PATHS.emailSend, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = sendEmail(getDb(), body.value);
    const rejected = invalidResponse(outcome);
    if (rejected || !outcome.ok) return rejected ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
];
