import { API_PATHS, permissionsQuerySchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type StaleWrite } from '@atrium/api';
import { HttpResponse, type JsonBodyType } from 'msw';
import type { Outcome } from '../services/common';
import { addPermission, addRole, deletePermission, deleteRole, listPermissions, listRoles, updatePermission, updateRole } from '../services/permissions';
import { getDb, saveDb } from '../store/store';
import { fieldErrors, idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route, type RouteInfo } from './http';

const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });

function mutation<T extends JsonBodyType>(what: string, run: (info: RouteInfo, body: unknown) => Outcome<T>, status = 200) {
  return async (info: RouteInfo) => {
    const body = await readJson(info.request);
    if (!body.ok) return malformedJson();
    const outcome = run(info, body.value);
    if (outcome.ok) {
      saveDb();
      return HttpResponse.json(outcome.value, { status });
    }
    // a role edited by someone else since the caller read it (decision 0024)
    if (!outcome.ok && outcome.reason === 'stale') return HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: outcome.version } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
    return invalidResponse(outcome) ?? notFound(what);
  };
}

function removal(what: string, remove: (id: number | undefined) => boolean) {
  return ({ params }: RouteInfo) => {
    if (!remove(idParam(params))) return notFound(what);
    saveDb();
    return noContent();
  };
}

export const permissionsHandlers = [
  route('get', API_PATHS.permissions, ({ request }) => HttpResponse.json(listPermissions(getDb(), parseQuery(permissionsQuerySchema, request)))),
  route('post', API_PATHS.permissions, mutation('Permission', (_, body) => addPermission(getDb(), body), 201)),
  route('put', API_PATHS.permission, mutation('Permission', ({ params }, body) => updatePermission(getDb(), idParam(params), body))),
  route('delete', API_PATHS.permission, removal('Permission', (id) => deletePermission(getDb(), id))),
  route('get', API_PATHS.roles, () => HttpResponse.json(listRoles(getDb()))),
  route('post', API_PATHS.roles, mutation('Role', (_, body) => addRole(getDb(), body), 201)),
  route('put', API_PATHS.role, mutation('Role', ({ params }, body) => updateRole(getDb(), idParam(params), body))),
  // a role users hold is refused with 409 and the reason: every user holds a role
  route('delete', API_PATHS.role, ({ params }) => {
    const outcome = deleteRole(getDb(), idParam(params));
    if (outcome.ok) {
      saveDb();
      return noContent();
    }
    return outcome.reason === 'invalid' ? fieldErrors(outcome.errors, 409) : notFound('Role');
  }),
];
