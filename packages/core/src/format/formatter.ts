// Every formatter bound to one language (and optionally one time zone), for a component to call.
import { formatDate, formatDateRange, formatRelative, type DateOptions, type DateStyle, type DateValue } from './dates';
import { formatDuration, type DurationOptions } from './duration';
import { formatCompact, formatCurrency, formatMinor, formatNumber, formatPercent, type PercentOptions } from './numbers';

export interface Formatter {
  readonly locale: string;
  date(value: DateValue | null | undefined, style?: DateStyle): string;
  dateRange(start: DateValue, end: DateValue, style?: DateStyle): string;
  relative(value: DateValue, now?: Date): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  compact(value: number): string;
  percent(value: number, options?: PercentOptions): string;
  currency(amount: number, currency: string, options?: Intl.NumberFormatOptions): string;
  minor(minor: number, currency: string): string;
  duration(seconds: number, options?: DurationOptions): string;
}

export function createFormatter(locale: string, options: DateOptions = {}): Formatter {
  return {
    locale,
    date: (value, style) => formatDate(value, locale, style, options),
    dateRange: (start, end, style) => formatDateRange(start, end, locale, style, options),
    relative: (value, now) => formatRelative(value, locale, now),
    number: (value, o) => formatNumber(value, locale, o),
    compact: (value) => formatCompact(value, locale),
    percent: (value, o) => formatPercent(value, locale, o),
    currency: (amount, currency, o) => formatCurrency(amount, currency, locale, o),
    minor: (minor, currency) => formatMinor(minor, currency, locale),
    duration: (seconds, o) => formatDuration(seconds, locale, o),
  };
}
