import { formatCurrency, formatDate, isolateMoney } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../namespace';

/**
 * An amount in the language's format, one isolate in a right-to-left language, in the language's
 * order with "US$" whole (decision 0017): Arabic writes "199 US$", and in a right-to-left line the
 * "$" ran to the far side and it read "$US 199". The isolate holds inside translated sentences too.
 */
export function formatPrice(amount: number, lng: string, currency = 'USD'): string {
  const text = formatCurrency(amount, currency, lng, { currencyDisplay: 'narrowSymbol', maximumFractionDigits: amount % 1 === 0 ? 0 : 2 });
  return isolateMoney(text, lng);
}

/** The translator plus Intl formatters bound to the current language. */
export function usePagesT() {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const lng = i18n.language;
  return {
    t,
    lng,
    money: (amount: number, currency = 'USD') => formatPrice(amount, lng, currency),
    date: (value: string | Date) => formatDate(value, lng, 'date'),
    dateTime: (value: string | Date) => formatDate(value, lng, 'date-time'),
  };
}
