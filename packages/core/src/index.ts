export {
  defineFeature,
  flattenNav,
  type FeatureModule,
  type IconName,
  type LayoutKind,
  type NavGroup,
  type NavHeading,
  type NavItem,
  type NavLink,
  type Permission,
  type RouteMeta,
  type SearchCategory,
  type SearchEntry,
} from './feature';
export {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pageCount,
  paginate,
  parsePageRequest,
  type Page,
  type PageRequest,
} from './paging';
export { filterByQuery, matchesQuery, normalizeQuery } from './search';
export { parseAmount, parseSortOrder, stableSort, type SortOrder, type SortValue } from './sorting';
export { addDaysIso, ISO_DATE_FORMAT, toIsoDate, todayIso } from './dates';
export {
  createFormatter,
  currencyDigits,
  firstDayOfWeek,
  formatCompact,
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDuration,
  formatMinor,
  formatNumber,
  formatPercent,
  formatRelative,
  NUMBERING_SYSTEM,
  toLocale,
  weekendDays,
  type DateOptions,
  type DateStyle,
  type DateValue,
  type DurationOptions,
  type DurationStyle,
  type Formatter,
  type PercentOptions,
} from './format';
export { safeHref, type SafeHrefOptions } from './safe-href';
