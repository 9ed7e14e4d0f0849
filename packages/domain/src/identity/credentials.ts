// How a request proves whose session it is, for both backends: the mock's handlers and the
// server's guard (apps/server) call this one module (decision 0033; it was the mock's
// store/credentials.ts). API clients send `Authorization: Bearer <token>`; the browser app sends
// the HttpOnly `atrium_session` cookie the login set (decision 0014), and a write on the cookie must
// pass the CSRF check below.
//
// No msw import here: the mock's worker glue (worker/serve.ts, worker/page.ts) uses this module
// before msw loads. Two settings are module state the host sets once (`setTrustedOrigins`,
// `setSecureCookies`: the server from its configuration; the mock keeps the defaults).
import { CSRF_HEADER, CSRF_HEADER_VALUE, isUnsafeMethod, SESSION_COOKIE_NAME } from '@atrium/api/config';

export interface SessionCredential {
  token: string;
  /** a bearer token is sent on purpose; a cookie goes with every request the browser makes (ambient) */
  via: 'bearer' | 'cookie';
}

const TOKEN = /^[\w.~+/-]{1,512}=*$/;

/**
 * In the demo build the mock runs in a Web Worker, where a `Request` cannot carry a `Cookie`
 * header (a forbidden header name) and a `Response` cannot carry `Set-Cookie`: the worker glue
 * hands them over on these properties instead. Symbol.for, so the worker's chunks agree on it.
 */
const REQUEST_COOKIE = Symbol.for('atrium.mock-api.request-cookie');
const RESPONSE_SET_COOKIE = Symbol.for('atrium.mock-api.response-set-cookie');

/** The `Cookie` header of a request, or what the worker glue attached instead. */
export function requestCookieHeader(request: Request): string | null {
  const attached: unknown = Reflect.get(request, REQUEST_COOKIE);
  return typeof attached === 'string' ? attached : request.headers.get('Cookie');
}

/** Worker glue: the page's cookie jar's `Cookie` header for this request. */
export function attachRequestCookie(request: Request, cookie: string): void {
  Object.defineProperty(request, REQUEST_COOKIE, { value: cookie, enumerable: false });
}

/** Marks a response with the cookie it sets (and sets the header where the runtime allows it). */
export function attachSetCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append('Set-Cookie', cookie);
  } catch {
    // immutable headers: the mark below still carries it
  }
  Object.defineProperty(response, RESPONSE_SET_COOKIE, { value: cookie, enumerable: false });
  return response;
}

/** The `Set-Cookie` a response carries, whether as a header or marked by attachSetCookie. */
export function responseSetCookie(response: Response): string | null {
  const attached: unknown = Reflect.get(response, RESPONSE_SET_COOKIE);
  return typeof attached === 'string' ? attached : response.headers.get('Set-Cookie');
}

/** One cookie's value from a `Cookie` header, or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (header === null) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The one place both backends read a session token from: the bearer header when there is one,
 * else the session cookie. Malformed values count as no credential.
 */
export function sessionCredential(request: Request): SessionCredential | undefined {
  const authorization = request.headers.get('Authorization');
  if (authorization !== null) {
    const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
    return bearer !== undefined && TOKEN.test(bearer) ? { token: bearer, via: 'bearer' } : undefined;
  }
  const cookie = readCookie(requestCookieHeader(request), SESSION_COOKIE_NAME);
  return cookie !== undefined && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : undefined;
}

let trustedOrigins: readonly string[] = [];

/** The origins besides the API's own that may send cookie-authenticated writes (the server's CORS origins). */
export function setTrustedOrigins(origins: readonly string[]): void {
  trustedOrigins = origins.filter((origin) => origin !== '*');
}

function isTrustedOrigin(origin: string, request: Request): boolean {
  if (trustedOrigins.includes(origin)) return true;
  const own = new URL(request.url);
  if (origin === own.origin) return true;
  // behind a proxy that ends TLS the API sees http://host while the page is https://host
  try {
    const from = new URL(origin);
    return from.protocol === 'https:' && from.host === own.host;
  } catch {
    return false;
  }
}

/**
 * Why a request authenticated by the session cookie may not write, or undefined when it may: an
 * unsafe method needs the CSRF header, and an `Origin` (when sent) must be the API's own or a
 * configured one. Bearer requests and reads pass: a bearer token is never sent by accident.
 */
export function csrfRejection(request: Request, credential: SessionCredential | undefined): string | undefined {
  if (credential?.via !== 'cookie' || !isUnsafeMethod(request.method)) return undefined;
  if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return `A write signed in by cookie needs the ${CSRF_HEADER} header`;
  const origin = request.headers.get('Origin');
  if (origin !== null && !isTrustedOrigin(origin, request)) return 'Cross-origin write refused';
  return undefined;
}

let secureCookies: 'auto' | 'always' = 'auto';

/** 'always': every session cookie is Secure (the server in production, behind a TLS proxy); 'auto': when the request is https. */
export function setSecureCookies(mode: 'auto' | 'always'): void {
  secureCookies = mode;
}

function cookieAttributes(request: Request): string {
  const secure = secureCookies === 'always' || new URL(request.url).protocol === 'https:';
  return `HttpOnly; SameSite=Lax; Path=/api${secure ? '; Secure' : ''}`;
}

/**
 * The login's cookie: Max-Age only with "remember me" (else it ends with the browser session;
 * the session itself still expires on the backend).
 */
export function sessionCookie(request: Request, token: string, maxAgeSeconds: number | undefined): string {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return `${SESSION_COOKIE_NAME}=${token}; ${cookieAttributes(request)}${maxAge}`;
}

/** The logout's cookie: removes it from the browser. */
export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE_NAME}=; ${cookieAttributes(request)}; Max-Age=0`;
}
