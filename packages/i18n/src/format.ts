// Numbers, money and dates have one home: @atrium/core's format module (named date styles,
// numbers, percentages, currency, durations, one numbering system). Nothing is formatted here;
// these names stay so code that imports them from @atrium/i18n gets the very same text
// (formatMoney is core's formatCurrency). New code imports from @atrium/core.
export { formatCompact, formatCurrency as formatMoney, formatDate, formatMinor, formatNumber, formatPercent, formatRelative } from '@atrium/core';
