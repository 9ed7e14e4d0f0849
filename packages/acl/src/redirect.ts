// Redirect targets: the `to` query filter (same-origin paths only) and the `/` table by role.

/** A redirect the router can follow: a path and, optionally, search params. */
export interface RedirectTarget {
  to: string;
  search?: Record<string, unknown>;
}

export const HOME_BY_ROLE = {
  admin: '/dashboards/all-branches-visitors',
  client: '/access-control',
} as const;

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

const MAX_TARGET_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;
// Browsers drop tabs and newlines inside URLs and strip leading C0 controls and spaces, so
// "/\t/evil.example" becomes "//evil.example"; no legitimate in-app path contains them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'https://same-origin.invalid';

function isPlainAbsolutePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // "//host" and "/\host" are protocol-relative URLs to another host.
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return false;
  // Browsers read "\" as "/" in http(s) URLs, so any backslash can turn into a host switch.
  if (value.includes('\\')) return false;
  return !CONTROL.test(value);
}

/**
 * Returns `to` when it is a same-origin path (`/apps/user/list?page=2#top`), else `undefined`.
 * Rejects protocol-relative (`//evil.example`), absolute (`https://...`), script (`javascript:`)
 * and backslash targets, including their percent-encoded forms, because a router or a later
 * decode may turn `/%2F%2Fevil.example` into `//evil.example`.
 */
export function safeRedirectTarget(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_TARGET_LENGTH) return undefined;
  let current = to;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    if (!isPlainAbsolutePath(current)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes: the router could not read it either.
      return undefined;
    }
    if (decoded === current) break;
    current = decoded;
    // Still changing after the last round: nested encodings no real link uses.
    if (round === MAX_DECODE_ROUNDS - 1) return undefined;
  }
  // Last line of defence: resolve against a probe origin the way a browser would.
  let resolved: URL;
  try {
    resolved = new URL(to, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  return resolved.origin === PROBE_ORIGIN ? to : undefined;
}

/** Where the login form goes after success: a safe `to`, else `/` (which redirects by role). */
export function postLoginTarget(to: unknown): string {
  return safeRedirectTarget(to) ?? '/';
}

/** Reads a query string (with or without `?`) into a plain object; repeated keys keep the last. */
export function parseSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) out[key] = value;
  return out;
}

/**
 * SPEC §2, `/`: admin → all-branches visitors dashboard, client → access-control demo, anyone else
 * → login keeping the query string. Pass the role only when the user is authenticated.
 */
export function homeRedirect(role: unknown, searchStr = ''): RedirectTarget {
  if (role === 'admin' || role === 'client') return { to: HOME_BY_ROLE[role] };
  const search = parseSearch(searchStr);
  return Object.keys(search).length > 0 ? { to: LOGIN_PATH, search } : { to: LOGIN_PATH };
}
