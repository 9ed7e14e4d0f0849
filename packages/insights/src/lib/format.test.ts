import { describe, expect, it } from 'vitest';
import { formatDate } from '@atrium/core';
import { formatAxis, formatChange, formatClock, formatDuration, formatDwellBin, formatLocalSpan, formatLocalStamp, formatLocalRange, formatLocalTime, formatMetric, formatMetricCompact, formatShare, formatTick, formatWeekday, formatZonedNow, isolateNumberRuns } from './format';

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

  // regression (issue 21): ticks, stamps and the branch clock built Intl formatters of their own,
  // so a regional Arabic tag wrote Arabic-Indic digits on the charts only, and stamps used a date
  // format no other screen used
  describe('ticks, stamps and clocks go through the one formatting module', () => {
    const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;
    const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
    const NOW = new Date('2026-11-24T13:05:00Z');

    it.each(['en', 'ar', 'ar-EG', 'ar-SA', 'he'])('%s writes 0-9 on every tick, stamp, clock and share', (lng) => {
      const all = [
        formatTick('2026-11-24T15:00', 'hour', lng),
        formatTick('2026-11-24T15:30', '15min', lng),
        formatTick('2026-11-24', 'day', lng),
        formatTick('2026-11-01', 'month', lng),
        formatLocalStamp('2026-11-24', lng),
        formatLocalStamp('2026-11-24T15:05', lng),
        formatClock('21:00', lng),
        formatZonedNow('Asia/Jerusalem', lng, NOW),
        formatShare(0.42, lng),
        formatChange(12.3, lng),
        formatAxis('visitors', 12_400, lng),
        formatAxis('sales', 1_240_000, lng),
        formatDuration(1223, lng),
      ];
      for (const text of all) {
        expect(text).not.toMatch(ARABIC_INDIC);
        expect(text).toMatch(/[0-9]/);
      }
    });

    it.each(['en', 'ar', 'he'])('a day reads in %s as it does on every other screen (the date style)', (lng) => {
      expect(formatLocalStamp('2026-11-24', lng)).toBe(formatDate('2026-11-24', lng, 'date'));
      expect(formatLocalStamp('2026-11-24T15:05', lng)).toBe(formatDate(Date.UTC(2026, 10, 24, 15, 5), lng, 'day-time', { timeZone: 'UTC' }));
    });

    it.each([
      ['en', '3 PM', 'Nov 24', 'Nov 2026', 'Tue 3:05 PM', 'Mon'],
      ['ar', '3 م', '24 نوفمبر', 'نوفمبر 2026', 'الثلاثاء 3:05 م', 'الاثنين'],
      ['he', '15', '24 בנוב׳', 'נוב׳ 2026', 'יום ג׳ 15:05', 'יום ב׳'],
    ])('%s: hour and day ticks, month ticks, the branch clock in its zone, weekdays', (lng, hour, day, month, clock, monday) => {
      expect(visible(formatTick('2026-11-24T15:00', 'hour', lng))).toBe(hour);
      expect(visible(formatTick('2026-11-24T00:00', 'hour', lng))).toBe(day);
      expect(visible(formatTick('2026-11-01', 'month', lng))).toBe(month);
      // Jerusalem is UTC+2 in November
      expect(visible(formatZonedNow('Asia/Jerusalem', lng, NOW))).toBe(clock);
      expect(visible(formatWeekday(0, lng))).toBe(monday);
    });

    it('a donut share is a whole percentage in the language', () => {
      expect(formatShare(0.424, 'en')).toBe('42%');
      expect(visible(formatShare(0.424, 'ar'))).toBe('42%');
      expect(formatShare(0.424, 'ar-EG')).not.toMatch(ARABIC_INDIC);
    });
  });

  // regression (issue 21): anomaly spans and table times cut a date-time at ", ": the Arabic
  // comma is "،", so Arabic repeated the whole day ("20 نوفمبر، 9:00 ص – 20 نوفمبر، 3:00 م")
  it.each([
    ['en', 'Nov 20, 9:00 AM – 3:00 PM', '3:05 PM'],
    ['ar', '20 نوفمبر، 9:00 ص – 3:00 م', '3:05 م'],
    ['he', '20 בנוב׳, 9:00–15:00', '15:05'],
  ])('%s: a span within a day names the day once; a time of day is the time alone', (lng, span, time) => {
    const visible = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/[\u00a0\u202f\u2009]/g, ' ');
    expect(visible(formatLocalSpan('2026-11-20T09:00', '2026-11-20T15:00', lng))).toBe(span);
    expect(visible(formatLocalTime('2026-11-24T15:05', lng))).toBe(time);
  });
});

