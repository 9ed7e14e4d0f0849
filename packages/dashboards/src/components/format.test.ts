import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPercent } from '@atrium/core';
import { monthName, signedPercent, usd, weekday } from './format';

const visible = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('dashboards formatting goes through @atrium/core (one implementation, Latin digits)', () => {
  it.each([
    ['en', '$12,346', '+12.3%', 'Mon', 'Jun'],
    ['ar', '12,346 US$', '+12.3%', 'الاثنين', 'يونيو'],
    ['he', '12,346 $', '+12.3%', 'יום ב׳', 'יוני'],
  ])('%s', (lng, money, change, monday, june) => {
    expect(visible(usd(12_345.6, lng))).toBe(money);
    expect(visible(usd(12_345.6, lng))).toBe(visible(formatCurrency(12_345.6, 'USD', lng, { maximumFractionDigits: 0 })));
    expect(visible(signedPercent(12.34, lng))).toBe(change);
    expect(signedPercent(-4, lng)).toBe(formatPercent(-4, lng, { signDisplay: 'exceptZero' }));
    expect(weekday(0, lng)).toBe(monday);
    expect(monthName('2025-06', lng)).toBe(june);
  });

  it('regression: a regional Arabic tag keeps Latin digits like every other screen', () => {
    expect(usd(1234, 'ar-EG')).not.toMatch(/[\u0660-\u0669]/);
    expect(signedPercent(5, 'ar-EG')).not.toMatch(/[\u0660-\u0669]/);
  });

  // regression (issue 21, ar dark screenshot of /dashboards/analytics): "12,705 US$" read "$US 12,705"
  it('isolates dollars in Arabic and Hebrew, "US$" whole, and only there (decision 0017)', () => {
    expect(usd(12_705, 'ar')).toMatch(/^\u2067.*12,705.*\u2066US\$\u2069\u2069$/);
    expect(usd(840_800, 'ar', true)).toMatch(/^\u2067.*\u2069$/);
    expect(usd(49, 'he-IL')).toMatch(/^\u2067.*\u2069$/);
    expect(usd(12_705, 'en')).toBe('$12,705');
  });
});
