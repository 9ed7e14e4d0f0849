import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('@atrium/pages formatPrice', () => {
  // regression (issue 21, ar-dark screenshot of /pages/pricing): "199 US$" in a right-to-left line
  // showed as "$US 199", the dollar sign torn from its "US"
  it('isolates an amount in a right-to-left language, in its order, so "US$" stays whole (decision 0017)', () => {
    const ar = formatPrice(199, 'ar');
    expect(ar.startsWith('\u2067')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(ar).toContain('\u2066US$\u2069');
    expect(ar.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')).toBe('199 US$');
    expect(formatPrice(49, 'he')).toMatch(/^\u2067.*49.*\u2069$/);
  });

  it('leaves a left-to-right language as it is, with cents only when there are some', () => {
    expect(formatPrice(49, 'en')).toBe('$49');
    expect(formatPrice(49.5, 'en')).toBe('$49.50');
  });
});