// issue 36: KPI cards printed "$14,110,762.27"; they print "$14.1M" and keep the exact figure for hover and tables
describe('@atrium/insights KPI values sized for a card', () => {
  const plain = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

  it('writes large money and counts short, in the language', () => {
    expect(formatMetricCompact('sales', 1_411_076_227, 'en')).toBe('$14.1M');
    expect(plain(formatMetricCompact('sales', 1_411_076_227, 'ar'))).toBe('14.1 مليون US$');
    expect(plain(formatMetricCompact('sales', 1_411_076_227, 'he'))).toMatch(/^14\.1M \$$/);
    expect(formatMetricCompact('visitors', 109_589, 'en')).toBe('109.6K');
    expect(formatMetricCompact('sales', 842_100, 'en', 'EUR')).toBe('€8.4K');
  });

  it('keeps small money to the cent, small counts whole, and other units as formatMetric writes them', () => {
    expect(formatMetricCompact('atv', 8_421, 'en')).toBe('$84.21');
    expect(formatMetricCompact('visitors', 9_480, 'en')).toBe('9,480');
    expect(formatMetricCompact('conversion', 23.45, 'en')).toBe(formatMetric('conversion', 23.45, 'en'));
    expect(formatMetricCompact('avgDwell', 1223, 'he')).toBe(formatDuration(1223, 'he'));
    expect(formatMetricCompact('sales', null, 'en')).toBe('—');
  });

  it('reads a currency without cents in its own units (yen)', () => {
    expect(formatMetricCompact('sales', 2_500_000, 'en', 'JPY')).toBe('¥2.5M');
  });
});

// issue 36: "10–1 מתוך 36" — a range of numbers in right-to-left text came out reversed
describe('@atrium/insights number runs isolated', () => {
  const LRI = '\u2066';
  const PDI = '\u2069';

  it('wraps a dash between numbers and an open end in a left-to-right isolate, and nothing else', () => {
    expect(isolateNumberRuns('9:00–15:00')).toBe(`${LRI}9:00–15:00${PDI}`);
    expect(isolateNumberRuns('20 בנוב׳, 9:00 – 15:00')).toBe(`20 בנוב׳, ${LRI}9:00 – 15:00${PDI}`);
    expect(isolateNumberRuns('60+ דק׳')).toBe(`${LRI}60+${PDI} דק׳`);
    expect(isolateNumberRuns('9:00 ص – 3:00 م')).toBe('9:00 ص – 3:00 م');
    expect(isolateNumberRuns('Nov 20, 2026')).toBe('Nov 20, 2026');
    // a numeric date's own numbers are left to Intl's marks: isolating "2026 – 26" tore two dates apart
    expect(isolateNumberRuns('30\u200f/10\u200f/2026 – 26\u200f/11\u200f/2026')).toBe('30\u200f/10\u200f/2026 – 26\u200f/11\u200f/2026');
    expect(isolateNumberRuns('2026-11-20')).toBe('2026-11-20');
  });

  it.each(['ar', 'he'])('%s: dwell bins and a span within a day keep their numbers in order', (lng) => {
    expect(formatDwellBin(5, 10, lng, 'min')).toBe(`${LRI}5–10${PDI} min`);
    expect(formatDwellBin(60, null, lng, 'min')).toBe(`${LRI}60+${PDI} min`);
    if (lng === 'he') expect(formatLocalSpan('2026-11-20T09:00', '2026-11-20T15:00', lng)).toContain(`${LRI}9:00–15:00${PDI}`);
    if (lng === 'he') expect(formatLocalRange('2026-11-20', '2026-11-26', lng)).toContain(`${LRI}20–26${PDI}`);
  });
});
