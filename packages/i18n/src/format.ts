// Numbers, money and dates go through Intl in the current language (never hand-formatted).
import { resolveLanguage } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  const lng = resolveLanguage(language);
  return memo(`n|${lng}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lng, options)).format(value);
}

export function formatPercent(value: number, language: string, fractionDigits = 1): string {
  return formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 });
}

/** `amount` in major units (e.g. dollars); use `formatMinor` for integer minor units. */
export function formatMoney(amount: number, currency: string, language: string, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(amount, language, { style: 'currency', currency, ...options });
}

export function formatMinor(minor: number, currency: string, language: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return formatMoney(minor / 10 ** digits, currency, language);
}

export function formatCompact(value: number, language: string): string {
  return formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}

export function formatDate(value: Date | string | number, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const lng = resolveLanguage(language);
  return memo(`d|${lng}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lng, options)).format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelative(value: Date | string | number, language: string, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const lng = resolveLanguage(language);
  const rtf = memo(`r|${lng}`, () => new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));
  return rtf.format(Math.round(seconds / size), unit);
}
