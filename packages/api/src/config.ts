// Where the API is and how to authenticate, without the contract: importable from an app's
// entry chunk (see default-client.ts).
//
// The browser app authenticates with the HttpOnly session cookie the login sets (decision 0014):
// no token is kept in Web Storage or sent from it. `getToken` is for API clients that hold a
// bearer token themselves (scripts, tests, the contract suite).
export interface ApiConfig {
  /** origin (and prefix) the /api paths are appended to; '' means same origin */
  baseUrl?: string;
  /** a bearer token the caller holds, if any; read on every call. The browser app passes none. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof globalThis.fetch;
  /**
   * The API at `baseUrl` pushes Server-Sent Events (the Atrium server does; decision 0036). Off by
   * default: an in-browser mock answers through `fetch` only, and an EventSource opened against
   * it would fail (and log) instead of falling back quietly.
   */
  serverEvents?: boolean;
}

/** The session cookie the login sets (HttpOnly; SameSite=Lax; Path=/api). */
export const SESSION_COOKIE_NAME = 'atrium_session';

/**
 * The header every write authenticated by the session cookie must carry. A cross-site form
 * cannot set a header, and a cross-origin fetch that does needs a CORS preflight the API only
 * grants to its configured origins.
 */
export const CSRF_HEADER = 'X-Atrium-CSRF';
export const CSRF_HEADER_VALUE = '1';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** POST, PUT, PATCH, DELETE: what needs the CSRF header when a cookie authenticates it. */
export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * The fetch `credentials` mode for an API at `baseUrl`: the session cookie goes with same-origin
 * calls, and with calls to another origin only when the API is configured there ('include').
 */
export function credentialsFor(baseUrl: string): RequestCredentials {
  if (baseUrl === '' || baseUrl.startsWith('/')) return 'same-origin';
  const here = globalThis.location?.origin;
  try {
    return here !== undefined && new URL(baseUrl).origin === here ? 'same-origin' : 'include';
  } catch {
    return 'same-origin';
  }
}

let config: ApiConfig = { baseUrl: '' };

export function setApiConfig(next: ApiConfig): void {
  config = { ...next };
}

export function getApiConfig(): ApiConfig {
  return config;
}
