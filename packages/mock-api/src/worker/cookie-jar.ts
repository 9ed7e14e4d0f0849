// The page's cookie jar for the mock API worker. In the demo build there is no HTTP between the
// page and the mock, so no browser cookie jar either: createWorkerFetch keeps this one, private
// to its closure, so the HttpOnly session cookie is as out of reach of the page's code as the
// browser's would be (never on document.cookie, never returned to a caller).
//
// The whole backend lives in the tab in the demo build, so HttpOnly is simulated here; the real
// guarantee is the server's, whose cookie the browser keeps (decision 0014).
//
// Persisted under the mock's storage-key prefix, read on every request, so reloads and the other
// tabs (which share localStorage) stay signed in and see a sign-out at once. Simplification: a
// cookie without Max-Age ("remember me" off) is persisted too instead of ending with the browser
// session; its session still ends on the mock's side after 12 hours.

export interface JarStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** epoch ms; null: a browser-session cookie */
  expiresAt: number | null;
}

export const COOKIE_JAR_SUFFIX = '.cookies';

function isStoredCookie(value: unknown): value is StoredCookie {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<StoredCookie>;
  return typeof c.name === 'string' && typeof c.value === 'string' && typeof c.path === 'string' && (c.expiresAt === null || typeof c.expiresAt === 'number');
}

/** One Set-Cookie line: name, value, Path and Max-Age (the attributes the mock sets). */
function parseSetCookie(line: string, now: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const cookie: StoredCookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), path: '/', expiresAt: null };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'path' && value.startsWith('/')) cookie.path = value;
    if (key.toLowerCase() === 'max-age' && /^-?\d+$/.test(value)) cookie.expiresAt = now + Number(value) * 1000;
  }
  return cookie;
}

const pathMatches = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

export function createCookieJar(storage: JarStorage | null | undefined, key: string) {
  let memory: StoredCookie[] = [];

  function load(now: number): StoredCookie[] {
    let cookies = memory;
    if (storage) {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        cookies = Array.isArray(parsed) ? parsed.filter(isStoredCookie) : [];
      } catch {
        cookies = [];
      }
    }
    return cookies.filter((c) => c.expiresAt === null || c.expiresAt > now);
  }

  function save(cookies: StoredCookie[]): void {
    memory = cookies;
    if (!storage) return;
    try {
      if (cookies.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(cookies));
    } catch {
      // storage full or blocked: this tab keeps the jar in memory
    }
  }

  return {
    /** the Cookie header for a request to `url`, or null */
    header(url: URL, now = Date.now()): string | null {
      const matching = load(now).filter((c) => pathMatches(c.path, url.pathname));
      return matching.length === 0 ? null : matching.map((c) => `${c.name}=${c.value}`).join('; ');
    },
    /** applies a response's Set-Cookie (one or several lines) */
    apply(setCookie: string, now = Date.now()): void {
      let cookies = load(now);
      // lines are joined with ", " by Headers; a comma inside Expires is not followed by name=
      for (const line of setCookie.split(/,(?=\s*[^;,=\s]+=)/)) {
        const cookie = parseSetCookie(line, now);
        if (!cookie) continue;
        cookies = cookies.filter((c) => !(c.name === cookie.name && c.path === cookie.path));
        if (cookie.value !== '' && (cookie.expiresAt === null || cookie.expiresAt > now)) cookies.push(cookie);
      }
      save(cookies);
    },
  };
}
