import { API_PATHS, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, usersQuerySchema, type StaleWrite } from '@atrium/api';
import { HttpResponse } from 'msw';
import type { Outcome } from '../services/common';
import { addUser, deleteUser, getUser, listUsers, setUserPassword, setUserRole, suspendUser, updateUser, userStats } from '../services/users';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route } from './http';

const userNotFound = () => HttpResponse.json('User not found', { status: 404 });

function answer<T>(outcome: Outcome<T>, status = 200): Response {
  if (outcome.ok) {
    saveDb();
    return outcome.value === null ? noContent() : HttpResponse.json(outcome.value, { status });
  }
  if (outcome.reason === 'stale') return HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: outcome.version } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
  return invalidResponse(outcome) ?? userNotFound();
}

// `stats` is registered before `:id` so it is never read as a user id.
export const usersHandlers = [
  route('get', API_PATHS.userStats, () => HttpResponse.json(userStats(getDb()))),
  route('get', API_PATHS.users, ({ request }) => HttpResponse.json(listUsers(getDb(), parseQuery(usersQuerySchema, request)))),
  route('post', API_PATHS.users, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = addUser(getDb(), body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? malformedJson();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('get', API_PATHS.user, ({ params }) => {
    const user = getUser(getDb(), idParam(params));
    return user ? HttpResponse.json(user) : userNotFound();
  }),
  route('put', API_PATHS.user, async ({ request, params }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    return answer(updateUser(getDb(), idParam(params), body.value));
  }),
  route('post', API_PATHS.userSuspend, ({ params }) => answer(suspendUser(getDb(), idParam(params)))),
  route('put', API_PATHS.userPassword, async ({ request, params }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    return answer(setUserPassword(getDb(), idParam(params), body.value));
  }),
  route('put', API_PATHS.userRole, async ({ request, params }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    return answer(setUserRole(getDb(), idParam(params), body.value));
  }),
  route('delete', API_PATHS.user, ({ params }) => {
    if (!deleteUser(getDb(), idParam(params))) return userNotFound();
    saveDb();
    return noContent();
  }),
];
