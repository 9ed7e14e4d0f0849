// Chart labels and amounts of the dashboards, through @atrium/core's format module (one
// implementation, one numbering system, its named styles for weekday and month names).
import { formatCurrency, formatDate, formatPercent, isolateMoney } from '@atrium/core';

/** Monday-first weekday names (short) in the current language. */
export function weekday(day: number, lng: string): string {
  // 2024-01-01 was a Monday
  return formatDate(Date.UTC(2024, 0, 1 + day), lng, 'weekday', { timeZone: 'UTC' });
}

/** "2025-06" → the month's short name in the current language (a chart axis of one year). */
export function monthName(month: string, lng: string): string {
  const [y, m] = month.split('-').map(Number);
  return formatDate(Date.UTC(y ?? 2025, (m ?? 1) - 1, 1), lng, 'month-name', { timeZone: 'UTC' });
}

/**
 * Dollars in the language's format; in a right-to-left language one isolate in the language's
 * order with "US$" whole (decision 0017): Arabic writes "12,705 US$", and in a right-to-left line
 * the "$" ran to the far side and it read "$US 12,705".
 */
export function usd(value: number, lng: string, compact = false): string {
  const text = formatCurrency(value, 'USD', lng, { maximumFractionDigits: compact ? 1 : 0, ...(compact ? { notation: 'compact' } : {}) });
  return isolateMoney(text, lng);
}

/** "+12.3%" / "−4%", signed, in the current language. */
export function signedPercent(value: number, lng: string): string {
  return formatPercent(value, lng, { signDisplay: 'exceptZero' });
}
