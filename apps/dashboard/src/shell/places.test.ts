import type { NavItem } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { placeSections } from './places';

const nav: NavItem[] = [
  { kind: 'group', title: 'Dashboards', children: [{ kind: 'link', title: 'Analytics', to: '/dashboards/analytics' }] },
  { kind: 'heading', title: 'Apps' },
  {
    kind: 'group',
    title: 'eCommerce',
    children: [
      { kind: 'group', title: 'Products', children: [{ kind: 'link', title: 'List', to: '/apps/ecommerce/product/list' }] },
      { kind: 'link', title: 'Settings', to: '/apps/ecommerce/settings' },
    ],
  },
  { kind: 'link', title: 'Access', to: '/access-control' },
  { kind: 'link', title: 'Invoices', to: '/apps/invoice/list' },
];

describe('@atrium/dashboard/shell placeSections', () => {
  it('keeps only what the user may open, grouped by the top-level group, nested titles in a trail', () => {
    const open = new Set(['/apps/ecommerce/product/list', '/access-control', '/apps/invoice/list']);
    expect(placeSections(nav, (href) => open.has(href), new Set(['/access-control']))).toEqual([
      { title: 'eCommerce', places: [{ titles: ['Products', 'List'], href: '/apps/ecommerce/product/list' }] },
      { title: 'Invoices', places: [{ titles: ['Invoices'], href: '/apps/invoice/list' }] },
    ]);
  });

  it('a user who may open nothing else gets no section', () => {
    expect(placeSections(nav, (href) => href === '/access-control', new Set(['/access-control']))).toEqual([]);
  });
});
