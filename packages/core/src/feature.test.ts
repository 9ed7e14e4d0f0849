import { describe, expect, it } from 'vitest';
import { defineFeature, flattenNav } from './feature';

describe('@atrium/core/defineFeature', () => {
  it('returns the module and flattens its nav', () => {
    const m = defineFeature({
      id: 'email',
      nav: [
        { kind: 'heading', title: 'apps' },
        { kind: 'group', title: 'mail', children: [{ kind: 'link', title: 'inbox', to: '/apps/email' }] },
      ],
    });
    expect(flattenNav(m.nav).map((l) => l.to)).toEqual(['/apps/email']);
  });

  it('rejects bad ids, relative search links and duplicates', () => {
    expect(() => defineFeature({ id: 'Email' })).toThrow(/kebab-case/);
    expect(() => defineFeature({ id: 'x', search: [{ category: 'dashboards', title: 't', icon: 'i', to: 'rel' }] })).toThrow(/absolute/);
    expect(() =>
      defineFeature({
        id: 'x',
        search: [
          { category: 'dashboards', title: 't', icon: 'i', to: '/a' },
          { category: 'dashboards', title: 'u', icon: 'i', to: '/a' },
        ],
      }),
    ).toThrow(/duplicate/);
  });
});
