import type { NavItem } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { canOpen, menuGates } from './can-open';

const nav: NavItem[] = [
  { kind: 'heading', title: 'Apps' },
  { kind: 'group', title: 'Misc', action: 'read', subject: 'Pages', children: [{ kind: 'link', title: 'Not authorized', to: '/pages/misc/not-authorized' }] },
  { kind: 'link', title: 'Invoices', to: '/apps/invoice/list/', action: 'read', subject: 'Invoice' },
];
const menu = menuGates(nav);
const client = (action: string, subject: string) => action === 'read' && subject === 'AclDemo';
const pagesReader = (action: string, subject: string) => action === 'read' && (subject === 'AclDemo' || subject === 'Pages');
const route = (meta: Record<string, unknown>) => [{ staticData: { meta: {} } }, { staticData: { meta } }];

describe('@atrium/dashboard/shell canOpen', () => {
  it('offers a route the guard lets the user into, and not one it would send to not-authorized', () => {
    expect(canOpen({ href: '/access-control', matches: route({ action: 'read', subject: 'AclDemo' }), can: client, isLoggedIn: true, menu })).toBe(true);
    expect(canOpen({ href: '/apps/user/list?page=2', matches: route({ action: 'read', subject: 'User' }), can: client, isLoggedIn: true, menu })).toBe(false);
  });

  it('a public page the menu keeps for a permission (the sample error pages) is not offered without it', () => {
    const notAuthorized = route({ public: true, layout: 'blank' });
    expect(canOpen({ href: '/pages/misc/not-authorized', matches: notAuthorized, can: client, isLoggedIn: true, menu })).toBe(false);
    expect(canOpen({ href: '/pages/misc/not-authorized', matches: notAuthorized, can: pagesReader, isLoggedIn: true, menu })).toBe(true);
  });

  it('collects the gates of a link and its groups, trailing slash or not', () => {
    expect(menu.get('/pages/misc/not-authorized')).toEqual([{ action: 'read', subject: 'Pages' }, { action: undefined, subject: undefined }]);
    expect(menu.get('/apps/invoice/list')).toEqual([{ action: 'read', subject: 'Invoice' }]);
  });

  it('nothing is offered for a path no route matches, nor a protected one to a visitor', () => {
    expect(canOpen({ href: '/nowhere', matches: [], can: pagesReader, isLoggedIn: true, menu })).toBe(false);
    expect(canOpen({ href: '/access-control', matches: route({ action: 'read', subject: 'AclDemo' }), can: client, isLoggedIn: false, menu })).toBe(false);
  });
});
