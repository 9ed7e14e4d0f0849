// Numbers, money and dates have one home: @atrium/core's format module (named date styles,
// numbers, percentages, currency, durations, one numbering system). Nothing is formatted here;
// these names are kept so code that imports them from @atrium/i18n gets the very same text.
// New code imports from @atrium/core.
export {
  formatCompact,
  formatCurrency,
  /** @deprecated the same function as `formatCurrency` of @atrium/core */
  formatCurrency as formatMoney,
  formatDate,
  formatDateRange,
  formatDuration,
  formatMinor,
  formatNumber,
  formatPercent,
  formatRelative,
} from '@atrium/core';
