import { API_PATHS, usersQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { addUser, deleteUser, getUser, listUsers } from '../services/users';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route } from './http';

const userNotFound = () => HttpResponse.json('User not found', { status: 404 });

export const usersHandlers = [
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
  route('delete', API_PATHS.user, ({ params }) => {
    if (!deleteUser(getDb(), idParam(params))) return userNotFound();
    saveDb();
    return noContent();
  }),
];
