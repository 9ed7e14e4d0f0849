import { formatCurrency, formatDate } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../namespace';

/** The translator plus Intl formatters bound to the current language. */
export function usePagesT() {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const lng = i18n.language;
  return {
    t,
    lng,
    // the narrow symbol: "US$" read backwards as "$US" in Arabic
    money: (amount: number, currency = 'USD') => formatCurrency(amount, currency, lng, { currencyDisplay: 'narrowSymbol', maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }),
    date: (value: string | Date) => formatDate(value, lng, 'date'),
  };
}
