// The feature's i18n namespace; every visible string of the package lives under it.
import { formatDate, formatMoney, formatNumber } from '@atrium/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'invoice';
export const CURRENCY = 'USD';

export function useInvoiceTranslation() {
  return useTranslation(NAMESPACE);
}

/** Intl formatting in the current language: invoices are in dollars, dates are ISO days. */
export function useFormatters() {
  const { i18n } = useInvoiceTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, CURRENCY, lng),
      minor: (cents: number) => formatMoney(cents / 100, CURRENCY, lng),
      number: (n: number) => formatNumber(n, lng),
      // ISO days are calendar dates: format at noon UTC so no time zone moves them a day
      date: (iso: string) => formatDate(`${iso}T12:00:00Z`, lng, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [lng],
  );
}
