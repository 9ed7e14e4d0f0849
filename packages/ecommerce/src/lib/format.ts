// Money, numbers and dates in the current language (@atrium/core's format module). The sample data
// is priced in US dollars, so amounts keep that currency whatever the language; order and review
// times are wall times stored as UTC instants (orderDateTime), so they are shown in UTC.
import { formatCompact, formatCurrency, formatDate, formatNumber, formatPercent, isolateMoney, parseAmount, type DateStyle, type DateValue } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const DATA_CURRENCY = 'USD';

export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      // an isolate in ar and he, in the language's order, "US$" whole: it read "$US 30.99" in a
      // right-to-left cell (/apps/ecommerce/product/list, ar dark; decision 0017)
      money: (amount: number | string) => isolateMoney(formatCurrency(typeof amount === 'string' ? parseAmount(amount) : amount, DATA_CURRENCY, language), language),
      number: (value: number) => formatNumber(value, language),
      compact: (value: number) => formatCompact(value, language),
      percent: (value: number) => formatPercent(value, language),
      /** one of the named styles: 'date' in lists, 'date-time' for an event, 'month' on chart axes */
      date: (value: DateValue, style: DateStyle = 'date') => formatDate(value, language, style, { timeZone: 'UTC' }),
    }),
    [language],
  );
}

/** "5/23/2024" + "7:05 PM" (the §3 order fields) as a Date in UTC. */
export function orderDateTime(date: string, time = '12:00 AM'): Date {
  const [m = 1, d = 1, y = 1970] = date.split('/').map(Number);
  const [clock = '12:00', half = 'AM'] = time.split(' ');
  const [h = 12, min = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, (h % 12) + (half === 'PM' ? 12 : 0), min));
}
