// Stands in for tough-cookie in the mock API worker. MSW keeps a cookie jar for responses that
// set cookies; Atrium's mock authenticates with a bearer token and sets none, and the real
// library brings the public-suffix list (~300 kB) with it. The surface MSW touches: Cookie.fromJSON,
// MemoryCookieStore#idx, CookieJar#getCookiesSync and #setCookie.
export class Cookie {
  key = '';
  domain: string | null = null;
  path: string | null = null;
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): Record<string, unknown> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
