import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('@atrium/pages formatPrice', () => {
  // regression (issue 21, ar-dark screenshot of /pages/pricing): "199 US$" in a right-to-left line
  // showed as "$US 199", the dollar sign torn from its "US"
  it('isolates an amount left to right in a right-to-left language, so "US$" stays whole', () => {
    const ar = formatPrice(199, 'ar', true);
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(ar.replace(/[\u2066\u2069\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')).toBe('199 US$');
    expect(formatPrice(49, 'he', true)).toMatch(/^\u2066.*49.*\u2069$/);
  });

  it('leaves a left-to-right language as it is, with cents only when there are some', () => {
    expect(formatPrice(49, 'en', false)).toBe('$49');
    expect(formatPrice(49.5, 'en', false)).toBe('$49.50');
  });
});
