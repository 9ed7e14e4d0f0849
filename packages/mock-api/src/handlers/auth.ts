import { API_PATHS, LOGIN_FAILED_MESSAGE } from '@atrium/api';
import { HttpResponse } from 'msw';
import { currentRules, login, register } from '../services/auth';
import { attachSetCookie, clearedSessionCookie, csrfRejection, sessionCookie, sessionCredential } from '@atrium/domain';
import { revokeSession } from '../store/sessions';
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
    if (outcome.ok) {
      // the browser app's session: an HttpOnly cookie no script can read (decision 0014); the
      // body keeps the token for API clients, and the app never stores it. Only "remember me"
      // outlives the browser session; the session itself ends at expiresAt on the backend.
      const remember = (body.value as { remember?: unknown }).remember === true;
      const maxAge = remember ? (Date.parse(outcome.value.expiresAt) - Date.now()) / 1000 : undefined;
      return attachSetCookie(HttpResponse.json(outcome.value, { status: 201 }), sessionCookie(request, outcome.value.accessToken, maxAge));
    }
    return fieldErrors(outcome.reason === 'invalid' ? outcome.errors : { email: [LOGIN_FAILED_MESSAGE] });
  }),
  // signing out ends the session on the server too: the token stops working in every tab, and
  // the cookie is removed (a cookie that failed the CSRF check came with no session: kept)
  route('post', API_PATHS.logout, ({ request, credential }) => {
    if (credential !== undefined) revokeSession(credential.token);
    const forged = csrfRejection(request, sessionCredential(request)) !== undefined;
    return forged ? noContent() : attachSetCookie(noContent(), clearedSessionCookie(request));
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
