import { formatCurrency, formatDate, formatNumber, formatPercent, isolateMoney, type DateValue } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NAMESPACE } from '../namespace';

/** The translator plus @atrium/core's formatters bound to the current language. */
export function useShowcaseT() {
  const { t, i18n } = useTranslation(SHOWCASE_NAMESPACE);
  const lng = i18n.language;
  return {
    t,
    lng,
    money: (amount: number) => isolateMoney(formatCurrency(amount, 'USD', lng), lng),
    number: (value: number) => formatNumber(value, lng),
    /** 12.5 → "12.5%" in the current language */
    percent: (value: number) => formatPercent(value, lng),
    /** the named 'date' style, as on every other screen */
    date: (value: DateValue) => formatDate(value, lng, 'date'),
  };
}
