export { isolateMoney, isRightToLeft } from './bidi';
export { formatDate, formatDateRange, formatRelative, type DateOptions, type DateStyle, type DateValue } from './dates';
export { formatDuration, type DurationOptions, type DurationStyle } from './duration';
export { createFormatter, type Formatter } from './formatter';
export { NUMBERING_SYSTEM, toLocale } from './intl';
export { firstDayOfWeek, weekendDays } from './week';
export { currencyDigits, formatCompact, formatCurrency, formatMinor, formatNumber, formatPercent, type PercentOptions } from './numbers';
