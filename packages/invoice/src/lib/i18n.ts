// The feature's i18n namespace; every visible string of the package lives under it.
import { formatCurrency, formatDate, formatMinor, formatNumber, isolateMoney } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'invoice';
export const CURRENCY = 'USD';

export function useInvoiceTranslation() {
  return useTranslation(NAMESPACE);
}

/** @atrium/core's formatting in the current language: invoices are in dollars, dates are ISO days. */
export function useFormatters() {
  const { i18n } = useInvoiceTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      // in ar and he one isolate in the language's order, "US$" whole (decision 0017)
      money: (amount: number) => isolateMoney(formatCurrency(amount, CURRENCY, lng), lng),
      minor: (cents: number) => isolateMoney(formatMinor(cents, CURRENCY, lng), lng),
      /** short for a card ("$128.3K", "128.3 ألف US$"); the exact figure goes beside it */
      compactMoney: (amount: number) => isolateMoney(formatNumber(amount, lng, { notation: 'compact', style: 'currency', currency: CURRENCY, maximumFractionDigits: 1 }), lng),
      number: (n: number) => formatNumber(n, lng),
      // an ISO day ("2026-11-24") is a calendar date: the 'date' style shows that day in every zone
      date: (iso: string) => formatDate(iso, lng, 'date'),
    }),
    [lng],
  );
}
