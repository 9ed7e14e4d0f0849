import { describe, expect, it } from 'vitest';
import { targetHref } from './redirect-href';

describe('@atrium/dashboard/targetHref', () => {
  it('keeps the query and encodes the target', () => {
    expect(targetHref({ to: '/login' })).toBe('/login');
    expect(targetHref({ to: '/login', search: { q: 'a b', to: '/apps/user/list' } })).toBe('/login?q=a+b&to=%2Fapps%2Fuser%2Flist');
    expect(targetHref({ to: '/login', search: { page: 2, skip: undefined } })).toBe('/login?page=2');
  });
});
