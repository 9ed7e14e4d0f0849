// The browser's session (security review #5, issue 22; decision 0014): the login sets an HttpOnly
// cookie that authenticates on its own, and a write on it needs the CSRF header from the API's
// own origin. Each test sends what an attacking page could send and expects it refused.
import { API_PATHS, buildPath, CSRF_HEADER, SESSION_COOKIE_NAME } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { ORIGIN, DEMO_LOGINS, startsSeeded, type GetApi } from '../harness';
import { readBack } from './expect';

/** The login's cookie, parsed: its value and its attributes by lower-case name. */
function parseSetCookie(header: string | null): { value: string; attributes: Map<string, string> } {
  expect(header, 'the login answers with Set-Cookie').not.toBeNull();
  const [pair = '', ...parts] = (header ?? '').split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  expect(pair.slice(0, eq)).toBe(SESSION_COOKIE_NAME);
  const attributes = new Map(parts.map((p) => [p.split('=')[0]?.toLowerCase() ?? '', p.split('=')[1] ?? ''] as const));
  return { value: pair.slice(eq + 1), attributes };
}

export function sessionCookieSuite(api: GetApi): void {
  describe('session cookie', () => {
    startsSeeded(api, ['people', 'invoice']);

    async function signIn(remember = false) {
      const res = await api().call('POST', API_PATHS.login, { ...DEMO_LOGINS.admin, remember }, { as: null });
      expect(res.status).toBe(201);
      const cookie = parseSetCookie(res.setCookie);
      return { ...cookie, token: (res.json as { accessToken: string }).accessToken, header: `${SESSION_COOKIE_NAME}=${cookie.value}` };
    }

    it('login sets an HttpOnly, SameSite=Lax, Path=/api cookie holding the session; Max-Age only with "remember me"', async () => {
      const plain = await signIn(false);
      expect(plain.value).toBe(plain.token);
      expect(plain.attributes.has('httponly')).toBe(true);
      expect(plain.attributes.get('samesite')).toBe('Lax');
      expect(plain.attributes.get('path')).toBe('/api');
      expect(plain.attributes.has('max-age')).toBe(false);
      expect(plain.attributes.has('expires')).toBe(false);
      const remembered = await signIn(true);
      expect(Number(remembered.attributes.get('max-age'))).toBeGreaterThan(29 * 24 * 3600);
      // the contract's origin is http: no Secure there (it is set on https)
      expect(new URL(ORIGIN).protocol).toBe('http:');
    });

    it('the cookie alone authenticates a read', async () => {
      const { header } = await signIn();
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: null, headers: { Cookie: header } })).status).toBe(200);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: null, headers: { Cookie: `${SESSION_COOKIE_NAME}=not-a-session` } })).status).toBe(401);
    });

    it('a write on the cookie without the CSRF header, or from a foreign origin, is 403 and changes nothing; with the header it works', async () => {
      const { header } = await signIn();
      const path = buildPath(API_PATHS.invoice, { id: 5001 });
      const watched = [`${API_PATHS.invoices}?itemsPerPage=100`];
      const before = await readBack(api(), watched);
      const forged = await api().call('DELETE', path, undefined, { as: null, headers: { Cookie: header } });
      expect(forged.status).toBe(403);
      expect(forged.json).toMatchObject({ message: expect.any(String) as string });
      const foreign = await api().call('DELETE', path, undefined, { as: null, headers: { Cookie: header, [CSRF_HEADER]: '1', Origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect(await readBack(api(), watched)).toBe(before);
      const own = await api().call('DELETE', path, undefined, { as: null, headers: { Cookie: header, [CSRF_HEADER]: '1', Origin: ORIGIN } });
      expect(own.status).toBe(204);
      expect((await api().call('GET', path)).status).toBe(404);
    });

    it('a bearer token needs no CSRF header (it is never sent by accident)', async () => {
      const { token } = await signIn();
      expect((await api().call('POST', API_PATHS.logout, undefined, { as: token })).status).toBe(204);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: token })).status).toBe(401);
    });

    it('logout on the cookie revokes the session and clears the cookie; the old cookie is then 401', async () => {
      const { header } = await signIn();
      const forged = await api().call('POST', API_PATHS.logout, undefined, { as: null, headers: { Cookie: header } });
      expect(forged.status).toBe(204);
      // a forged logout neither ends the session nor touches the cookie
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: null, headers: { Cookie: header } })).status).toBe(200);
      const res = await api().call('POST', API_PATHS.logout, undefined, { as: null, headers: { Cookie: header, [CSRF_HEADER]: '1' } });
      expect(res.status).toBe(204);
      const cleared = parseSetCookie(res.setCookie);
      expect(cleared.value).toBe('');
      expect(cleared.attributes.get('max-age')).toBe('0');
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: null, headers: { Cookie: header } })).status).toBe(401);
    });
  });
}
