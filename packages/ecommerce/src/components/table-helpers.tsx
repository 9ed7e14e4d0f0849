// Glue between a list page's URL state and ui-kit's server-driven DataTable.
import { isApiError } from '@atrium/api';
import { dataTableLabels, QueryErrorState, type DataTableLabels, type DataTableSort } from '@atrium/ui-kit';
import { useMemo } from 'react';
import { useFormatters } from '../lib/format';
import { useEcommerceTranslation } from '../lib/i18n';

interface ListSearch {
  page: number;
  itemsPerPage: number;
  sortBy?: string | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
}

export function useTableState<S extends ListSearch>(search: S, onSearchChange: (patch: Partial<S>) => void) {
  const sort: DataTableSort | null = search.sortBy ? { key: search.sortBy, order: search.orderBy ?? 'asc' } : null;
  return {
    page: search.page,
    pageSize: search.itemsPerPage,
    sort,
    onPageChange: (page: number) => onSearchChange({ page } as Partial<S>),
    onPageSizeChange: (itemsPerPage: number) => onSearchChange({ itemsPerPage, page: 1 } as Partial<S>),
    onSortChange: (next: DataTableSort | null) => onSearchChange({ sortBy: next?.key, orderBy: next?.order, page: 1 } as Partial<S>),
  };
}

export function useTableLabels(): Partial<DataTableLabels> {
  const { t } = useEcommerceTranslation();
  const { number } = useFormatters();
  return useMemo(
    () => dataTableLabels(t),
    // number changes with the language, like t
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, number],
  );
}

/** The error block every screen shows for a failed query, with a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useEcommerceTranslation();
  return <QueryErrorState translate={t} onRetry={onRetry} detail={isApiError(error) ? `HTTP ${error.status}` : undefined} />;
}

export { toastError, toastSuccess } from '@atrium/ui-kit/toast';
