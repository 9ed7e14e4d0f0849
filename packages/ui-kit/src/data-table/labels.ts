// The table's labels from a package's own translations, so every feature builds them the same way
// (the kit has no translations of its own). Plain functions: no React, no i18next.
import type { DataTableLabels } from './data-table';

/** The translation keys a package defines (under `table.`) for DataTable, in one list. */
export const DATA_TABLE_LABEL_KEYS = [
  'table.rowsPerPage',
  'table.range',
  'table.selectAll',
  'table.selectRow',
  'table.sortAscending',
  'table.sortDescending',
  'table.loading',
  'table.previousPage',
  'table.nextPage',
  'table.page',
  'table.pagination',
  'table.empty',
  'table.details',
] as const;
export type DataTableLabelKey = (typeof DATA_TABLE_LABEL_KEYS)[number];

/** DataTable's labels from a package's `table.*` translations (`range` and `page` interpolate). */
export function dataTableLabels(translate: (key: DataTableLabelKey, values?: Record<string, string>) => string): DataTableLabels {
  return {
    rowsPerPage: translate('table.rowsPerPage'),
    range: (from: string, to: string, total: string) => translate('table.range', { from, to, total }),
    selectAll: translate('table.selectAll'),
    selectRow: translate('table.selectRow'),
    sortAscending: translate('table.sortAscending'),
    sortDescending: translate('table.sortDescending'),
    loading: translate('table.loading'),
    previousPage: translate('table.previousPage'),
    nextPage: translate('table.nextPage'),
    page: (page: string) => translate('table.page', { page }),
    pagination: translate('table.pagination'),
    empty: translate('table.empty'),
    details: translate('table.details'),
  };
}
