// What every contract route on the relational tables shares (identity, billing, messaging,
// calendar): the contract's access table over the request's session, the handler, then `finish`
// (the 2xx answer checked against the contract), and the answers the mock gives for a body it
// cannot read or validate.
import { createAbility } from '@atrium/acl';
import { accessFor, API_PATHS, type ApiPathName, type HttpMethod } from '@atrium/api';
import { csrfRejection, sessionCredential, type MockSession } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import type { Sessions } from './sessions';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
export const fieldErrors = (errors: Record<string, string[]>) => json({ errors }, 400);
export const malformedJson = () => fieldErrors({ body: ['Malformed JSON'] });
export const signInFirst = () => json({ message: 'Sign in to continue' }, 401);

/** Who calls: the session (undefined only on a public call), read from its tables on this request (src/sessions.ts). */
export interface Caller {
  session: MockSession | undefined;
}

/**
 * The contract's access table for `name`/`method` over the request's session: the caller, or the
 * answer that refuses it — 401 without a session, 403 for a cross-site cookie write (decision 0014)
 * or a missing permission, 404 for a call the contract does not have. A public call needs no session.
 */
export async function guard(sessions: Sessions, request: Request, name: ApiPathName, method: HttpMethod): Promise<Caller | Response> {
  const access = accessFor(method, API_PATHS[name]);
  const caller: Caller = { session: await sessions.authenticate(request) };
  if (access === 'public') return caller;
  if (!caller.session) return signInFirst();
  const csrf = csrfRejection(request, sessionCredential(request));
  if (csrf !== undefined) return json({ message: csrf }, 403);
  if (access === undefined) return json({ message: 'Not found' }, 404);
  if (access !== 'session' && !createAbility(caller.session.rules).can(access.action, access.subject)) return json({ message: 'Not allowed' }, 403);
  return caller;
}

/** `serve(method, name, handler)`: the handler of a contract call behind `guard`, its answer through `finish`. */
export function contractRoutes(app: Hono, sessions: Sessions, finish: (c: Context, response: Response) => Promise<Response>) {
  return (method: HttpMethod, name: ApiPathName, handler: (c: Context, caller: Caller) => Promise<Response>): void => {
    app.on(method, API_PATHS[name], async (c) => {
      const caller = await guard(sessions, c.req.raw, name, method);
      if (caller instanceof Response) return caller;
      return finish(c, await handler(c, caller));
    });
  };
}

/** The same for calls that only a signed-in account makes (none of them public): the handler gets its session. */
export function signedInRoutes(app: Hono, sessions: Sessions, finish: (c: Context, response: Response) => Promise<Response>) {
  const serve = contractRoutes(app, sessions, finish);
  return (method: HttpMethod, name: ApiPathName, handler: (c: Context, session: MockSession) => Promise<Response>): void =>
    serve(method, name, (c, caller) => (caller.session ? handler(c, caller.session) : Promise.resolve(signInFirst())));
}
