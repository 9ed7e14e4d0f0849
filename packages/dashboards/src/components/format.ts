import { formatNumber } from '@atrium/i18n';

/** Monday-first weekday names (short) in the current language. */
export function weekday(day: number, lng: string): string {
  // 2024-01-01 was a Monday
  return new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + day)));
}

/** "2025-06" → the month's short name in the current language. */
export function monthName(month: string, lng: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 2025, (m ?? 1) - 1, 1)));
}

export function usd(value: number, lng: string, compact = false): string {
  return formatNumber(value, lng, { style: 'currency', currency: 'USD', maximumFractionDigits: compact ? 1 : 0, ...(compact ? { notation: 'compact' } : {}) });
}

/** "+12.3%" / "−4%", signed, in the current language. */
export function signedPercent(value: number, lng: string): string {
  return formatNumber(value / 100, lng, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
}
