import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeRedirect, postLoginTarget, safeRedirectTarget } from './redirect';

const ORIGIN = 'https://app.example';

/** True when a browser following `to` from ORIGIN stays on ORIGIN, also after decoding it. */
function staysOnOrigin(to: string): boolean {
  let current = to;
  for (let i = 0; i < 6; i += 1) {
    if (new URL(current, ORIGIN).origin !== ORIGIN) return false;
    const next = decodeURIComponent(current);
    if (next === current) return true;
    current = next;
  }
  return true;
}

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
const safePath = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/)), fc.option(segment))
  .map(([parts, query, hash]) => `/${parts.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`);

const hosts = fc.constantFrom('evil.example', 'evil.example:443', 'user@evil.example', '127.0.0.1');
const schemes = fc.constantFrom('https:', 'http:', 'javascript:', 'JavaScript:', 'data:', 'vbscript:', 'file:', 'ftp:');
const slash = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%5c', '%252F', '%255C', '\t/', '/\n', '/\r');

describe('@atrium/acl/safeRedirectTarget', () => {
  it('keeps same-origin paths as they are', () => {
    for (const to of ['/', '/apps/user/list', '/apps/user/list?page=2&q=a%20b#top', '/apps/email/label/x%20y', '/javascript:alert(1)']) {
      expect(safeRedirectTarget(to)).toBe(to);
    }
  });

  it('rejects other origins, schemes and tricks', () => {
    const bad = [
      '',
      'apps/user/list',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      ' //evil.example',
      ' /apps',
      'https://evil.example',
      'HTTPS://evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%E0%A4%A',
      '/apps/%5C',
      '/apps\\..\\..\\evil',
    ];
    for (const to of bad) expect({ to, result: safeRedirectTarget(to) }).toEqual({ to, result: undefined });
  });

  it('rejects what is not a string', () => {
    for (const to of [undefined, null, 42, ['/x'], { to: '/x' }]) expect(safeRedirectTarget(to)).toBeUndefined();
  });

  it('property: generated same-origin paths pass unchanged', () => {
    fc.assert(
      fc.property(safePath, (to) => {
        expect(safeRedirectTarget(to)).toBe(to);
      }),
    );
  });

  it('property: whatever passes stays on the origin, even after decoding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), safePath, fc.webPath()), (to) => {
        const result = safeRedirectTarget(to);
        if (result !== undefined) {
          expect(result).toBe(to);
          expect(result.startsWith('/')).toBe(true);
          expect(staysOnOrigin(result)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: protocol-relative targets are rejected in every spelling', () => {
    fc.assert(
      fc.property(slash, slash, hosts, safePath, (a, b, host, rest) => {
        expect(safeRedirectTarget(`${a}${b}${host}${rest}`)).toBeUndefined();
      }),
    );
  });

  it('property: absolute URLs and scripts are rejected', () => {
    fc.assert(
      fc.property(schemes, fc.oneof(hosts, fc.constant('alert(1)')), safePath, (scheme, host, rest) => {
        expect(safeRedirectTarget(`${scheme}//${host}${rest}`)).toBeUndefined();
        expect(safeRedirectTarget(`${scheme}${host}`)).toBeUndefined();
      }),
    );
  });

  it('postLoginTarget falls back to / for anything unsafe', () => {
    expect(postLoginTarget('/apps/user/list')).toBe('/apps/user/list');
    expect(postLoginTarget('https://evil.example')).toBe('/');
    expect(postLoginTarget(undefined)).toBe('/');
  });
});

describe('@atrium/acl/homeRedirect', () => {
  it.each([
    ['admin', '', { to: '/dashboards/all-branches-visitors' }],
    ['client', '?lang=he', { to: '/access-control' }],
    ['editor', '', { to: '/login' }],
    [undefined, '', { to: '/login' }],
    [null, '?to=%2Fapps&x=1', { to: '/login', search: { to: '/apps', x: '1' } }],
    ['subscriber', 'x=1', { to: '/login', search: { x: '1' } }],
  ])('role %s with query "%s"', (role, searchStr, expected) => {
    expect(homeRedirect(role, searchStr)).toEqual(expected);
  });
});
