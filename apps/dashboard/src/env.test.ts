import { describe, expect, it } from 'vitest';
import { readApiMode } from './env';

describe('the API mode a build names (security review #11)', () => {
  it('accepts the two modes', () => {
    expect(readApiMode('mock', false)).toBe('mock');
    expect(readApiMode('remote', false)).toBe('remote');
  });

  it('refuses a production build with no mode instead of shipping the mock', () => {
    expect(() => readApiMode(undefined, false)).toThrow(/VITE_API_MODE/);
    expect(() => readApiMode('', false)).toThrow(/VITE_API_MODE/);
    expect(() => readApiMode('server', false)).toThrow(/VITE_API_MODE/);
  });

  it('lets the dev server default to the mock', () => {
    expect(readApiMode(undefined, true)).toBe('mock');
  });
});
