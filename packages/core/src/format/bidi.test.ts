import { describe, expect, it } from 'vitest';
import { isolateMoney, isRightToLeft } from './bidi';
import { formatCurrency, formatMinor, formatNumber } from './numbers';

const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
/** the text without its direction marks, as a screen reader or a copy reads it */
const bare = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '');

// issue 36: Arabic money read "$US 30.99" in a right-to-left line, and the compact "14.1 مليون US$"
// drawn left to right put the currency first and "million" before the number
describe('@atrium/core/format isolateMoney', () => {
  it('knows the right-to-left languages by their primary subtag', () => {
    expect(['ar', 'he', 'he-IL', 'ar-EG', 'fa', 'iw'].every(isRightToLeft)).toBe(true);
    expect(['en', 'en-US', 'fr', 'ja', '', undefined].some(isRightToLeft)).toBe(false);
  });

  it('leaves a left-to-right language as Intl writes it', () => {
    expect(isolateMoney(formatCurrency(1234.5, 'USD', 'en'), 'en')).toBe('$1,234.50');
  });

  it('in Arabic: one right-to-left isolate, the Latin "US$" kept whole inside it, the words unchanged', () => {
    const text = isolateMoney(formatCurrency(1234.5, 'USD', 'ar'), 'ar');
    expect(text.startsWith(RLI) && text.endsWith(PDI)).toBe(true);
    expect(text).toContain(`${LRI}US$${PDI}`);
    // the number comes first in reading order, then the currency (the language's own order)
    expect(bare(text).replace(/\u00a0/g, ' ')).toBe('1,234.50 US$');
    expect(isolateMoney(formatMinor(1_411_076_227, 'USD', 'ar'), 'ar')).toContain(`${LRI}US$${PDI}`);
  });

  it('a compact Arabic amount keeps its word after the number and its currency whole', () => {
    const compact = isolateMoney(formatNumber(14_110_762, 'ar', { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 }), 'ar');
    expect(bare(compact).replace(/\u00a0/g, ' ')).toBe('14.1 مليون US$');
    expect(compact.indexOf('14.1')).toBeLessThan(compact.indexOf('مليون'));
    expect(compact).toContain(`${LRI}US$${PDI}`);
  });

  it('in Hebrew the sign needs no isolate of its own; a compact "1.2M" stays with its number', () => {
    const he = isolateMoney(formatCurrency(1234.5, 'USD', 'he'), 'he');
    expect(he.startsWith(RLI) && he.endsWith(PDI)).toBe(true);
    expect(he.slice(1, -1)).not.toContain(LRI);
    const compact = isolateMoney(formatNumber(1_200_000, 'he', { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 }), 'he');
    expect(compact).toContain('1.2M');
    expect(compact.slice(1, -1)).not.toContain(LRI);
  });

  it('other currencies: yen, pound and shekel keep their sign with their letters', () => {
    expect(isolateMoney(formatCurrency(1200, 'JPY', 'ar'), 'ar')).toMatch(new RegExp(`${LRI}JP¥${PDI}`));
    expect(isolateMoney(formatCurrency(12, 'GBP', 'ar'), 'ar')).toMatch(new RegExp(`${LRI}UK£${PDI}`));
    expect(bare(isolateMoney(formatCurrency(12, 'ILS', 'he'), 'he'))).toContain('₪');
  });

  it('a signed amount keeps its sign', () => {
    expect(bare(isolateMoney(formatCurrency(-12, 'USD', 'ar'), 'ar'))).toMatch(/-12\.00\s?US\$/);
    expect(bare(isolateMoney(formatCurrency(12, 'USD', 'he', { signDisplay: 'always' }), 'he'))).toMatch(/\+12\.00/);
  });
});
