// Metric values, ticks and stamps for people, all through the one formatting module (@atrium/core:
// Latin digits pinned, the language's separators, named date styles): no Intl formatter of our own.
import { METRIC_UNITS, type Granularity, type InsightMetric } from '@atrium/api/insights';
import { currencyDigits, formatDate, formatDateRange, formatDuration as formatCoreDuration, formatMinor, formatNumber, formatPercent, isolateMoney, type DateStyle } from '@atrium/core';

/**
 * A duration in the language's own units and digits ("20m 23s", "20 د و23 ث", "20 דק׳ 23 שנ׳"),
 * from the shared formatting module (@atrium/core: Intl unit parts joined by Intl.ListFormat).
 */
export function formatDuration(seconds: number, language: string): string {
  return formatCoreDuration(seconds, language);
}

/** A local wall time `HH:mm` as the language writes a time of day (no zone conversion). */
export function formatClock(hm: string, language: string): string {
  const [h = 0, m = 0] = hm.split(':').map(Number);
  return formatDate(Date.UTC(2000, 0, 1, h % 24, m), language, 'time', { timeZone: 'UTC' });
}

/** A day of the week, 0 = Monday, as the language abbreviates it ("Mon", "الاثنين", "יום ב׳"). */
export function formatWeekday(weekday: number, language: string): string {
  return formatDate(Date.UTC(2024, 0, 1 + weekday), language, 'weekday', { timeZone: 'UTC' });
}

/** A share of a whole (0..1) as a whole percentage ("42%"). */
export function formatShare(share: number, language: string): string {
  return formatPercent(share * 100, language, { fractionDigits: 0 });
}

/** A signed change in percent ("+12.5%", "‎-3%"), in the language's digits. */
export function formatChange(percent: number, language: string): string {
  return formatPercent(percent, language, { signDisplay: 'exceptZero' });
}

export function formatMetric(metric: InsightMetric, value: number | null | undefined, language: string, currency = 'USD'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (METRIC_UNITS[metric]) {
    case 'money':
      // in ar and he drawn in the language's order and direction, "US$" whole (decision 0017)
      return isolateMoney(formatMinor(Math.round(value), currency, language), language);
    case 'percent':
      return formatPercent(value, language);
    case 'seconds':
      return formatDuration(value, language);
    case 'ratio':
      return formatNumber(value, language, { maximumFractionDigits: 2 });
    case 'hours':
      return formatNumber(value, language, { maximumFractionDigits: 1 });
    case 'count':
      return formatNumber(value, language, { maximumFractionDigits: 0 });
  }
}

/** From this many major units (dollars) a KPI's money is written short ("$8.4K"); below, to the cent ("$84.21"). */
const COMPACT_MONEY_FROM = 1_000;
/** From this many a KPI's count is written short ("109.6K"); below, whole ("9,480"). */
const COMPACT_COUNT_FROM = 10_000;

/**
 * A value sized for a KPI card: money from a thousand and counts from ten thousand in the
 * language's short form ("$14.1M", "14.1 مليون US$", "109.6K"), anything else as formatMetric
 * writes it. The exact figure is formatMetric's: the card shows it on hover and focus, tables
 * show only it.
 */
export function formatMetricCompact(metric: InsightMetric, value: number | null | undefined, language: string, currency = 'USD'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const unit = METRIC_UNITS[metric];
  if (unit === 'money') {
    const major = Math.round(value) / 10 ** currencyDigits(currency);
    if (Math.abs(major) >= COMPACT_MONEY_FROM) return isolateMoney(formatNumber(major, language, { notation: 'compact', style: 'currency', currency, maximumFractionDigits: 1 }), language);
  }
  if (unit === 'count' && Math.abs(value) >= COMPACT_COUNT_FROM) return formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 });
  return formatMetric(metric, value, language, currency);
}

const LRI = '\u2066';
const PDI = '\u2069';
/**
 * Two numbers joined by a dash, and a number with a trailing plus ("60+"); not a piece of a
 * numeric date ("30‏/10‏/2026 – 26‏/11‏/2026" is Intl's, its marks already order it).
 */
