// Numbers, percentages and money in the user's language.
import { memo, toLocale } from './intl';

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const lng = toLocale(locale);
  return memo(`n|${lng}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lng, options)).format(value);
}

/** Large counts in short form: 12.3K, 1.2M (in the locale's own words). */
export function formatCompact(value: number, locale: string): string {
  return formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 });
}

export interface PercentOptions {
  /** Most digits after the decimal point (default 1). */
  fractionDigits?: number;
  /** 'exceptZero' for changes (+12%, −3%, 0%). */
  signDisplay?: Intl.NumberFormatOptions['signDisplay'];
}

/** `value` in percentage points: 12.5 -> "12.5%" (ar: "12.5‎%‎" with the locale's own sign and order). */
export function formatPercent(value: number, locale: string, options: PercentOptions = {}): string {
  const { fractionDigits = 1, signDisplay } = options;
  return formatNumber(value / 100, locale, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: 0,
    ...(signDisplay ? { signDisplay } : {}),
  });
}

/** `amount` in major units (dollars, shekels); see `formatMinor` for integer minor units (cents). */
export function formatCurrency(amount: number, currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(amount, locale, { style: 'currency', currency, ...options });
}

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  return memo(`c|${currency}`, () => new Intl.NumberFormat('en', { style: 'currency', currency })).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `minor` in the currency's smallest unit: 123456 USD cents -> "$1,234.56". */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return formatCurrency(minor / 10 ** currencyDigits(currency), currency, locale);
}
