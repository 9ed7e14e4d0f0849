// The little Request <-> service glue every handler shares. Handlers stay thin: read the query
// or body, call a service, turn its outcome into a status and a body.
import { canWithRules } from '@atrium/acl';
import { accessFor, type HttpMethod } from '@atrium/api';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AbilityRule } from '@atrium/api';
import type { Outcome } from '../services/common';
import { csrfRejection, sessionCredential, type SessionCredential } from '@atrium/domain';
import { findSession, type MockSession } from '../store/sessions';
import { getLatency } from '../store/latency';

type Params = Record<string, string | readonly string[] | undefined>;
export interface RouteInfo {
  request: Request;
  params: Params;
  /** the caller's session; undefined only on the contract's public endpoints */
  session: MockSession | undefined;
  /** how the caller sent its session token (set when `session` is) */
  credential: SessionCredential | undefined;
}
type Resolver = (info: RouteInfo) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'put' | 'delete';

export const unauthorized = () => HttpResponse.json({ message: 'Sign in to continue' }, { status: 401 });
export const forbidden = () => HttpResponse.json({ message: 'Not allowed' }, { status: 403 });
const csrfRefused = (message: string) => HttpResponse.json({ message }, { status: 403 });

/** The rules a session's holder has now; undefined: the holder is gone or suspended. */
export type SessionRules = (session: MockSession) => AbilityRule[] | undefined;

// Until the Db is loaded (the worker's store-analytics stage needs none), the rules of sign-in.
let sessionRules: SessionRules = (session) => session.rules;

/**
 * Where `authorize` reads a session's rules. The full mock sets it to the holder's role as it is
 * in the Db now (handlers/auth.ts), so a role edit applies on the next request.
 */
export function setSessionRules(next: SessionRules): void {
  sessionRules = next;
}

/**
 * The contract's access table, enforced: 401 without a live session (except on public
 * endpoints) or when its holder is gone or suspended, 403 when the CASL rules of the holder's
 * role as it is now (not as it was at sign-in: a role edit applies at once) do not grant the
 * ability. A public endpoint still sees the session when a valid token came with the call.
 * The token comes as a bearer header or the session cookie (@atrium/domain's
 * identity/credentials.ts); a write on the cookie must pass the CSRF check (403 otherwise).
 */
export function authorize(
  method: Method,
  path: string,
  request: Request,
): { ok: true; session: MockSession | undefined; credential: SessionCredential | undefined } | { ok: false; response: Response } {
  const access = accessFor(method.toUpperCase() as HttpMethod, path);
  // a handler the contract's table does not list fails at startup instead of serving everyone
  if (access === undefined) throw new Error(`mock-api: ${method.toUpperCase()} ${path} has no entry in the contract's access table`);
  const credential = sessionCredential(request);
  const found = credential === undefined ? undefined : findSession(credential.token);
  // a cookie-authenticated write without the CSRF header (or from a foreign origin) may have
  // come from another site's form or script: refused, or on a public endpoint served as anonymous
  const csrf = found === undefined ? undefined : csrfRejection(request, credential);
  if (access === 'public') return csrf === undefined ? { ok: true, session: found, credential: found && credential } : { ok: true, session: undefined, credential: undefined };
  if (!found) return { ok: false, response: unauthorized() };
  if (csrf !== undefined) return { ok: false, response: csrfRefused(csrf) };
  const session = found;
  const rules = sessionRules(session);
  if (!rules) return { ok: false, response: unauthorized() };
  // acl's plain-rules check gives CASL's answers for these action/subject rules (property-tested
  // against CASL) without CASL in the worker's first chunk (~5 kB gzip on the landing's wire)
  if (access !== 'session' && !canWithRules(rules)(access.action, access.subject)) return { ok: false, response: forbidden() };
  return { ok: true, session, credential };
}

/** `*` before the path: the worker answers the same-origin /api whatever the page's origin. */
export function route(method: Method, path: string, resolver: Resolver): HttpHandler {
  if (accessFor(method.toUpperCase() as HttpMethod, path) === undefined) {
    throw new Error(`mock-api: ${method.toUpperCase()} ${path} has no entry in the contract's access table`);
  }
  return http[method](`*${path}`, async ({ request, params }) => {
    const ms = getLatency();
    if (ms > 0) await delay(ms);
    const allowed = authorize(method, path, request);
    if (!allowed.ok) return allowed.response;
    return resolver({ request, params, session: allowed.session, credential: allowed.credential });
  });
}

export { parseQuery, readJson, readQuery, type JsonBody } from '@atrium/domain';

export function fieldErrors(errors: Record<string, string[]>, status = 400): Response {
  return HttpResponse.json({ errors }, { status });
}

export const malformedJson = () => fieldErrors({ body: ['Malformed JSON'] });

export const noContent = () => new HttpResponse(null, { status: 204 });

/** The numeric id of a path param, or undefined (which then matches no record). */
export function idParam(params: Params, name = 'id'): number | undefined {
  const raw = params[name];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Maps an invalid outcome to the field-level 400; callers handle ok and not-found. */
export function invalidResponse(outcome: Outcome<unknown>): Response | undefined {
  return !outcome.ok && outcome.reason === 'invalid' ? fieldErrors(outcome.errors) : undefined;
}