const NUMBER_RUN = /(?<![\d/\u200e\u200f-])\d[\d:.,]*(?:[\s\u2009\u202f]*[–-][\s\u2009\u202f]*\d[\d:.,]*(?![\d/\u200e\u200f-])|\+)/g;

/**
 * Number ranges ("5–10", "9:00–15:00") and open ends ("60+") isolated left to right. In
 * right-to-left text the bidi algorithm treats the dash between two numbers as right-to-left, so
 * "9:00–15:00" in a Hebrew line is drawn "15:00–9:00" and "60+" as "+60" (issue 36). An isolate
 * (LRI … PDI) keeps the run in logical order and leaves the text around it alone.
 */
export function isolateNumberRuns(text: string): string {
  return text.replace(NUMBER_RUN, (run) => `${LRI}${run}${PDI}`);
}

/** Short axis labels for chart ticks. */
export function formatAxis(metric: InsightMetric, value: number, language: string, currency = 'USD'): string {
  const unit = METRIC_UNITS[metric];
  if (unit === 'money') return isolateMoney(formatNumber(value / 100, language, { notation: 'compact', style: 'currency', currency, maximumFractionDigits: 1 }), language);
  if (unit === 'percent') return formatPercent(value, language, { fractionDigits: 0 });
  if (unit === 'seconds') return formatDuration(value, language);
  return formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}

/** A local wall time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) as a label; no zone conversion, it is already local. */
export function formatLocalStamp(stamp: string, language: string, withTime = stamp.length > 10): string {
  const [date = '', time = '00:00'] = stamp.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  // the wall time is built in UTC and shown in UTC, so no zone moves it
  return formatDate(Date.UTC(y, m - 1, d, hh, mm), language, withTime ? 'day-time' : 'date', { timeZone: 'UTC' });
}

/** The time of day of a local wall time (`YYYY-MM-DDTHH:mm`): "3:05 PM", "3:05 م", "15:05". */
export function formatLocalTime(stamp: string, language: string): string {
  return formatDate(wallTime(stamp), language, 'time', { timeZone: 'UTC' });
}

/**
 * A span between two local wall times, the shared day written once in every language ("Nov 20,
 * 9:00 AM – 3:00 PM"; Arabic repeated the day when the time was cut at a Latin comma).
 */
export function formatLocalSpan(start: string, end: string, language: string): string {
  return isolateNumberRuns(formatDateRange(wallTime(start), wallTime(end), language, 'day-time', { timeZone: 'UTC' }));
}

/** A range of local days (`YYYY-MM-DD`) as one label ("Nov 20 – 26, 2026", "20–26 בנוב׳ 2026"), its numbers isolated. */
export function formatLocalRange(from: string, to: string, language: string): string {
  return isolateNumberRuns(formatDateRange(wallTime(from), wallTime(to), language, 'date', { timeZone: 'UTC' }));
}

function wallTime(stamp: string): number {
  const [date = '', time = '00:00'] = stamp.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm);
}

/** The time now in a branch's zone ("Tue 3:05 PM"). */
export function formatZonedNow(timeZone: string, language: string, now: Date = new Date()): string {
  return formatDate(now, language, 'weekday-time', { timeZone });
}

/** A dwell-time bin in minutes: "5–10 min", "60+ min" (the unit word from the caller's translation), its numbers isolated. */
export function formatDwellBin(fromMinutes: number, toMinutes: number | null, language: string, unit: string): string {
  const n = (x: number) => formatNumber(x, language);
  return isolateNumberRuns(toMinutes === null ? `${n(fromMinutes)}+ ${unit}` : `${n(fromMinutes)}–${n(toMinutes)} ${unit}`);
}

/** A time-axis tick: the hour within a day (the date at midnight), the day, or the month. */
export function formatTick(stamp: string, granularity: Granularity, language: string): string {
  const [date = '', time] = stamp.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = (time ?? '00:00').split(':').map(Number);
  let style: DateStyle;
  if ((granularity === '15min' || granularity === 'hour') && (hh !== 0 || mm !== 0)) style = mm === 0 ? 'hour' : 'time';
  else if (granularity === 'month') style = 'month';
  else style = 'day';
  return formatDate(Date.UTC(y, m - 1, d, hh, mm), language, style, { timeZone: 'UTC' });
}
