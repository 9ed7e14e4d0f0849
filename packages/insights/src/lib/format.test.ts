import { describe, expect, it } from 'vitest';
import { formatChange, formatClock, formatDuration, formatMetric } from './format';

const digits = (language: string, n: number) => new Intl.NumberFormat(language).format(n);

describe('@atrium/insights format', () => {
  // regression (issue 21): Arabic showed "20m 23s", Latin unit letters in a right-to-left page
  it('writes durations with the language units and digits', () => {
    expect(formatDuration(1223, 'en')).toBe('20m 23s');
    const ar = formatDuration(1223, 'ar');
    expect(ar).not.toMatch(/[ms]/);
    expect(ar).toContain(digits('ar', 20));
    expect(ar).toContain(digits('ar', 23));
    expect(ar).toContain('د');
    expect(ar).toContain('ث');
    const he = formatDuration(1223, 'he');
    expect(he).not.toMatch(/[a-z]/);
    expect(he).toContain('דק׳');
  });

  it('drops zero parts and switches to hours from an hour up', () => {
    expect(formatDuration(45, 'en')).toBe('45s');
    expect(formatDuration(600, 'en')).toBe('10m');
    expect(formatDuration(3_900, 'en')).toBe('1h 5m');
    expect(formatDuration(3_600, 'en')).toBe('1h');
  });

  it('formats metric values by unit in the language', () => {
    expect(formatMetric('avgDwell', 1223, 'ar')).toBe(formatDuration(1223, 'ar'));
    expect(formatMetric('sales', 842_100, 'en', 'EUR')).toBe('€8,421.00');
    expect(formatMetric('conversion', 23.45, 'en')).toBe('23.5%');
    expect(formatMetric('visitors', 12_480, 'ar')).toBe(digits('ar', 12_480));
    expect(formatMetric('visitors', null, 'en')).toBe('—');
  });

  it('writes times of day and signed changes per language', () => {
    expect(formatClock('21:00', 'en')).toBe('9:00 PM');
    expect(formatClock('21:00', 'he')).toBe('21:00');
    expect(formatChange(12.345, 'en')).toBe('+12.3%');
    expect(formatChange(-3, 'en')).toBe('-3%');
  });
});
