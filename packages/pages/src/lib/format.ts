import { formatCurrency, formatDate } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../namespace';

/**
 * An amount in the language's format, isolated left to right in a right-to-left language (as the
 * invoice does): Arabic writes "199 US$", and in a right-to-left line the "$" ran to the far side
 * and it read "$US 199". The isolate marks (LRI … PDI) hold inside translated sentences too.
 */
export function formatPrice(amount: number, lng: string, rtl: boolean, currency = 'USD'): string {
  const text = formatCurrency(amount, currency, lng, { currencyDisplay: 'narrowSymbol', maximumFractionDigits: amount % 1 === 0 ? 0 : 2 });
  return rtl ? `\u2066${text}\u2069` : text;
}

/** The translator plus Intl formatters bound to the current language. */
export function usePagesT() {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const lng = i18n.language;
  const rtl = i18n.dir(lng) === 'rtl';
  return {
    t,
    lng,
    money: (amount: number, currency = 'USD') => formatPrice(amount, lng, rtl, currency),
    date: (value: string | Date) => formatDate(value, lng, 'date'),
    dateTime: (value: string | Date) => formatDate(value, lng, 'date-time'),
  };
}
