import type { NavItem } from '@atrium/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canFrom, createAbility, rulesForRole, type CanFn } from './ability';
import { filterMenu } from './menu';

const link = (title: string, action?: string, subject?: string): NavItem => ({ kind: 'link', title, to: `/${title}`, action, subject });

const menu: NavItem[] = [
  { kind: 'heading', title: 'dashboards' },
  link('analytics', 'read', 'Analytics'),
  { kind: 'heading', title: 'apps' },
  { kind: 'group', title: 'users', children: [link('user-list', 'read', 'User'), link('user-view', 'read', 'User')] },
  link('access-control', 'read', 'AclDemo'),
  { kind: 'heading', title: 'misc' },
  { kind: 'group', title: 'empty', children: [] },
];

const titles = (items: NavItem[]): string[] => items.flatMap((i) => (i.kind === 'group' ? [i.title, ...titles(i.children)] : [i.title]));

describe('@atrium/acl/filterMenu', () => {
  it('a client sees only the access-control item under its heading', () => {
    const result = filterMenu(menu, canFrom(createAbility(rulesForRole('client'))));
    expect(titles(result)).toEqual(['apps', 'access-control']);
  });

  it('an admin sees everything but empty groups and headings with nothing under them', () => {
    const result = filterMenu(menu, canFrom(createAbility(rulesForRole('admin'))));
    expect(titles(result)).toEqual(['dashboards', 'analytics', 'apps', 'users', 'user-list', 'user-view', 'access-control']);
  });

  it('a group needs its own permission when it declares one', () => {
    const items: NavItem[] = [{ kind: 'group', title: 'g', action: 'manage', subject: 'Secret', children: [link('open')] }];
    expect(filterMenu(items, (a) => a === 'read')).toEqual([]);
    expect(titles(filterMenu(items, () => true))).toEqual(['g', 'open']);
  });

  it('items without action and subject show; items with only one of them do not', () => {
    expect(titles(filterMenu([link('free'), link('half', 'read')], () => true))).toEqual(['free']);
  });

  it('does not modify its input', () => {
    const copy = structuredClone(menu);
    filterMenu(menu, () => false);
    expect(menu).toEqual(copy);
  });
});

// Arbitrary nav trees over a small set of actions/subjects, and arbitrary permission tables.
const actions = ['read', 'manage', undefined] as const;
const subjects = ['User', 'AclDemo', 'all', undefined] as const;
const { tree } = fc.letrec<{ tree: NavItem[]; item: NavItem }>((tie) => ({
  tree: fc.array(tie('item'), { maxLength: 5 }),
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('heading' as const), title: fc.string({ maxLength: 3 }) }),
    fc.record({
      kind: fc.constant('link' as const),
      title: fc.string({ maxLength: 3 }),
      to: fc.constant('/x'),
      action: fc.constantFrom(...actions),
      subject: fc.constantFrom(...subjects),
    }),
    fc.record({
      kind: fc.constant('group' as const),
      title: fc.string({ maxLength: 3 }),
      action: fc.constantFrom(...actions),
      subject: fc.constantFrom(...subjects),
      children: tie('tree'),
    }),
  ),
}));
const permissions = fc.func(fc.boolean()).map((f): CanFn => (a, s) => f(a, s));

function visit(items: NavItem[], check: (item: NavItem, index: number, siblings: NavItem[]) => void) {
  items.forEach((item, index) => {
    check(item, index, items);
    if (item.kind === 'group') visit(item.children, check);
  });
}

describe('@atrium/acl/filterMenu properties', () => {
  it('every kept link and group is permitted, every group has a visible child, no heading is left dangling', () => {
    fc.assert(
      fc.property(tree, permissions, (items, can) => {
        visit(filterMenu(items, can), (item, index, siblings) => {
          if (item.kind === 'heading') {
            const next = siblings[index + 1];
            expect(next !== undefined && next.kind !== 'heading').toBe(true);
            return;
          }
          if (item.action !== undefined || item.subject !== undefined) {
            expect(item.action !== undefined && item.subject !== undefined && can(item.action, item.subject)).toBe(true);
          }
          if (item.kind === 'group') expect(item.children.some((c) => c.kind !== 'heading')).toBe(true);
        });
      }),
    );
  });

  it('keeps the original order (the result is a sub-tree) and allowing all keeps every link', () => {
    fc.assert(
      fc.property(tree, permissions, (items, can) => {
        const all = titles(items);
        const kept = titles(filterMenu(items, can));
        let cursor = 0;
        for (const t of kept) {
          cursor = all.indexOf(t, cursor);
          expect(cursor).toBeGreaterThanOrEqual(0);
          cursor += 1;
        }
        const links = (xs: NavItem[]): number => xs.reduce((n, i) => n + (i.kind === 'link' ? 1 : i.kind === 'group' ? links(i.children) : 0), 0);
        const fullLinks = (xs: NavItem[]): number =>
          xs.reduce((n, i) => n + (i.kind === 'link' && (i.action === undefined) === (i.subject === undefined) ? 1 : i.kind === 'group' && (i.action === undefined) === (i.subject === undefined) ? fullLinks(i.children) : 0), 0);
        expect(links(filterMenu(items, () => true))).toBe(fullLinks(items));
      }),
    );
  });
});
