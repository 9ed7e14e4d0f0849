// The identity rules both backends call (decision 0033): a request's credential and the CSRF check
// on cookie writes, the session cookie's attributes, and a role's rules from a structural source.
import { BASELINE_RULES, CSRF_HEADER, type RoleRecord } from '@atrium/api';
import { afterEach, describe, expect, it } from 'vitest';
import { findRole, managesAll, rulesForRole } from './access';
import { clearedSessionCookie, csrfRejection, sessionCookie, sessionCredential, setSecureCookies, setTrustedOrigins } from './credentials';

const API = 'http://api.test/api/users';

describe('sessionCredential', () => {
  it('prefers the bearer header, then the session cookie, and refuses malformed tokens', () => {
    expect(sessionCredential(new Request(API, { headers: { Authorization: 'Bearer abc.def', Cookie: 'atrium_session=zzz' } }))).toEqual({ token: 'abc.def', via: 'bearer' });
    expect(sessionCredential(new Request(API, { headers: { Cookie: 'other=1; atrium_session=zzz' } }))).toEqual({ token: 'zzz', via: 'cookie' });
    // a malformed bearer header is no credential, even with a cookie beside it
    expect(sessionCredential(new Request(API, { headers: { Authorization: 'Basic x', Cookie: 'atrium_session=zzz' } }))).toBeUndefined();
    expect(sessionCredential(new Request(API, { headers: { Cookie: 'atrium_session=a b' } }))).toBeUndefined();
    expect(sessionCredential(new Request(API))).toBeUndefined();
  });
});

describe('csrfRejection', () => {
  afterEach(() => setTrustedOrigins([]));
  const write = (headers: Record<string, string>) => new Request(API, { method: 'POST', headers: { Cookie: 'atrium_session=t', ...headers } });

  it('lets reads and bearer writes through', () => {
    const read = new Request(API, { headers: { Cookie: 'atrium_session=t' } });
    expect(csrfRejection(read, sessionCredential(read))).toBeUndefined();
    const bearer = new Request(API, { method: 'DELETE', headers: { Authorization: 'Bearer t' } });
    expect(csrfRejection(bearer, sessionCredential(bearer))).toBeUndefined();
  });

  it('refuses a cookie write without the header or from a foreign origin, unless the origin is configured', () => {
    const bare = write({});
    expect(csrfRejection(bare, sessionCredential(bare))).toMatch(CSRF_HEADER);
    const own = write({ [CSRF_HEADER]: '1', Origin: 'http://api.test' });
    expect(csrfRejection(own, sessionCredential(own))).toBeUndefined();
    const foreign = write({ [CSRF_HEADER]: '1', Origin: 'http://evil.test' });
    expect(csrfRejection(foreign, sessionCredential(foreign))).toBe('Cross-origin write refused');
    setTrustedOrigins(['http://evil.test', '*']);
    expect(csrfRejection(foreign, sessionCredential(foreign))).toBeUndefined();
  });
});

describe('session cookies', () => {
  afterEach(() => setSecureCookies('auto'));

  it('is Secure on https or when configured always, with Max-Age only when remembered', () => {
    expect(sessionCookie(new Request(API), 'tok', undefined)).toBe('atrium_session=tok; HttpOnly; SameSite=Lax; Path=/api');
    expect(sessionCookie(new Request('https://api.test/api/login'), 'tok', 60.7)).toBe('atrium_session=tok; HttpOnly; SameSite=Lax; Path=/api; Secure; Max-Age=60');
    setSecureCookies('always');
    expect(clearedSessionCookie(new Request(API))).toBe('atrium_session=; HttpOnly; SameSite=Lax; Path=/api; Secure; Max-Age=0');
  });
});

describe('rulesForRole', () => {
  const role = (slug: string, permissions: RoleRecord['permissions']): RoleRecord => ({ id: 1, slug, name: slug, version: 1, permissions });

  it('is the baseline plus the matrix, the matrix alone for an admin, the baseline for a missing role', () => {
    const editor = role('editor', [{ subject: 'Analytics', read: true, write: true, create: false, delete: false }]);
    const rules = rulesForRole({ roles: [editor] }, 'editor');
    expect(rules.slice(0, BASELINE_RULES.length)).toEqual(BASELINE_RULES);
    expect(rules.length).toBeGreaterThan(BASELINE_RULES.length);
    expect(managesAll(rules)).toBe(false);
    expect(rulesForRole({ roles: [editor] }, 'gone')).toEqual(BASELINE_RULES);
    expect(rulesForRole({ roles: [] }, undefined)).toEqual(BASELINE_RULES);
    expect(findRole({ roles: [editor] }, 'editor')).toBe(editor);
  });
});
