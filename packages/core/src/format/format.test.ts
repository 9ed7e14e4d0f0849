import { describe, expect, it } from 'vitest';
import {
  createFormatter,
  firstDayOfWeek,
  weekendDays,
  formatCompact,
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDuration,
  formatMinor,
  formatNumber,
  formatPercent,
  formatRelative,
  NUMBERING_SYSTEM,
  toLocale,
  type DateStyle,
} from '.';

// Bidi marks (LRM/RLM/ALM) are part of what ar and he print, and ICU spaces are no-break ones: compare the visible text.
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u2009\u202f]/g, ' ');

const NOV_24 = new Date('2026-11-24T15:05:00Z');

describe('@atrium/core/format', () => {
  describe('dates: one named style reads the same on every screen', () => {
    it.each([
      ['en', 'Nov 24, 2026'],
      ['ar', '24/11/2026'],
      ['he', '24 בנוב׳ 2026'],
    ])('date in %s', (lng, expected) => {
      expect(visible(formatDate(NOV_24, lng, 'date', { timeZone: 'UTC' }))).toBe(expected);
    });

    it('date-time adds the time, in the given zone (a branch in Jerusalem is two hours ahead of UTC in November)', () => {
      expect(visible(formatDate(NOV_24, 'en', 'date-time', { timeZone: 'UTC' }))).toBe('Nov 24, 2026, 3:05 PM');
      expect(visible(formatDate(NOV_24, 'en', 'time', { timeZone: 'Asia/Jerusalem' }))).toBe('5:05 PM');
      expect(formatDate(NOV_24, 'he', 'time', { timeZone: 'Asia/Jerusalem' })).toBe('17:05');
    });

    it('regression: a bare calendar date is that day in every zone (2026-11-24 read as Nov 23 west of UTC)', () => {
      expect(formatDate('2026-11-24', 'en', 'date', { timeZone: 'America/Los_Angeles' })).toBe('Nov 24, 2026');
      expect(formatDate('2026-11-24', 'en', 'day')).toBe('Nov 24');
      expect(formatDate('2026-11-24', 'en', 'month')).toBe('Nov 2026');
    });

    it.each([
      ['en', 'Nov 24, 3:05 PM', '3 PM', 'Tue', 'Tue 3:05 PM', '3:05:09 PM'],
      ['ar', '24 نوفمبر، 3:05 م', '3 م', 'الثلاثاء', 'الثلاثاء 3:05 م', '3:05:09 م'],
      ['he', '24 בנוב׳, 15:05', '15', 'יום ג׳', 'יום ג׳ 15:05', '15:05:09'],
    ])('chart and clock styles in %s: day-time, hour, weekday, weekday-time, time-seconds', (lng, dayTime, hour, weekday, weekdayTime, seconds) => {
      const at = new Date('2026-11-24T15:05:09Z');
      const f = (style: DateStyle) => visible(formatDate(at, lng, style, { timeZone: 'UTC' }));
      expect([f('day-time'), f('hour'), f('weekday'), f('weekday-time'), f('time-seconds')]).toEqual([dayTime, hour, weekday, weekdayTime, seconds]);
    });

    it('month-name is the month alone, for the axis of one year', () => {
      expect(formatDate('2026-06-01', 'en', 'month-name')).toBe('Jun');
      expect(formatDate('2026-06-01', 'he', 'month-name')).toBe('יוני');
    });

    it('the week starts on Sunday in en and he, on Saturday in ar (calendars and date fields)', () => {
      expect([firstDayOfWeek('en'), firstDayOfWeek('he'), firstDayOfWeek('ar'), firstDayOfWeek('fr')]).toEqual([0, 0, 6, 1]);
    });

    it('the weekend is Friday and Saturday in he and ar, Saturday and Sunday in en (the days a date field marks)', () => {
      expect([weekendDays('en'), weekendDays('he'), weekendDays('ar')].map((days) => [...days].sort())).toEqual([[0, 6], [5, 6], [5, 6]]);
    });

    it('a missing or invalid date is a dash, never "Invalid Date"', () => {
      expect(formatDate(undefined, 'en')).toBe('—');
      expect(formatDate('not a date', 'he')).toBe('—');
    });

    it.each([
      ['en', 'Jan 1 – 5, 2026'],
      ['ar', '1/1/2026 – 5/1/2026'],
      ['he', '1–5 בינו׳ 2026'],
    ])('range in %s writes shared parts once, whatever the order given', (lng, expected) => {
      expect(visible(formatDateRange('2026-01-05', '2026-01-01', lng))).toBe(expected);
    });

    it.each([
      ['en', 'yesterday', 'in 3 hours'],
      ['ar', 'أمس', 'خلال 3 ساعات'],
      ['he', 'אתמול', 'בעוד 3 שעות'],
    ])('relative in %s', (lng, dayBefore, hoursAhead) => {
      expect(formatRelative(new Date(NOV_24.getTime() - 86_400_000), lng, NOV_24)).toBe(dayBefore);
      expect(formatRelative(new Date(NOV_24.getTime() + 3 * 3_600_000), lng, NOV_24)).toBe(hoursAhead);
    });
  });

  describe('numbers, percentages and money', () => {
    it.each([
      ['en', '1,234,567.5', '12.5%', '$1,234.50', '12K'],
      ['ar', '1,234,567.5', '12.5%', '1,234.50 US$', '12 ألف'],
      ['he', '1,234,567.5', '12.5%', '1,234.50 $', '12K'],
    ])('%s', (lng, number, percent, money, compact) => {
      expect(visible(formatNumber(1_234_567.5, lng))).toBe(number);
      expect(visible(formatPercent(12.5, lng))).toBe(percent);
      expect(visible(formatCurrency(1234.5, 'USD', lng))).toBe(money);
      expect(visible(formatCompact(12_000, lng))).toBe(compact);
    });

    it('a change carries its sign, zero does not', () => {
      expect(formatPercent(7.25, 'en', { signDisplay: 'exceptZero' })).toBe('+7.3%');
      expect(formatPercent(-3, 'en', { signDisplay: 'exceptZero' })).toBe('-3%');
      expect(formatPercent(0, 'en', { signDisplay: 'exceptZero' })).toBe('0%');
    });

    it('minor units follow the currency: cents, whole yen, Kuwaiti fils', () => {
      expect(formatMinor(123_456, 'USD', 'en')).toBe('$1,234.56');
      expect(formatMinor(1234, 'JPY', 'en')).toBe('¥1,234');
      expect(formatMinor(1500, 'KWD', 'en')).toBe('KWD\u00a01.500');
    });

    it('NaN and Infinity are a dash, not "NaN"', () => {
      expect(formatNumber(Number.NaN, 'en')).toBe('—');
      expect(formatCurrency(Number.POSITIVE_INFINITY, 'USD', 'he')).toBe('—');
    });
  });

  describe('durations', () => {
    it.each([
      ['en', '20m 23s', '1h 5m'],
      ['ar', '20 د و23 ث', '1 س و5 د'],
      ['he', '20 דק׳ 23 שנ׳', '1 שע׳ 5 דק׳'],
    ])('regression: in %s a duration is written in its own units (ar stayed "20m 23s")', (lng, short, long) => {
      expect(visible(formatDuration(20 * 60 + 23, lng))).toBe(short);
      expect(visible(formatDuration(3600 + 5 * 60 + 12, lng))).toBe(long);
    });

    it('long style and zero', () => {
      expect(formatDuration(90, 'en', { style: 'long' })).toBe('1 minute, 30 seconds');
      expect(formatDuration(0, 'en')).toBe('0s');
    });
  });

  it('a formatter bound to a language and zone gives the same text as the functions', () => {
    const f = createFormatter('he', { timeZone: 'UTC' });
    expect(f.date(NOV_24)).toBe(formatDate(NOV_24, 'he', 'date', { timeZone: 'UTC' }));
    expect(f.currency(10, 'ILS')).toBe(formatCurrency(10, 'ILS', 'he'));
    expect(f.duration(61)).toBe(formatDuration(61, 'he'));
  });

  it('an empty or malformed language falls back to English', () => {
    expect(toLocale('')).toBe('en-u-nu-latn');
    expect(toLocale('not a locale!')).toBe('en-u-nu-latn');
    expect(toLocale('he-IL')).toBe('he-IL-u-nu-latn');
  });

  describe('digits: Latin in every language, chosen once (NUMBERING_SYSTEM)', () => {
    const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;
    it('is Latin', () => {
      expect(NUMBERING_SYSTEM).toBe('latn');
    });

    it.each(['ar', 'ar-EG', 'ar-SA', 'ar-u-nu-arab', 'he', 'en'])('regression: %s writes 0-9 in numbers, money, percentages, dates and durations (ar-EG wrote ١٬٢٣٤٫٥)', (lng) => {
      const f = createFormatter(lng, { timeZone: 'UTC' });
      const all = [
        f.number(1234.5),
        f.currency(1234.5, 'USD'),
        f.percent(12.5),
        f.compact(12_000),
        f.date(NOV_24),
        f.date(NOV_24, 'date-time'),
        f.date(NOV_24, 'day-time'),
        f.date(NOV_24, 'hour'),
        f.date(NOV_24, 'weekday-time'),
        f.date(NOV_24, 'time-seconds'),
        f.dateRange('2026-01-01', '2026-01-05'),
        f.relative(new Date(NOV_24.getTime() - 3 * 86_400_000), NOV_24),
        f.duration(20 * 60 + 23),
      ];
      for (const text of all) {
        expect(text).not.toMatch(ARABIC_INDIC);
        expect(text).toMatch(/[0-9]/);
      }
    });
  });
});
