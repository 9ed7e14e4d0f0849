import { flattenNav } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { authModule, authNav } from './module';

const lookup = (key: string) => key.replace(/^auth:/, '').split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en);

describe('@atrium/auth/module', () => {
  it('lists every variant page and access control in search, with translated titles', () => {
    const paths = (authModule.search ?? []).map((s) => s.to);
    expect(paths).toContain('/pages/authentication/login-v1');
    expect(paths).toContain('/pages/authentication/register-multi-steps');
    expect(paths).toContain('/access-control');
    expect(paths).toHaveLength(14);
    for (const entry of authModule.search ?? []) expect(typeof lookup(entry.title)).toBe('string');
    for (const link of flattenNav(authNav)) expect(typeof lookup(link.title)).toBe('string');
  });

  it('loads its translations lazily', async () => {
    const load = authModule.locales.he;
    const bundle = await load();
    expect(bundle).toHaveProperty('login.submit', 'התחברות');
  });
});
