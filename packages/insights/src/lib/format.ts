// Metric values for people: every number through Intl in the current language, money in the
// answer's currency, durations as minutes and seconds.
import { METRIC_UNITS, type InsightMetric } from '@atrium/api';
import { formatMinor, formatNumber, formatPercent } from '@atrium/i18n';

export function formatDuration(seconds: number, language: string): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  if (m >= 60) return `${formatNumber(Math.floor(m / 60), language)}h ${formatNumber(m % 60, language)}m`;
  return m > 0 ? `${formatNumber(m, language)}m ${formatNumber(s, language)}s` : `${formatNumber(s, language)}s`;
}

export function formatMetric(metric: InsightMetric, value: number | null | undefined, language: string, currency = 'USD'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (METRIC_UNITS[metric]) {
    case 'money':
      return formatMinor(Math.round(value), currency, language);
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

/** Short axis labels for chart ticks. */
export function formatAxis(metric: InsightMetric, value: number, language: string, currency = 'USD'): string {
  const unit = METRIC_UNITS[metric];
  if (unit === 'money') return formatNumber(value / 100, language, { notation: 'compact', style: 'currency', currency, maximumFractionDigits: 1 });
  if (unit === 'percent') return formatPercent(value, language, 0);
  if (unit === 'seconds') return formatDuration(value, language);
  return formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}

/** A local wall time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) as a label; no zone conversion, it is already local. */
export function formatLocalStamp(stamp: string, language: string, withTime = stamp.length > 10): string {
  const [date = '', time = '00:00'] = stamp.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d, hh, mm));
  return formatNumberDate(utc, language, withTime);
}

function formatNumberDate(date: Date, language: string, withTime: boolean): string {
  return new Intl.DateTimeFormat(language, withTime ? { timeZone: 'UTC', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } : { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** The time now in a branch's zone. */
export function formatZonedNow(timeZone: string, language: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short' }).format(now);
}
