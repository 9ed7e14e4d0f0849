import { API_PATHS, LOGIN_FAILED_MESSAGE } from '@atrium/api';
import { HttpResponse } from 'msw';
import { currentRules, login, register } from '../services/auth';
import { bearerToken, revokeSession } from '../store/sessions';
import { getDb, saveDb } from '../store/store';
import { fieldErrors, invalidResponse, malformedJson, noContent, readJson, route, setSessionRules, unauthorized } from './http';

// With the Db at hand, every request is checked against the rules of the holder's role now
// (decision 0008): an edit on /apps/roles, a new role or a suspension applies at once.
setSessionRules((session) => currentRules(getDb(), session.userId, session.principal));

export const authHandlers = [
  route('post', API_PATHS.login, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return fieldErrors({ email: [LOGIN_FAILED_MESSAGE] });
    const outcome = login(getDb(), body.value);
    if (outcome.ok) return HttpResponse.json(outcome.value, { status: 201 });
    return fieldErrors(outcome.reason === 'invalid' ? outcome.errors : { email: [LOGIN_FAILED_MESSAGE] });
  }),
  // signing out ends the session on the server too: the token stops working in every tab
  route('post', API_PATHS.logout, ({ request }) => {
    const token = bearerToken(request);
    if (token !== undefined) revokeSession(token);
    return noContent();
  }),
  // the caller's rules as their role grants them now: the browser re-reads them, so a role edit
  // changes the menus and guards of users already signed in (not only what the API lets through)
  route('get', API_PATHS.sessionRules, ({ session }) => {
    const rules = session ? currentRules(getDb(), session.userId, session.principal) : undefined;
    if (!rules) return unauthorized();
    return HttpResponse.json({ userAbilityRules: rules });
  }),
  route('post', API_PATHS.register, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = register(getDb(), body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
];
