import type { RouteMeta } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { canFrom, createAbility, rulesForRole } from './ability';
import { guard, type GuardInput } from './guard';

const nobody = () => false;
const everything = () => true;
const client = canFrom(createAbility(rulesForRole('client')));
const admin = canFrom(createAbility(rulesForRole('admin')));

const userList: RouteMeta = { action: 'read', subject: 'User' };
const aclDemo: RouteMeta = { action: 'read', subject: 'AclDemo' };

function run(meta: RouteMeta | undefined, over: Partial<GuardInput> = {}) {
  return guard({ meta, isLoggedIn: false, can: nobody, location: { pathname: '/apps/user/list' }, ...over });
}

describe('@atrium/acl/guard', () => {
  it('public routes always pass, whoever asks and whatever else the meta says', () => {
    for (const isLoggedIn of [true, false]) {
      expect(run({ public: true }, { isLoggedIn })).toEqual({ allow: true });
      expect(run({ public: true, unauthenticatedOnly: true, ...userList }, { isLoggedIn })).toEqual({ allow: true });
    }
  });

  it('unauthenticated-only routes let visitors in and send a logged-in user to /', () => {
    expect(run({ unauthenticatedOnly: true }, { isLoggedIn: false })).toEqual({ allow: true });
    expect(run({ unauthenticatedOnly: true }, { isLoggedIn: true, can: everything })).toEqual({ allow: false, redirect: { to: '/' } });
  });

  it('a logged-in user with the permission passes', () => {
    expect(run(aclDemo, { isLoggedIn: true, can: client })).toEqual({ allow: true });
    expect(run(userList, { isLoggedIn: true, can: admin })).toEqual({ allow: true });
  });

  it('a logged-in user lacking the permission goes to /not-authorized', () => {
    expect(run(userList, { isLoggedIn: true, can: client })).toEqual({ allow: false, redirect: { to: '/not-authorized' } });
  });

  it('a visitor goes to /login with the original query kept and to= the attempted path', () => {
    const result = run(userList, { location: { pathname: '/apps/user/list', search: { page: 2, q: 'ann' } } });
    expect(result).toEqual({ allow: false, redirect: { to: '/login', search: { page: 2, q: 'ann', to: '/apps/user/list' } } });
  });

  it('reads the raw query string when no parsed search is given', () => {
    const result = run(userList, { location: { pathname: '/apps/user/list', searchStr: '?page=2&q=a%20b' } });
    expect(result).toEqual({ allow: false, redirect: { to: '/login', search: { page: '2', q: 'a b', to: '/apps/user/list' } } });
  });

  it('omits to for / and keeps the query', () => {
    expect(run(userList, { location: { pathname: '/' } })).toEqual({ allow: false, redirect: { to: '/login' } });
    expect(run(userList, { location: { pathname: '/', searchStr: 'lang=he' } })).toEqual({
      allow: false,
      redirect: { to: '/login', search: { lang: 'he' } },
    });
  });

  it('replaces a to already in the query, and never sets an off-site one', () => {
    const result = run(userList, { location: { pathname: '/apps/user/list', search: { to: 'https://evil.example' } } });
    expect(result).toEqual({ allow: false, redirect: { to: '/login', search: { to: '/apps/user/list' } } });
    const sneaky = run(userList, { location: { pathname: '//evil.example', search: { to: '/x' } } });
    expect(sneaky).toEqual({ allow: false, redirect: { to: '/login' } });
  });

  it('sends a visitor to login even when stale rules would allow the route', () => {
    expect(run(aclDemo, { isLoggedIn: false, can: everything })).toEqual({
      allow: false,
      redirect: { to: '/login', search: { to: '/apps/user/list' } },
    });
  });

  it('a route with no action and subject only requires login (decision, see README)', () => {
    expect(run({}, { isLoggedIn: true, can: nobody })).toEqual({ allow: true });
    expect(run(undefined, { isLoggedIn: true, can: nobody })).toEqual({ allow: true });
    expect(run({ layout: 'blank' }, { isLoggedIn: false })).toEqual({ allow: false, redirect: { to: '/login', search: { to: '/apps/user/list' } } });
  });

  it('a route with only one of action and subject is denied (fail closed)', () => {
    expect(run({ action: 'read' }, { isLoggedIn: true, can: everything })).toEqual({ allow: false, redirect: { to: '/not-authorized' } });
    expect(run({ subject: 'User' }, { isLoggedIn: true, can: everything })).toEqual({ allow: false, redirect: { to: '/not-authorized' } });
  });

  it('does not modify the search object it was given', () => {
    const search = { page: 1 };
    run(userList, { location: { pathname: '/apps/user/list', search } });
    expect(search).toEqual({ page: 1 });
  });
});
