import type { NavItem } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { assembleNav, filterNav, foldHeadings, isItemActive, isLinkActive, type Can } from './nav-filter';

const nav: NavItem[] = [
  { kind: 'heading', title: 'Apps' },
  {
    kind: 'group',
    title: 'Admin',
    children: [
      { kind: 'link', title: 'Users', to: '/apps/user/list', action: 'read', subject: 'User' },
      { kind: 'link', title: 'Roles', to: '/apps/roles', action: 'manage', subject: 'Role' },
    ],
  },
  { kind: 'link', title: 'ACL', to: '/access-control', action: 'read', subject: 'AclDemo' },
  { kind: 'heading', title: 'Misc' },
  { kind: 'group', title: 'Secret', children: [{ kind: 'link', title: 'Vault', to: '/vault', action: 'manage', subject: 'all' }] },
];

const allowAll: Can = () => true;
const clientOnly: Can = (action, subject) => action === 'read' && subject === 'AclDemo';

describe('@atrium/dashboard/nav-filter', () => {
  it('keeps everything when the user can do everything', () => {
    expect(filterNav(nav, allowAll)).toEqual(nav);
  });

  it('shows a parent only with at least one permitted child', () => {
    const titles = filterNav(nav, clientOnly).map((i) => i.title);
    expect(titles).toEqual(['Apps', 'ACL']);
  });

  it('prunes forbidden children but keeps the parent when one remains', () => {
    const canReadUsers: Can = (a, s) => a === 'read' && s === 'User';
    const [, admin] = filterNav(nav, canReadUsers);
    expect(admin?.kind).toBe('group');
    expect(admin?.kind === 'group' ? admin.children.map((c) => c.title) : []).toEqual(['Users']);
  });

  it('hides a group whose own permission fails even if children pass', () => {
    const guarded: NavItem[] = [{ kind: 'group', title: 'G', action: 'manage', subject: 'all', children: [{ kind: 'link', title: 'L', to: '/l' }] }];
    expect(filterNav(guarded, clientOnly)).toEqual([]);
  });

  it('drops headings left with nothing under them', () => {
    expect(filterNav(nav, () => false)).toEqual([]);
  });

  it('assembles modules in navOrder', () => {
    const items = assembleNav([
      { id: 'b', navOrder: 20, nav: [{ kind: 'heading', title: 'B' }] },
      { id: 'a', navOrder: 10, nav: [{ kind: 'heading', title: 'A' }] },
      { id: 'c', nav: [{ kind: 'group', title: 'C', children: [{ kind: 'link', title: 'common:x', to: '/x' }] }] },
    ]);
    expect(items.map((i) => i.title)).toEqual(['a:A', 'b:B', 'c:C']);
    expect(items[2]?.kind === 'group' ? items[2].children[0]?.title : '').toBe('common:x');
  });

  it("keeps email's item active on every /apps/email/... path", () => {
    const email = { to: '/apps/email', activeOn: ['/apps/email'] };
    expect(isLinkActive(email, '/apps/email')).toBe(true);
    expect(isLinkActive(email, '/apps/email/label/company')).toBe(true);
    expect(isLinkActive(email, '/apps/emails')).toBe(false);
    expect(isLinkActive({ to: '/apps/chat' }, '/apps/chat/')).toBe(true);
    expect(isItemActive(nav[1] as NavItem, '/apps/roles')).toBe(true);
  });
});

describe('foldHeadings (horizontal layout)', () => {
  it('turns each heading and its items into one menu, keeping items before the first heading', () => {
    const link = (title: string): NavItem => ({ kind: 'link', title, to: `/${title}` });
    const folded = foldHeadings([
      { kind: 'group', title: 'Dashboards', children: [link('a')] },
      { kind: 'heading', title: 'Apps', icon: 'tabler-apps' },
      link('email'),
      { kind: 'group', title: 'Shop', children: [link('p')] },
      { kind: 'heading', title: 'Empty' },
      { kind: 'heading', title: 'Forms' },
      link('inputs'),
    ]);
    expect(folded.map((i) => [i.kind, i.title])).toEqual([
      ['group', 'Dashboards'],
      ['group', 'Apps'],
      ['group', 'Forms'],
    ]);
    const apps = folded[1];
    expect(apps?.kind === 'group' && apps.children.map((c) => c.title)).toEqual(['email', 'Shop']);
    expect(apps?.kind === 'group' && apps.icon).toBe('tabler-apps');
  });
});
