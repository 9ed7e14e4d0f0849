import { API_PATHS, LOGIN_FAILED_MESSAGE } from '@atrium/api';
import { HttpResponse } from 'msw';
import { login } from '../services/auth';
import { getDb } from '../store/store';
import { fieldErrors, readJson, route } from './http';

export const authHandlers = [
  route('post', API_PATHS.login, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return fieldErrors({ email: [LOGIN_FAILED_MESSAGE] });
    const outcome = login(getDb(), body.value);
    if (outcome.ok) return HttpResponse.json(outcome.value, { status: 201 });
    return fieldErrors(outcome.reason === 'invalid' ? outcome.errors : { email: [LOGIN_FAILED_MESSAGE] });
  }),
];
