import { formatDate, formatMoney, formatNumber, formatPercent } from '@atrium/i18n';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NAMESPACE } from '../namespace';

/** The translator plus Intl formatters bound to the current language. */
export function useShowcaseT() {
  const { t, i18n } = useTranslation(SHOWCASE_NAMESPACE);
  const lng = i18n.language;
  return {
    t,
    lng,
    money: (amount: number) => formatMoney(amount, 'USD', lng),
    number: (value: number) => formatNumber(value, lng),
    /** 12.5 → "12.5%" in the current language */
    percent: (value: number) => formatPercent(value, lng),
    date: (value: string | Date) => formatDate(value, lng),
  };
}
