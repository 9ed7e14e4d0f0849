export { AppLink, isPlainLeftClick, NavigateProvider, useNavigateTo, type AppLinkProps, type Navigate } from './app-link/app-link';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { downloadCsv, toCsv, type CsvColumn } from './csv/csv';
export {
  DataTable,
  defaultDataTableLabels,
  nextSort,
  toDataTableSort,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
} from './data-table/data-table';
export { DATA_TABLE_LABEL_KEYS, dataTableLabels, type DataTableLabelKey } from './data-table/labels';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { QUERY_ERROR_LABEL_KEYS, QueryErrorState, type QueryErrorLabelKey, type QueryErrorStateProps } from './error-state/query-error-state';
export { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button/export-csv-button';
export { FilterBar, type FilterBarProps } from './filter-bar/filter-bar';
export { FormActions, type FormActionsProps } from './form-actions/form-actions';
export { initials } from './initials/initials';
export { DashboardSkeleton, Panel, type DashboardSkeletonProps, type PanelProps } from './panel/panel';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { QueryState, type QueryStateLabels, type QueryStateProps, type QueryStateQuery } from './query-state/query-state';
export { useReturnFocus } from './return-focus/use-return-focus';
export { SearchInput, type SearchInputProps } from './search-input/search-input';
export { deltaTone, formatDelta, StatCard, type DeltaTone, type StatCardProps } from './stat-card/stat-card';
export { StaleWriteAlert, type StaleWriteAlertProps } from './stale-write-alert/stale-write-alert';
export { StatusBadge, type StatusBadgeProps } from './status-badge/status-badge';
export { TruncatedText, type TruncatedTextProps } from './truncated-text/truncated-text';
export { ValueList, type ValueListProps } from './value-list/value-list';
export { RICH_TEXT_LABEL_KEYS, richTextLabels, type RichTextLabelKey, type RichTextLabels } from './rich-text/labels';
